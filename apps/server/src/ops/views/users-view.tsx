import type { OpsAccount } from '../ops-accounts.ts';
import { OPS_USER_CHANGES } from '../ops-paths.ts';
import { CsrfField, DataTable, dateTime } from './parts.tsx';

/** The change an admin can make to an operator: disable an enabled one, enable a disabled one. */
function AccountChange({ account, csrf }: { account: OpsAccount; csrf: string }) {
  const [action, label] = account.disabledAt
    ? [OPS_USER_CHANGES.enable, 'Enable']
    : [OPS_USER_CHANGES.disable, 'Disable'];
  return (
    <form method="post" action={action} className="row-action">
      <CsrfField token={csrf} />
      <input type="hidden" name="id" value={account.id} />
      <button type="submit">{`${label} ${account.email}`}</button>
    </form>
  );
}

/** The operators, each with the change an admin may make; `message` says why the last change was refused. */
export function UsersView({
  accounts,
  viewer,
  message,
}: {
  accounts: readonly OpsAccount[];
  viewer: { email: string; csrfToken: string };
  message?: string | undefined;
}) {
  return (
    <>
      <h1>Operators</h1>
      {message ? <p role="status">{message}</p> : null}
      <p>
        Accounts are added on the server with{' '}
        <code>{'npm run ops:user -- add <email> --role admin|compliance|analyst'}</code>. A disabled operator cannot
        sign in, and their sessions end at once.
      </p>
      <DataTable
        caption="Operator accounts"
        headers={['Email', 'Role', 'Authenticator set up', 'Created', 'Status', 'Change']}
        rows={accounts.map((account) => [
          account.email,
          account.role,
          account.totpConfirmed ? 'yes' : 'not yet',
          dateTime(account.createdAt),
          account.disabledAt ? `disabled ${dateTime(account.disabledAt)}` : 'active',
          // An admin cannot disable themselves: the console would be left without the admin who was using it.
          account.email === viewer.email ? 'you' : <AccountChange account={account} csrf={viewer.csrfToken} />,
        ])}
      />
    </>
  );
}

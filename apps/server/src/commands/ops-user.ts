import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { serverEnvironmentOrExit } from '../config/server-environment.ts';
import { loadOrCreateKeys } from '../config/keys.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { PRIVATE_UMASK } from '../db/private-data-dir.ts';
import {
  accountByEmail,
  createAccount,
  enrolmentLink,
  newEnrolment,
  normaliseEmail,
  OpsAccountError,
  setAccountDisabled,
  type Enrolment,
} from '../ops/ops-accounts.ts';
import { createAuditLog } from '../ops/ops-audit.ts';
import { attemptKeyOf } from '../ops/ops-auth.ts';
import { OPS_AUTH_LIMITS } from '../ops/ops-limits.ts';
import { isOpsRole, OPS_ROLES, type OpsRole } from '../ops/ops-roles.ts';
import { forgetAccountFailures } from '../ops/ops-sign-in-attempts.ts';

const USAGE = `Usage: npm run ops:user -- add <email> --role ${OPS_ROLES.join('|')} [--password-stdin]
       npm run ops:user -- enrol <email>     (a new enrolment link and authenticator key: a lost phone)
       npm run ops:user -- unlock <email>    (forgets the failed sign-ins against the account)
       npm run ops:user -- disable <email>   (cannot sign in; their sessions end at once)
       npm run ops:user -- enable <email>`;

const COMMANDS = ['add', 'enrol', 'unlock', 'disable', 'enable'] as const;
const BY_COMMAND = { detail: { by: 'ops:user command' } } as const;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/**
 * `npm run ops:user -- add <email> --role …`: adds an operator to the configured database
 * (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR: a running server's, or started for it). The password comes from standard input with --password-stdin, else one is made
 * and printed once, with a one-time enrolment link: the operator opens it and signs in with the
 * password to see their TOTP key, once (the key itself is never printed). `enrol <email>` makes a
 * new key and link (a lost phone). `unlock <email>` forgets the failed sign-ins against an
 * account. `disable <email>` stops an operator signing in and ends their sessions; `enable <email>`
 * undoes it. Each change is written to the audit log.
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  });
  const [command, email] = positionals;
  const valid = command === 'add' ? isOpsRole(values.role) : COMMANDS.includes(command as (typeof COMMANDS)[number]);
  if (!valid || !email) {
    console.error(USAGE);
    process.exit(2);
  }
  process.umask(PRIVATE_UMASK);
  const config = serverEnvironmentOrExit(process.env);
  const keys = await loadOrCreateKeys(config);
  let password = '';
  if (command === 'add')
    password = values['password-stdin'] ? await readStdin() : randomBytes(18).toString('base64url');
  const db = await openDb(config, { besideRunningServer: true });
  try {
    await migrate(db);
    const now = new Date();
    const auditLog = createAuditLog(db, keys.tokenSecret);
    const printLink = (enrolment: Enrolment) => {
      console.log(
        `Enrolment link (once, for ${OPS_AUTH_LIMITS.enrolmentHours} hours): ${enrolmentLink(config.publicOrigin, enrolment.enrolmentToken)}`,
      );
      console.log('Give it to the operator: signed in there with their password, they see their authenticator key.');
    };
    if (command === 'disable' || command === 'enable') {
      const changed = await setAccountDisabled(db, { email }, command === 'disable', now);
      if (!changed) throw new OpsAccountError(`No operator with the email ${email}`);
      await auditLog.write(
        {
          action: command === 'disable' ? 'account-disabled' : 'account-enabled',
          subject: changed.id,
          detail: { operator: changed.email, ...BY_COMMAND.detail },
        },
        now,
      );
      console.log(`Operator ${command}d: ${changed.email}`);
      return;
    }
    if (command === 'unlock') {
      const account = await accountByEmail(db, email);
      if (!account) throw new OpsAccountError(`No operator with the email ${email}`);
      const forgotten = await forgetAccountFailures(
        db,
        attemptKeyOf(keys.tokenSecret)('account', normaliseEmail(email)),
      );
      await auditLog.write(
        {
          action: 'account-unlocked',
          subject: account.id,
          detail: { operator: account.email, forgotten, ...BY_COMMAND.detail },
        },
        now,
      );
      console.log(`Operator unlocked: ${account.email} (${forgotten} failed sign-ins forgotten)`);
      return;
    }
    if (command === 'enrol') {
      const enrolment = await newEnrolment(db, { email, piiKey: keys.piiKey, now });
      if (!enrolment) throw new OpsAccountError(`No operator with the email ${email}`);
      await auditLog.write(
        {
          action: 'enrolment-created',
          subject: enrolment.account.id,
          detail: { operator: enrolment.account.email, ...BY_COMMAND.detail },
        },
        now,
      );
      console.log(`New authenticator key made for ${enrolment.account.email}: the old one no longer works.`);
      printLink(enrolment);
      return;
    }
    const role = values.role as OpsRole;
    const created = await createAccount(db, { email, role, password, piiKey: keys.piiKey, now });
    await auditLog.write(
      {
        action: 'account-created',
        userId: created.account.id,
        email: created.account.email,
        detail: { role },
      },
      now,
    );
    console.log(`Operator added: ${created.account.email} (${created.account.role})`);
    if (!values['password-stdin']) console.log(`Password (shown once): ${password}`);
    printLink(created);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof OpsAccountError
      ? error.message
      : `Could not change the operators: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

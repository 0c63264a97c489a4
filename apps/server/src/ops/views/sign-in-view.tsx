import { OPS_SIGN_IN_PATH } from '../ops-paths.ts';
import { CsrfField, ErrorList } from './parts.tsx';

/** Email and password; from an enrolment link its token goes with them (checked once the password is right). */
export function SignInView({
  csrf,
  message,
  enrolmentToken,
}: {
  csrf: string;
  message?: string | undefined;
  enrolmentToken?: string | undefined;
}) {
  return (
    <>
      <h1>Sign in</h1>
      {message ? <ErrorList errors={[message]} /> : null}
      {enrolmentToken ? <p>Sign in to set up your authenticator app.</p> : null}
      <form method="post" action={OPS_SIGN_IN_PATH}>
        <CsrfField token={csrf} />
        {enrolmentToken ? <input type="hidden" name="enrolment" value={enrolmentToken} /> : null}
        <label htmlFor="email">Email</label>
        <input id="email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit">Continue</button>
      </form>
    </>
  );
}

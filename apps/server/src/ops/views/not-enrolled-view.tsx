/** An account not enrolled yet, signed in without its enrolment link: no key is shown, no code can pass. */
export const NotEnrolledView = () => (
  <>
    <h1>Set up your authenticator app</h1>
    <p>
      Your authenticator app is not set up yet. Open the enrolment link an admin gave you (it works once, for a limited
      time) and sign in there. If it has expired or been used, ask an admin for a new one.
    </p>
  </>
);

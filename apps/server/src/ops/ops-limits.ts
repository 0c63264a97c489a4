/** Time-outs, the lock-outs and the sign-in rate limit (apps/server/README.md, Operator console; decision 045). */
export const OPS_AUTH_LIMITS = {
  /** A signed-in session unused this long ends (OWASP: 15–30 minutes for sensitive data). */
  idleMinutes: 30,
  /** However busy, a session ends this long after sign-in. */
  absoluteHours: 8,
  /** Between the password and the code. */
  secondFactorMinutes: 5,
  /**
   * Failed passwords or codes from one client within the window lock that client until the window
   * has passed: the email from one address, or one trusted device.
   */
  lockoutFailures: 5,
  lockoutMinutes: 15,
  /** Failed attempts from one address within the window, whatever the email: then 429. */
  failuresPerAddress: 20,
  /**
   * Failed attempts against one account from all untrusted clients within the window: then every
   * untrusted client is locked for it. A trusted device is not (decision 045).
   */
  failuresPerAccount: 20,
  /** An enrolment link works this long, and until a code from its key has been accepted. */
  enrolmentHours: 72,
  /** At most one e-mail per operator this often about failed sign-ins to their account. */
  guessingNoticeMinutes: 60,
} as const;

/** The same message for an unknown email, a wrong password and a wrong code: nothing tells which. */
export const SIGN_IN_REFUSED = 'The email, password or code is not right.';
export const SIGN_IN_LOCKED = 'Too many failed attempts. Try again in 15 minutes.';
export const SIGN_IN_RATE_LIMITED = 'Too many sign-in attempts from this network. Try again later.';

export const AUDIT_LOG_INTACT = 'The audit log is intact';
export const AUDIT_LOG_BROKEN = 'The audit log has been tampered with';

/** The same message for an unknown email, a wrong password and a wrong code: nothing tells which. */
export const SIGN_IN_REFUSED = 'The email, password or code is not right.';
export const SIGN_IN_LOCKED = 'Too many failed attempts. Try again in 15 minutes.';
export const SIGN_IN_RATE_LIMITED = 'Too many sign-in attempts from this network. Try again later.';

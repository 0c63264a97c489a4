/** The console's addresses, one home for the routes, the views' links and forms, and the rate limits. */
export const OPS_BASE = '/ops';
export const OPS_STYLESHEET_PATH = `${OPS_BASE}/console.css`;
export const OPS_SIGN_IN_PATH = `${OPS_BASE}/sign-in`;
export const OPS_SECOND_FACTOR_PATH = `${OPS_BASE}/second-factor`;
export const OPS_SIGN_OUT_PATH = `${OPS_BASE}/sign-out`;
export const OPS_FUNNEL_CSV_PATH = `${OPS_BASE}/funnel.csv`;
export const OPS_OUTCOMES_PATH = `${OPS_BASE}/outcomes`;
export const OPS_OPEN_BANKING_PATH = `${OPS_BASE}/open-banking`;
export const OPS_EXPERIMENTS_PATH = `${OPS_BASE}/experiments`;
export const OPS_HEALTH_PATH = `${OPS_BASE}/health`;
export const OPS_DECISIONS_PATH = `${OPS_BASE}/decisions`;
export const OPS_USERS_PATH = `${OPS_BASE}/users`;
export const OPS_AUDIT_PATH = `${OPS_BASE}/audit`;
export const OPS_AUDIT_CHECK_PATH = `${OPS_BASE}/audit/check`;
export const OPS_RETENTION_PATH = `${OPS_BASE}/retention`;

/** The change an admin can make to an operator: disable an enabled one, enable a disabled one. */
export const OPS_USER_CHANGES = { disable: `${OPS_USERS_PATH}/disable`, enable: `${OPS_USERS_PATH}/enable` } as const;

/** A person's data on request (issue 36). */
export const PEOPLE_PATH = `${OPS_BASE}/people`;
export const PEOPLE_EXPORT_PATH = `${PEOPLE_PATH}/export`;
export const PEOPLE_ERASE_PATH = `${PEOPLE_PATH}/erase`;
export const PEOPLE_CORRECT_PATH = `${PEOPLE_PATH}/correct`;
export const REQUESTS_PATH = `${OPS_BASE}/requests`;
export const REQUEST_DONE_PATH = `${REQUESTS_PATH}/done`;

/** The field every POST's token travels in. */
export const OPS_CSRF_FIELD = 'csrf';

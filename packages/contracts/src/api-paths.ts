// No zod here: the first load imports these, and the schemas stay out of it (issue 12).

/** Paths under the orchestration base (docs/product/contract.md#api). */
export const API_PATHS = {
  form: '/form',
  stage: '/stage',
  addressLookup: '/address-lookup',
  quotation: '/quotation',
  quotationById: '/quotation/:id',
  obConnect: '/open-banking/connect',
  obStart: '/open-banking/start',
  obComplete: '/open-banking/complete',
  obDecline: '/open-banking/decline',
  events: '/events',
  clientErrors: '/client-errors',
  health: '/health',
  healthLive: '/health/live',
  healthReady: '/health/ready',
  agreement: '/agreement',
  agreementAccept: '/agreement/accept',
  experimentOffers: '/experiments/offers',
  sessionActivity: '/session/activity',
  sessionSnapshotKey: '/session/snapshot-key',
} as const;
export type ApiPathName = keyof typeof API_PATHS;

/** The orchestration API's base path (docs/product/contract.md#api): the server mounts its routes here, the page calls it. */
export const API_BASE_URL = '/api';

/** An API route's path as served: the contract's path under the base. */
export const apiPath = (path: string) => `${API_BASE_URL}${path}`;

/**
 * Paths no page calls (yet): apart from API_PATHS, so the first load, which carries that object,
 * does not carry these. The quote look-up (decision 024) serves the visitor's own browser and the
 * operator's complaint look-up.
 */
export const SERVER_ONLY_API_PATHS = {
  quoteByReference: '/quote/:reference',
} as const;
export type ServerOnlyApiPathName = keyof typeof SERVER_ONLY_API_PATHS;

export const SESSION_ID_HEADER = 'Session-Id';

/**
 * Why the server refused a form session (401): `inactive` was quiet longer than the inactivity
 * setting (the browser shows the timed-out page), `unknown` was never handed out by GET /form.
 */
export const SESSION_REFUSAL = { inactive: 'session-inactive', unknown: 'session-unknown' } as const;

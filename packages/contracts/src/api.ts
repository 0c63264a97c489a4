import * as z from 'zod/mini';

/** Paths under the orchestration base (CONTRACT §6). */
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
  agreement: '/agreement',
  agreementAccept: '/agreement/accept',
  experimentOffers: '/experiments/offers',
  sessionActivity: '/session/activity',
  sessionSnapshotKey: '/session/snapshot-key',
} as const;
export type ApiPathName = keyof typeof API_PATHS;

export const SESSION_ID_HEADER = 'Session-Id';

/**
 * Why the server refused a form session (401): `inactive` was quiet longer than the inactivity
 * setting (the browser shows the timed-out page), `unknown` was never handed out by GET /form.
 */
export const SESSION_REFUSAL = { inactive: 'session-inactive', unknown: 'session-unknown' } as const;
export const sessionRefusalSchema = z.object({
  error: z.string(),
  code: z.enum([SESSION_REFUSAL.inactive, SESSION_REFUSAL.unknown]),
});
export type SessionRefusal = z.infer<typeof sessionRefusalSchema>;

/** The key the browser seals its refresh snapshot with; handed out only while the session is active. */
export const snapshotKeyResponseSchema = z.object({ key: z.string().check(z.minLength(40)) });

/** Every 400 names each bad field. */
export const apiErrorSchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const stageRequestSchema = z.object({
  stageId: z.string().check(z.minLength(1), z.maxLength(60)),
  answers: z.record(z.string(), z.string()),
});
export const stageResponseSchema = z.object({ errors: z.array(fieldErrorSchema) });

export const addressSchema = z.object({
  id: z.string(),
  label: z.string(),
  houseNumber: z.string(),
  houseName: z.string(),
  flatNumber: z.string(),
  streetName: z.string(),
  addressLine2: z.string(),
  townCity: z.string(),
  county: z.string(),
  postcode: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressLookupRequestSchema = z.object({ postcode: z.string().check(z.maxLength(16)) });
export const addressLookupResponseSchema = z.object({ addresses: z.array(addressSchema) });

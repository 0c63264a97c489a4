import * as z from 'zod/mini';
import { SESSION_REFUSAL } from './api-paths.ts';

export const sessionRefusalSchema = z.object({
  error: z.string(),
  code: z.enum([SESSION_REFUSAL.inactive, SESSION_REFUSAL.unknown]),
});
export type SessionRefusal = z.infer<typeof sessionRefusalSchema>;

/** The key the browser seals its refresh snapshot with; handed out only while the session is active. */
export const snapshotKeyResponseSchema = z.object({ key: z.string().check(z.minLength(40)) });

/** A refusal other than a 400: what is wrong, in words. */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

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

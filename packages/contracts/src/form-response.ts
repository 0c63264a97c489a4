import * as z from 'zod/mini';
import { answersSchema } from './answers.ts';
import { formDefinitionSchema } from './form-definition.ts';
import { JOURNEY_TYPES } from './answer-keys.ts';

/** Query of `GET /api/form` (docs/product/contract.md#api). Unknown or malformed codes are dropped, not rejected. */
export const formQuerySchema = z.object({
  consumerName: z.optional(z.string().check(z.maxLength(20))),
  oemc: z.optional(z.string().check(z.maxLength(40))),
  s: z.optional(z.string().check(z.maxLength(64))),
  vc: z.optional(z.string().check(z.maxLength(40))),
  quotation: z.optional(z.string().check(z.maxLength(64))),
});
export type FormQuery = z.infer<typeof formQuerySchema>;

export const journeyTypeSchema = z.enum(JOURNEY_TYPES);

/** Signed context the server hands out with the form and reads back on submission. */
export const quotationContextSchema = z.object({
  brand: z.string(),
  consumerName: z.string(),
  journeyType: journeyTypeSchema,
  /** Set in edit mode: the quotation whose answers pre-fill the form. */
  editOf: z.optional(z.string()),
  sParameter: z.optional(z.string()),
});
export type QuotationContext = z.infer<typeof quotationContextSchema>;

export const openBankingOfferSchema = z.object({ enabled: z.boolean() });

/** The payload of the signed form token (docs/product/data.md "Form data response"). */
export const formResponsePayloadSchema = z.object({
  sessionId: z.string().check(z.uuid()),
  definition: formDefinitionSchema,
  consumerName: z.string(),
  formValues: answersSchema,
  oemc: z.optional(z.string()),
  vendorCode: z.optional(z.string()),
  onlineEntryMethodCode: z.optional(z.string()),
  openBanking: openBankingOfferSchema,
  requestDetails: z.object({ quotationContext: quotationContextSchema }),
});
export type FormResponsePayload = z.infer<typeof formResponsePayloadSchema>;

export const formResponseSchema = z.object({ formResponse: z.string().check(z.minLength(1)) });
export type FormResponse = z.infer<typeof formResponseSchema>;

import * as z from 'zod';
import type { ApiClient } from '../../shared/api/api-client.ts';

/** The agreement stand-in's answer; amounts may arrive as numbers or numeric strings. */
export const agreementOfferSchema = z.object({
  quotationId: z.string(),
  brand: z.string(),
  brandName: z.string(),
  firstName: z.string(),
  creditLimit: z.coerce.number(),
  apr: z.coerce.number(),
  accepted: z.boolean(),
});
export type AgreementOffer = z.infer<typeof agreementOfferSchema>;

const acceptedSchema = z.object({ accepted: z.literal(true) });

export const AGREEMENT_PATH = '/agreement';
export const AGREEMENT_ACCEPT_PATH = '/agreement/accept';

export function fetchAgreementOffer(api: ApiClient, token: string, signal?: AbortSignal) {
  return api.get(AGREEMENT_PATH, { query: { token }, schema: agreementOfferSchema, signal });
}

export function acceptAgreementOffer(api: ApiClient, token: string) {
  return api.post(AGREEMENT_ACCEPT_PATH, { token }, { schema: acceptedSchema });
}

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** £ with a thousands separator, pennies only when there are some: 1200 → £1,200. */
export const formatCreditLimit = (amount: number) => pounds.format(amount);

export const formatApr = (apr: number) => `${apr}%`;

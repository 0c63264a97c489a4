import {
  API_PATHS,
  agreementAcceptResponseSchema,
  agreementOfferSchema,
  type AgreementAcceptRequest,
} from '@quickcheck/contracts';
import type { ApiClient } from '../../common/api/api-client.ts';

export type { AgreementOffer } from '@quickcheck/contracts';

/** The offer behind a result token; the schema is the one the server answers with. */
export function fetchAgreementOffer(api: ApiClient, token: string, signal?: AbortSignal) {
  return api.get(API_PATHS.agreement, { query: { token }, schema: agreementOfferSchema, signal });
}

export function acceptAgreementOffer(api: ApiClient, token: string) {
  const body: AgreementAcceptRequest = { token };
  return api.post(API_PATHS.agreementAccept, body, { schema: agreementAcceptResponseSchema });
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

import {
  MALFORMED_CONNECT_ERROR,
  openBankingConnectResponseSchema,
  resultResponseSchema,
  type OpenBankingCompleteRequest,
  type ResultResponse,
} from '@quickcheck/contracts';
import type { ApiClient } from '../../../common/api/api-client.ts';
import { unwrap } from '../../../common/api/api-failure.ts';

/** docs/product/calls-and-errors.md#calls call 5: the provider's consent page for this quotation. Throws on any failure. */
export async function connect(api: ApiClient, quotation: string): Promise<string> {
  const answer = unwrap(
    await api.post(api.path('obConnect'), { quotation }, { schema: openBankingConnectResponseSchema }),
  );
  // docs/product/calls-and-errors.md#errors: a 200 without the URL is the provider's fault, named as the spec names it.
  if (!answer.connectionUrl) throw new Error(MALFORMED_CONNECT_ERROR);
  return answer.connectionUrl;
}

/** docs/product/calls-and-errors.md#calls call 2: the hand-back's result, the same on every reload. Throws on any failure. */
export async function complete(api: ApiClient, body: OpenBankingCompleteRequest): Promise<ResultResponse> {
  return unwrap(await api.post(api.path('obComplete'), body, { schema: resultResponseSchema, timeoutMs: 90_000 }));
}

/** 'I understand': the original decline, without its way back here. Throws on any failure. */
export async function decline(api: ApiClient, quotation: string): Promise<ResultResponse> {
  return unwrap(await api.post(api.path('obDecline'), { quotation }, { schema: resultResponseSchema }));
}

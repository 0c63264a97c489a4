import type { BrandId } from '@quickcheck/brands';
import {
  ADDRESS_MESSAGES,
  SESSION_ID_HEADER,
  type Address,
  type Answers,
  type FieldError,
  type FormQuery,
  type FormResponsePayload,
  type SubmissionPayload,
} from '@quickcheck/contracts';
import type { ApiClient } from '../../../common/api/api-client.ts';
import { unwrap } from '../../../common/api/api-failure.ts';
import { decodeTokenPayload } from '../../../common/api/token-payload.ts';
import { importLazily } from '../../../common/lazy/lazy-import.ts';

/** Started with the request, in parallel: the schemas arrive while the server answers. */
const schemas = () => importLazily(() => import('./form-schemas.ts'));

export interface LoadedForm {
  /** The signed token, sent back untouched with the submission (the server verifies it). */
  token: string;
  payload: FormResponsePayload;
  /** After a refresh: the answers the visitor had given in this tab, from the sealed snapshot. */
  resumed?: { answers: Answers; snapshotKey: CryptoKey };
  /** The answers of a stage posted before the page's script took over: the page was drawn with these. */
  posted?: Answers | undefined;
}

/** The form a signed token describes, decoded client-side (the server verifies the signature). */
export async function formOfToken(token: string): Promise<LoadedForm> {
  const { formResponsePayloadSchema } = await schemas();
  return { token, payload: formResponsePayloadSchema.parse(decodeTokenPayload(token)) };
}

/**
 * GET the form for the page's brand: decode the token's payload client-side; any failure throws
 * (technical error page). The brand goes as `partner`, which the server reads on localhost as it
 * did for the page (docs/product/contract.md#brands; elsewhere the host decides): an edit's form, which the browser
 * loads, is the page's brand too.
 */
export async function loadForm(
  api: ApiClient,
  query: FormQuery,
  brand: BrandId,
  signal?: AbortSignal,
): Promise<LoadedForm> {
  const schema = schemas().then((loaded) => loaded.formResponseSchema);
  const response = unwrap(await api.get(api.path('form'), { query: { ...query, partner: brand }, schema, signal }));
  return formOfToken(response.formResponse);
}

/** The server re-runs the stage rules; a failed call is ignored because the quotation is validated again. */
export async function checkStage(
  api: ApiClient,
  sessionId: string,
  stage: { definitionId: string; stageId: string },
  answers: Answers,
): Promise<FieldError[]> {
  const result = await api.post(
    api.path('stage'),
    // definitionId tells the server which journey's rules to run (the default journey without it).
    { ...stage, answers },
    { schema: schemas().then((loaded) => loaded.stageResponseSchema), headers: { [SESSION_ID_HEADER]: sessionId } },
  );
  return result.ok ? result.data.errors : [];
}

export type AddressLookupOutcome =
  { kind: 'found'; addresses: Address[] } | { kind: 'invalid'; message: string } | { kind: 'failed' };

export async function lookupAddresses(
  api: ApiClient,
  sessionId: string,
  postcode: string,
): Promise<AddressLookupOutcome> {
  const result = await api.post(
    api.path('addressLookup'),
    { postcode },
    {
      schema: schemas().then((loaded) => loaded.addressLookupResponseSchema),
      headers: { [SESSION_ID_HEADER]: sessionId },
    },
  );
  if (result.ok) return { kind: 'found', addresses: result.data.addresses };
  if (result.failure.kind === 'http' && result.failure.status === 400) {
    // Show the server's message when it is one of the spec's; otherwise the postcode was not valid.
    const { apiErrorSchema } = await schemas();
    const body = apiErrorSchema.safeParse(result.failure.body);
    const message = body.success ? body.data.issues[0]?.message : undefined;
    const known = (Object.values(ADDRESS_MESSAGES) as string[]).includes(message ?? '');
    return { kind: 'invalid', message: known && message ? message : ADDRESS_MESSAGES.postcodeInvalid };
  }
  return { kind: 'failed' };
}

/** docs/product/calls-and-errors.md#calls call 3: with the downstream-version setting on, the browser's credentials (cookies) go too. */
export function submitQuotation(api: ApiClient, payload: SubmissionPayload, { downstreamVersion = false } = {}) {
  return api.post(api.path('quotation'), payload, {
    schema: schemas().then((loaded) => loaded.resultResponseSchema),
    ...(downstreamVersion ? { credentials: 'include' as const } : {}),
  });
}

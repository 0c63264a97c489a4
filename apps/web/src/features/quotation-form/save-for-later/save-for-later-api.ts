import {
  SAVE_FOR_LATER_PATH,
  SAVE_FOR_LATER_SENT,
  SESSION_ID_HEADER,
  saveForLaterSent,
  type SaveForLaterRequest,
} from '@quickcheck/contracts';
import type { BrandId } from '@quickcheck/brands';
import type { ApiClient } from '../../../common/api/api-client.ts';

/** What the dialog shows after asking: the server's one answer, or what to do about a refusal. */
export type SaveOutcome = { kind: 'sent'; message: string } | { kind: 'refused'; message: string; field?: boolean };

export const SAVE_FAILED = 'We could not send the e-mail just now. Please try again.';
export const SAVE_TOO_OFTEN = 'You have asked for a link too many times. Please try again in a minute.';

/**
 * POST /api/saved-checks: the answers so far go to the server, sealed there; a link goes to the
 * address. The brand goes as `partner`, read on localhost as for the page (docs/product/contract.md#brands): the message
 * and its link are in the page's brand.
 */
export async function saveForLater(
  api: ApiClient,
  { sessionId, brand }: { sessionId: string; brand: BrandId },
  request: SaveForLaterRequest,
): Promise<SaveOutcome> {
  const result = await api.post(SAVE_FOR_LATER_PATH, request, {
    query: { partner: brand },
    headers: { [SESSION_ID_HEADER]: sessionId },
  });
  // The server's answer is always this one sentence (it never tells a known address from another),
  // with the date its link works until, as the e-mail gives it.
  if (result.ok) {
    const { expiresAt } = (result.data ?? {}) as { expiresAt?: unknown };
    const until = typeof expiresAt === 'string' ? new Date(expiresAt) : undefined;
    const message = until && !Number.isNaN(until.getTime()) ? saveForLaterSent(until) : SAVE_FOR_LATER_SENT;
    return { kind: 'sent', message };
  }
  const { failure } = result;
  if (failure.kind === 'http' && failure.status === 400) {
    const issue = (failure.body as { issues?: { path: string; message: string }[] }).issues?.[0];
    if (issue?.path === 'email') return { kind: 'refused', message: issue.message, field: true };
  }
  if (failure.kind === 'http' && failure.status === 429) return { kind: 'refused', message: SAVE_TOO_OFTEN };
  return { kind: 'refused', message: SAVE_FAILED };
}

import { DECLINE_REASONS, REASONS, type Reason, type ResultResponse } from '@quickcheck/contracts';
import { track } from '../../common/analytics/analytics.ts';

export type ResultKind = 'approved' | 'declined' | 'error';

/** docs/product/journey.md: which branch a result reason takes; an unknown reason is an error. */
export function resultKindOf(reason: string): ResultKind {
  if (reason === 'MATCH_AND_OFFER') return 'approved';
  return (DECLINE_REASONS as readonly string[]).includes(reason) ? 'declined' : 'error';
}

const trackedResults = new Set<string>();

/** Tracks 'submissionResult' once per result, however often the page renders. */
export function trackResultOnce(result: ResultResponse): void {
  const key = `${result.quotationId}:${result.reason}`;
  if (trackedResults.has(key)) return;
  trackedResults.add(key);
  const known = (REASONS as readonly string[]).includes(result.reason);
  track('submissionResult', {
    outcome: resultKindOf(result.reason),
    reason: known ? (result.reason as Reason) : 'UNKNOWN',
  });
}

/** docs/product/validation.md: a result without a first name or requote opt-in is logged, not fatal. */
export function warnAboutMissingFields(result: ResultResponse): void {
  if (!result.userData.firstName) console.warn('Quotation result has no firstName');
  if (result.requoteOptIn === undefined) console.warn('Quotation result has no requoteOptIn');
}

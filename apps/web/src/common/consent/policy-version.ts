import { readSavedPolicyVersion, resetOutdatedConsent } from './consent-cookies.ts';
import { readConsent, type ConsentLevels } from './consent-levels.ts';

/** docs/product/calls-and-errors.md#errors: the latest policy version must be a number or absent. */
export function parseLatestPolicyVersion(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new Error('latestPolicyVersion is invalid');
}

export interface SavedConsentState {
  /** What the privacy cookie grants, if the visitor chose before. */
  saved: ConsentLevels | undefined;
  /** The visitor chose under an older policy (or the version cookie is missing). */
  outdated: boolean;
}

/** docs/product/journey.md: the choice counts only if it was made under the latest policy version. */
export function savedConsentState(latest: number | undefined, cookies: string = document.cookie): SavedConsentState {
  const saved = readConsent(cookies);
  const version = readSavedPolicyVersion(cookies);
  const outdated = saved !== undefined && latest !== undefined && (version === undefined || version < latest);
  return { saved, outdated };
}

/**
 * docs/product/journey.md 'on load': an outdated choice is expired before anything reads it, so nothing optional
 * runs on the strength of a policy the visitor never saw. Returns the choice that still counts.
 */
export function expireOutdatedConsent(latest: number | undefined): ConsentLevels | undefined {
  const { saved, outdated } = savedConsentState(latest);
  if (!outdated || latest === undefined) return saved;
  resetOutdatedConsent(latest);
  return undefined;
}

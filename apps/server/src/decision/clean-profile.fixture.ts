import type { CreditProfile } from './types.ts';

/** For the engine's tests: a strong file with nothing adverse, changed only where a test says. */
export const cleanProfile = (overrides: Partial<CreditProfile> = {}): CreditProfile => ({
  creditScore: 850,
  ccjCount: 0,
  defaultCount: 0,
  missedPaymentsLast12Months: 0,
  revolvingUtilisationPercent: 20,
  existingApplication: false,
  openBankingReferral: false,
  ...overrides,
});

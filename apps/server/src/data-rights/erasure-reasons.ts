/** Why a person's data is erased: said in the audit log with the operator's name. */
export const ERASURE_REASONS = {
  'erasure-request': 'The person asked for erasure (UK GDPR Art. 17)',
  'consent-withdrawn': 'The person withdrew consent and no other ground applies',
  'unlawfully-held': 'The data should not have been held',
} as const;
export type ErasureReason = keyof typeof ERASURE_REASONS;

import { isBrandId, type BrandId } from '@quickcheck/brands';
import { FIELD, type Answers } from '@quickcheck/contracts';
import * as z from 'zod';
import type { DecisionInput } from './types.ts';

/**
 * Bumped whenever a rule, a scorecard step, a band or an offer term changes: a stored
 * decision is only reproducible by the engine version that made it.
 */
export const ENGINE_VERSION = 'qc-engine-2026.11.2';

/** The answers the engine reads; nothing else is kept with the decision. */
export const DECISION_FIELDS = [
  FIELD.dateOfBirth,
  FIELD.postcode,
  FIELD.annualIncome,
  FIELD.employmentStatus,
  FIELD.yearsAtAddress,
] as const;

const profileSchema = z.object({
  creditScore: z.number(),
  ccjCount: z.number(),
  defaultCount: z.number(),
  missedPaymentsLast12Months: z.number(),
  revolvingUtilisationPercent: z.number(),
  existingApplication: z.boolean(),
  openBankingReferral: z.boolean(),
});

/**
 * Exactly what one decision was made on, stored (encrypted) beside it for audit and replay.
 * `agency` is what the agency answered, or why it did not; `priorAcceptance` means the
 * visitor had already accepted an offer, so the agency was never asked.
 */
export const decisionRecordSchema = z.object({
  engineVersion: z.string(),
  brand: z.string(),
  /** The decision instant, ISO 8601: the age rule depends on the day. */
  today: z.iso.datetime(),
  answers: z.record(z.string(), z.string()),
  priorAcceptance: z.boolean(),
  agency: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('not-found') }),
      z.object({ kind: z.literal('found'), profile: profileSchema }),
      z.object({ kind: z.literal('unavailable'), failure: z.string() }),
    ])
    .optional(),
});
export type DecisionRecord = z.infer<typeof decisionRecordSchema>;

type RecordedInput = Omit<DecisionInput, 'agency'> & { agency?: DecisionRecord['agency'] };

export function decisionRecordOf(input: RecordedInput, priorAcceptance = false): DecisionRecord {
  const answers: Answers = {};
  for (const field of DECISION_FIELDS) {
    const value = input.answers[field];
    if (value !== undefined) answers[field] = value;
  }
  return {
    engineVersion: ENGINE_VERSION,
    brand: input.brand,
    today: input.today.toISOString(),
    answers,
    priorAcceptance,
    ...(input.agency ? { agency: input.agency } : {}),
  };
}

/** Parses a stored record; throws on one this engine version did not write. */
export function readDecisionRecord(stored: unknown): DecisionRecord & { brand: BrandId } {
  const record = decisionRecordSchema.parse(stored);
  if (record.engineVersion !== ENGINE_VERSION) {
    throw new Error(`Decision made by engine ${record.engineVersion}, this is ${ENGINE_VERSION}`);
  }
  const { brand } = record;
  if (!isBrandId(brand)) throw new Error(`Unknown brand ${brand}`);
  return { ...record, brand };
}

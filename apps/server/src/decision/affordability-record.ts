import { isBrandId, type BrandId } from '@quickcheck/brands';
import * as z from 'zod';
import type { AffordabilityDecision, AffordabilityInput } from './affordability.ts';
import { ENGINE_VERSION } from './decision-record.ts';
import { engineOf } from './engine-versions.ts';

const summarySchema = z.object({
  months: z.number(),
  monthlyIncome: z.number(),
  monthlyCommitted: z.number(),
  monthlyCredit: z.number(),
  monthlyEssential: z.number(),
  monthlyGambling: z.number(),
  monthlyDiscretionary: z.number(),
  returnedDirectDebits: z.number(),
});

/** Exactly what an open-banking decision was made on: stored sealed beside it, for audit and replay. */
export const affordabilityRecordSchema = z.object({
  engineVersion: z.string(),
  brand: z.string(),
  summary: summarySchema,
});
export type AffordabilityRecord = z.infer<typeof affordabilityRecordSchema>;

export const affordabilityRecordOf = (input: AffordabilityInput): AffordabilityRecord => ({
  engineVersion: ENGINE_VERSION,
  brand: input.brand,
  summary: { ...input.summary },
});

/** Makes a stored open-banking decision again by the engine version that made it (engine-versions.ts). */
export function replayAffordability(stored: unknown): AffordabilityDecision {
  const record = affordabilityRecordSchema.parse(stored);
  const engine = engineOf(record.engineVersion);
  if (!isBrandId(record.brand)) throw new Error(`Unknown brand ${record.brand}`);
  return engine.decideAffordability({ brand: record.brand as BrandId, summary: record.summary });
}

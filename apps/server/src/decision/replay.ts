import { isBrandId } from '@quickcheck/brands';
import { decisionRecordSchema } from './decision-record.ts';
import { engineOf } from './engine-versions.ts';
import type { Decision } from './types.ts';

/**
 * Makes a stored decision again from its stored record, by the engine version that made it
 * (engine-versions.ts): the same engine on the same inputs must give the same reason, score,
 * factors and terms. For audit and disputes. A version this build lacks throws
 * UnknownEngineVersionError rather than deciding by other rules.
 */
export function replayDecision(stored: unknown): Decision {
  const record = decisionRecordSchema.parse(stored);
  const engine = engineOf(record.engineVersion);
  const { brand } = record;
  if (!isBrandId(brand)) throw new Error(`Unknown brand ${brand}`);
  return engine.decide({ ...record, brand });
}

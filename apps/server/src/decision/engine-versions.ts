import type { BrandId } from '@quickcheck/brands';
import { decideAffordability, type AffordabilityDecision, type AffordabilityInput } from './affordability.ts';
import { decide, decideAgencyUnavailable, decideAlreadyAccepted } from './decide.ts';
import { ENGINE_VERSION, type DecisionRecord } from './decision-record.ts';
import type { Decision } from './types.ts';

/** One engine version's rules, as a replay needs them: the form's decision and open banking's. */
export interface Engine {
  decide(record: DecisionRecord & { brand: BrandId }): Decision;
  decideAffordability(input: AffordabilityInput): AffordabilityDecision;
}

/** This build's rules (decide.ts, affordability.ts): the engine ENGINE_VERSION names. */
const CURRENT: Engine = {
  decide(record) {
    if (record.priorAcceptance) return decideAlreadyAccepted();
    if (!record.agency) throw new Error('Decision record without an agency answer');
    if (record.agency.kind === 'unavailable') return decideAgencyUnavailable(record.agency.failure);
    return decide({
      answers: record.answers,
      brand: record.brand,
      today: new Date(record.today),
      agency: record.agency,
    });
  },
  decideAffordability,
};

/**
 * Every engine version this build can replay, by the version a decision record is stamped with.
 * Today only the current one: when the rules change, ENGINE_VERSION is bumped and the outgoing
 * rules stay here under their old version (a frozen copy of the modules), so a decision is always
 * replayed by the engine that made it, never by a later one.
 */
export const ENGINE_VERSIONS: ReadonlyMap<string, Engine> = new Map([[ENGINE_VERSION, CURRENT]]);

/** A record stamped with a version this build does not have: said plainly, never replayed by another engine. */
export class UnknownEngineVersionError extends Error {
  constructor(readonly version: string) {
    super(
      `Decision made by engine ${version}, which this build cannot replay (it has ${[...ENGINE_VERSIONS.keys()].join(', ')})`,
    );
    this.name = 'UnknownEngineVersionError';
  }
}

/** The engine that made a decision stamped with `version`; throws UnknownEngineVersionError if this build lacks it. */
export function engineOf(version: string): Engine {
  const engine = ENGINE_VERSIONS.get(version);
  if (!engine) throw new UnknownEngineVersionError(version);
  return engine;
}

import { describe, expect, it } from 'vitest';
import type { AgencyAnswer } from './types.ts';
import { decide } from './decide.ts';
import { ENGINE_VERSION, decisionRecordOf } from './decision-record.ts';
import { ENGINE_VERSIONS, UnknownEngineVersionError } from './engine-versions.ts';
import { replayDecision } from './replay.ts';

const found: AgencyAnswer = {
  kind: 'found',
  profile: {
    creditScore: 820,
    ccjCount: 0,
    defaultCount: 0,
    missedPaymentsLast12Months: 0,
    revolvingUtilisationPercent: 35,
    existingApplication: false,
    openBankingReferral: false,
  },
};

const input = {
  answers: {
    'first-name': 'Jane',
    'last-name': 'Doe',
    'date-of-birth': '02-03-2008',
    postcode: 'AB1 2CD',
    'years-at-address': '2',
    'employment-status': 'PART_TIME',
    'annual-income': '31000',
  },
  brand: 'ocean' as const,
  today: new Date('2026-03-02T09:30:00Z'),
  agency: found,
};

describe('decision records', () => {
  it('keep only the answers the engine reads, and never the name', () => {
    const record = decisionRecordOf(input);
    expect(record.engineVersion).toBe(ENGINE_VERSION);
    expect(JSON.stringify(record)).not.toMatch(/Jane|Doe/);
  });

  it('replay to the same decision after a trip through JSON, on the 18th birthday the age rule hinges on', () => {
    const original = decide(input);
    const stored = JSON.parse(JSON.stringify(decisionRecordOf(input))) as unknown;
    expect(replayDecision(stored)).toEqual(original);
    expect(original.reason).toBe('MATCH_AND_OFFER');
  });

  it('replay an agency outage and a prior acceptance', () => {
    const outage = decisionRecordOf({ ...input, agency: { kind: 'unavailable', failure: 'timeout' } });
    expect(replayDecision(outage)).toMatchObject({ reason: 'ERROR', factors: [{ name: 'agency', detail: 'timeout' }] });
    const { agency: _agency, ...withoutAgency } = input;
    expect(replayDecision(decisionRecordOf(withoutAgency, true)).reason).toBe('ALREADY_APPLIED_DECLINE');
  });

  it('are replayed by the engine version stamped on them, which the registry holds', () => {
    const stored = JSON.parse(JSON.stringify(decisionRecordOf(input))) as { engineVersion: string };
    expect(stored.engineVersion).toBe(ENGINE_VERSION);
    expect([...ENGINE_VERSIONS.keys()]).toContain(stored.engineVersion);
    expect(replayDecision(stored)).toEqual(decide(input));
  });

  it('report an engine version this build does not have, rather than silently deciding by other rules', () => {
    const record = { ...decisionRecordOf(input), engineVersion: 'qc-engine-1999.1' };
    expect(() => replayDecision(record)).toThrow(UnknownEngineVersionError);
    expect(() => replayDecision(record)).toThrow(
      `Decision made by engine qc-engine-1999.1, which this build cannot replay (it has ${ENGINE_VERSION})`,
    );
  });
});

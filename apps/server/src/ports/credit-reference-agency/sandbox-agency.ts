import { createHash } from 'node:crypto';
import { normalisePostcode } from '@quickcheck/contracts';
import { randomLatency, sleep } from '../sleep.ts';
import type { AgencyAnswer, AgencyRequest, CreditProfile, CreditReferenceAgency } from './agency-port.ts';

export interface SandboxAgencyOptions {
  /** Per-call latency; defaults to 80–300 ms. Tests pass () => 0. */
  latencyMs?: () => number;
  /** How long the `Slow` persona takes: far beyond any sensible time-out. */
  slowMs?: number;
}

const CLEAN: Omit<CreditProfile, 'creditScore' | 'revolvingUtilisationPercent'> = {
  ccjCount: 0,
  defaultCount: 0,
  missedPaymentsLast12Months: 0,
  existingApplication: false,
  openBankingReferral: false,
};

/** CONTRACT §7 personas, by last name (case-insensitive). */
const PERSONAS: Record<string, AgencyAnswer | 'error' | 'slow'> = {
  mismatch: { kind: 'not-found' },
  decline: {
    kind: 'found',
    profile: {
      ...CLEAN,
      creditScore: 180,
      ccjCount: 1,
      defaultCount: 2,
      missedPaymentsLast12Months: 4,
      revolvingUtilisationPercent: 96,
    },
  },
  refer: {
    kind: 'found',
    profile: { ...CLEAN, creditScore: 640, revolvingUtilisationPercent: 62, openBankingReferral: true },
  },
  applied: {
    kind: 'found',
    profile: { ...CLEAN, creditScore: 850, revolvingUtilisationPercent: 20, existingApplication: true },
  },
  error: 'error',
  slow: 'slow',
};

/**
 * Everyone else gets a clean, decent profile derived from a hash of who they are: stable
 * across calls, varied across people, and never adverse — only personas trigger bad outcomes.
 */
export function ordinaryProfile(request: AgencyRequest): CreditProfile {
  const identity = [request.firstName, request.lastName, request.dateOfBirth, normalisePostcode(request.postcode)]
    .map((part) => part.trim().toLowerCase())
    .join('|');
  const hash = createHash('sha256').update(identity).digest();
  return {
    ...CLEAN,
    creditScore: 800 + (hash.readUInt16BE(0) % 180),
    revolvingUtilisationPercent: 5 + (hash.readUInt8(2) % 25),
  };
}

export function createSandboxAgency(options: SandboxAgencyOptions = {}): CreditReferenceAgency {
  const latencyMs = options.latencyMs ?? randomLatency(80, 300);
  const slowMs = options.slowMs ?? 60_000;
  // Own keys only: a Mr Constructor or Ms Tostring is an ordinary applicant, not Object.prototype.
  const personaOf = (request: AgencyRequest) => {
    const name = request.lastName.trim().toLowerCase();
    return Object.hasOwn(PERSONAS, name) ? PERSONAS[name] : undefined;
  };
  return {
    isTestPersona: (request) => personaOf(request) !== undefined,
    async check(request, signal) {
      const persona = personaOf(request);
      if (persona === 'slow') {
        await sleep(slowMs, signal);
        return { kind: 'found', profile: ordinaryProfile(request) };
      }
      await sleep(latencyMs(), signal);
      if (persona === 'error') throw new Error('Sandbox credit-reference agency is unavailable');
      return persona ?? { kind: 'found', profile: ordinaryProfile(request) };
    },
  };
}

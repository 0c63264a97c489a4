import { createHash } from 'node:crypto';
import { normalisePostcode, type CreditReferenceAgencyDetails } from '@quickcheck/contracts';
import { randomLatency, sleep } from '../sleep.ts';
import type { AgencyAnswer, AgencyRequest, CreditProfile, CreditReferenceAgency } from './agency-port.ts';

export interface SandboxAgencyOptions {
  /** Per-call latency; defaults to 80–300 ms. Tests pass () => 0. */
  latencyMs?: () => number;
  /** How long the `Slow` persona takes: far beyond any sensible time-out. */
  slowMs?: number;
}

/**
 * The sandbox agency's own name and contact details: fictional, on an `.example` domain, with a
 * phone number from Ofcom's range kept for drama, so no visitor can reach a real agency by them.
 */
export const SANDBOX_AGENCY_DETAILS: CreditReferenceAgencyDetails = {
  name: 'Clearfile Credit Reference (sandbox)',
  address: ['Clearfile Credit Reference Limited', 'PO Box 4510', 'Exampleton', 'ZZ99 4CF'],
  phone: '0113 496 0451',
  website: 'https://www.clearfile-credit.example/',
  statutoryReportUrl: 'https://www.clearfile-credit.example/statutory-credit-report',
};

const CLEAN: Omit<CreditProfile, 'creditScore' | 'revolvingUtilisationPercent'> = {
  ccjCount: 0,
  defaultCount: 0,
  missedPaymentsLast12Months: 0,
  existingApplication: false,
  openBankingReferral: false,
};

/** docs/product/contract.md#sandbox personas, by last name (case-insensitive). */
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
    details: SANDBOX_AGENCY_DETAILS,
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

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { normalisePostcode, type CreditReferenceAgencyDetails } from '@quickcheck/contracts';
import { randomLatency, sleep } from '../sleep.ts';
import type { AgencyAnswer, CreditProfile } from '../../decision/types.ts';
import type { AgencyRequest, CreditReferenceAgency } from './agency-port.ts';

export interface SandboxAgencyOptions {
  /** Per-call latency; defaults to 80–300 ms. Tests pass () => 0. */
  latencyMs?: () => number;
  /** How long the `Slow` persona takes: far beyond any sensible time-out. */
  slowMs?: number;
  /**
   * SANDBOX_AGENCY_FAULT_FILE (decision 091): a file whose content switches the running sandbox to
   * `slow <ms>` (every call waits that much longer) or `fail` (every call fails); empty or absent,
   * no fault. Read at most once a second, so a soak can make the agency misbehave in running processes.
   */
  faultFile?: string;
  /** The clock the fault file's re-reads are timed by; tests pass their own. */
  now?: () => number;
}

export type SandboxFault = { kind: 'none' } | { kind: 'slow'; ms: number } | { kind: 'fail' };

/** How often the fault file is read again: often enough to follow a soak, cheap on every call. */
export const FAULT_FILE_READ_EVERY_MS = 1000;

/** The fault file's content: `slow <ms>`, `fail`, or anything else (empty) for none. */
export function parseSandboxFault(content: string): SandboxFault {
  const text = content.trim();
  if (text === 'fail') return { kind: 'fail' };
  const slow = /^slow (\d{1,6})$/.exec(text);
  return slow ? { kind: 'slow', ms: Number(slow[1]) } : { kind: 'none' };
}

/** The fault file's fault, read again once its last reading is a second old; an absent file is no fault. */
function faultReader(path: string | undefined, now: () => number): () => Promise<SandboxFault> {
  if (path === undefined) return () => Promise.resolve({ kind: 'none' });
  let reading: { at: number; fault: Promise<SandboxFault> } | undefined;
  return () => {
    if (!reading || now() - reading.at >= FAULT_FILE_READ_EVERY_MS) {
      const fault = readFile(path, 'utf8').then(parseSandboxFault, () => ({ kind: 'none' }) as const);
      reading = { at: now(), fault };
    }
    return reading.fault;
  };
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
  const currentFault = faultReader(options.faultFile, options.now ?? Date.now);
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
      const fault = await currentFault();
      await sleep(latencyMs() + (fault.kind === 'slow' ? fault.ms : 0), signal);
      if (persona === 'error' || fault.kind === 'fail')
        throw new Error('Sandbox credit-reference agency is unavailable');
      return persona ?? { kind: 'found', profile: ordinaryProfile(request) };
    },
  };
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressSchema } from '@quickcheck/contracts';
import { ORDINARY_APPLICANT } from '@quickcheck/contracts/fixtures';
import { AddressLookupFailedError } from './address-lookup/address-lookup-port.ts';
import { createSandboxAddressLookup, sandboxAddresses } from './address-lookup/sandbox-address-lookup.ts';
import type { AgencyRequest, CreditReferenceAgency } from './credit-reference-agency/agency-port.ts';
import { AgencyUnavailableError, createGuardedAgency } from './credit-reference-agency/guarded-agency.ts';
import {
  FAULT_FILE_READ_EVERY_MS,
  SANDBOX_AGENCY_DETAILS,
  createSandboxAgency,
  ordinaryProfile,
  parseSandboxFault,
} from './credit-reference-agency/sandbox-agency.ts';

/** The shared fixture's ordinary applicant, as the agency is asked for them. */
const ordinary = (field: string) => ORDINARY_APPLICANT[field] ?? '';
const request = (overrides: Partial<AgencyRequest> = {}): AgencyRequest => ({
  firstName: ordinary('first-name'),
  lastName: ordinary('last-name'),
  dateOfBirth: ordinary('date-of-birth'),
  postcode: ordinary('postcode'),
  houseFlatNameNumber: ordinary('house-number'),
  streetName: ordinary('street-name'),
  townCity: ordinary('town-city'),
  ...overrides,
});
const never = new AbortController().signal;

describe('sandbox address lookup', () => {
  it('derives 5–8 contract-shaped addresses from the postcode alone', () => {
    for (const postcode of ['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'EC1A 1BB']) {
      const addresses = sandboxAddresses(postcode);
      expect(addresses.length).toBeGreaterThanOrEqual(5);
      expect(addresses.length).toBeLessThanOrEqual(8);
      for (const address of addresses) expect(addressSchema.parse(address).postcode).toBe(postcode);
      expect(new Set(addresses.map((address) => address.id)).size).toBe(addresses.length);
      expect(sandboxAddresses(postcode.toLowerCase().replace(' ', ''))).toEqual(addresses);
    }
    expect(sandboxAddresses('SW1A 1AA')).not.toEqual(sandboxAddresses('M1 1AE'));
  });

  it('fails for ZZ1 1ZZ however it is written', async () => {
    const lookup = createSandboxAddressLookup({ latencyMs: () => 0 });
    await expect(lookup.find('zz11zz')).rejects.toBeInstanceOf(AddressLookupFailedError);
    await expect(lookup.find('ZZ1 1ZY')).resolves.toHaveLength(sandboxAddresses('ZZ1 1ZY').length);
  });
});

describe('sandbox credit-reference agency', () => {
  const agency = createSandboxAgency({ latencyMs: () => 0, slowMs: 50 });

  it('gives ordinary applicants a stable, clean and decent profile', () => {
    for (const firstName of ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal']) {
      const profile = ordinaryProfile(request({ firstName }));
      expect(profile).toEqual(ordinaryProfile(request({ firstName: firstName.toUpperCase() })));
      expect(profile.creditScore).toBeGreaterThanOrEqual(800);
      expect(profile.creditScore).toBeLessThanOrEqual(999);
      expect(profile.revolvingUtilisationPercent).toBeLessThan(30);
      expect([profile.ccjCount, profile.defaultCount, profile.missedPaymentsLast12Months]).toEqual([0, 0, 0]);
    }
  });

  it.each([
    ['MISMATCH', (answer: unknown) => expect(answer).toEqual({ kind: 'not-found' })],
    ['decline', (answer: unknown) => expect(answer).toMatchObject({ profile: { ccjCount: 1 } })],
    ['Refer', (answer: unknown) => expect(answer).toMatchObject({ profile: { openBankingReferral: true } })],
    ['applied', (answer: unknown) => expect(answer).toMatchObject({ profile: { existingApplication: true } })],
  ])('answers the %s persona', async (lastName, check) => {
    check(await agency.check(request({ lastName }), never));
  });

  it('fails for Error and answers late for Slow', async () => {
    await expect(agency.check(request({ lastName: 'error' }), never)).rejects.toThrow();
    const started = performance.now();
    await agency.check(request({ lastName: 'Slow' }), never);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('names its personas as test personas, and only them', async () => {
    for (const lastName of ['Error', 'slow', 'Mismatch', 'Decline', 'Refer', 'Applied']) {
      expect(agency.isTestPersona?.(request({ lastName }))).toBe(true);
    }
    // Names that are also Object.prototype keys are ordinary people with ordinary profiles.
    for (const lastName of ['Ordinary', 'Constructor', 'Tostring', 'Hasownproperty']) {
      expect(agency.isTestPersona?.(request({ lastName }))).toBe(false);
      expect(await agency.check(request({ lastName }), never)).toEqual({
        kind: 'found',
        profile: ordinaryProfile(request({ lastName })),
      });
    }
  });
});

describe("the sandbox agency's fault file (decision 091)", () => {
  it('reads slow <ms>, fail, and anything else as no fault', () => {
    expect(parseSandboxFault('slow 2500\n')).toEqual({ kind: 'slow', ms: 2500 });
    expect(parseSandboxFault(' fail ')).toEqual({ kind: 'fail' });
    for (const none of ['', 'slow', 'slow -1', 'slow 1e9', 'failing', 'FAIL'])
      expect(parseSandboxFault(none)).toEqual({ kind: 'none' });
  });

  it('switches a running agency, read again only once its reading is a second old', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-fault-'));
    try {
      const faultFile = join(dir, 'fault');
      let clock = 0;
      const agency = createSandboxAgency({ latencyMs: () => 0, faultFile, now: () => clock });
      const answer = () => agency.check(request(), never);
      // No file: no fault.
      expect(await answer()).toMatchObject({ kind: 'found' });
      await writeFile(faultFile, 'fail');
      // Within the second the last reading (the absent file) holds.
      expect(await answer()).toMatchObject({ kind: 'found' });
      clock += FAULT_FILE_READ_EVERY_MS;
      await expect(answer()).rejects.toThrow('Sandbox credit-reference agency is unavailable');
      await writeFile(faultFile, 'slow 60');
      clock += FAULT_FILE_READ_EVERY_MS;
      const begun = performance.now();
      expect(await answer()).toMatchObject({ kind: 'found' });
      expect(performance.now() - begun).toBeGreaterThanOrEqual(55);
      await writeFile(faultFile, '');
      clock += FAULT_FILE_READ_EVERY_MS;
      expect(await answer()).toMatchObject({ kind: 'found' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('guarded agency', () => {
  it('times out a slow call and aborts it', async () => {
    let aborted = false;
    const slow: CreditReferenceAgency = {
      details: SANDBOX_AGENCY_DETAILS,
      check: (_request, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    };
    const guarded = createGuardedAgency(slow, 20);
    await expect(guarded.check(request())).rejects.toMatchObject({ failure: 'timeout' });
    expect(aborted).toBe(true);
    guarded.shutdown();
  });

  it('opens the circuit after repeated failures and then fails fast without calling the agency', async () => {
    let calls = 0;
    const failing: CreditReferenceAgency = {
      details: SANDBOX_AGENCY_DETAILS,
      check: async () => {
        calls++;
        throw new Error('down');
      },
    };
    const guarded = createGuardedAgency(failing, 100, { volumeThreshold: 3, resetTimeoutMs: 60_000 });
    for (let i = 0; i < 3; i++) await expect(guarded.check(request())).rejects.toMatchObject({ failure: 'failure' });
    const error = await guarded.check(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AgencyUnavailableError);
    expect((error as AgencyUnavailableError).failure).toBe('circuit-open');
    expect(calls).toBe(3);
    guarded.shutdown();
  });
});

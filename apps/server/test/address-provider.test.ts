import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdealPostcodesAddressLookup } from '../src/ports/address-lookup/ideal-postcodes-address-lookup.ts';
import { createSandboxAgency } from '../src/ports/credit-reference-agency/sandbox-agency.ts';
import { FAKE_API_KEY, FAKE_POSTCODES, startFakeIdealPostcodes } from './helpers/fake-ideal-postcodes.ts';
import { postJson } from './helpers/applicant.ts';
import { startTestApp, stubDb, type TestApp } from './helpers/test-app.ts';

const SESSION = { 'Session-Id': '2f1c7d2e-8d6a-4c5b-9b1e-6a7f0e3d4c21' };

describe('the Ideal Postcodes adapter against a local fake of its documented API', () => {
  let fake: Awaited<ReturnType<typeof startFakeIdealPostcodes>>;
  let server: TestApp;
  // Generous by default (a busy machine); the time-out case sets its own short limit.
  const lookup = (apiKey = FAKE_API_KEY, timeoutMs = 2000) =>
    createIdealPostcodesAddressLookup({ apiKey, baseUrl: fake.url, timeoutMs });

  beforeAll(async () => {
    fake = await startFakeIdealPostcodes();
    server = await startTestApp(stubDb(), {
      ports: { agency: createSandboxAgency({ latencyMs: () => 0 }), addressLookup: lookup() },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('maps the documented premises onto our addresses', async () => {
    const addresses = await lookup().find('id1 1qd');
    expect(fake.requests.at(-1)).toBe(`/v1/postcodes/id11qd?api_key=${FAKE_API_KEY}`);
    expect(addresses).toEqual([
      {
        id: '25962203',
        label: '2 Barons Court Road, London, ID1 1QD',
        houseNumber: '2',
        houseName: '',
        flatNumber: '',
        streetName: 'Barons Court Road',
        addressLine2: '',
        townCity: 'London',
        county: 'Greater London',
        postcode: 'ID1 1QD',
      },
      expect.objectContaining({ houseName: 'Court House', flatNumber: 'Flat 1', streetName: 'Barons Court Road' }),
    ]);
  });

  it('answers an unknown postcode (404, code 4040) with no addresses', async () => {
    await expect(lookup().find('AB1 2CD')).resolves.toEqual([]);
  });

  it('fails the lookup when the provider answers after the time-out', async () => {
    await expect(lookup(FAKE_API_KEY, 200).find(FAKE_POSTCODES.slow)).rejects.toThrow('Address lookup failed');
  });

  it.each([
    ['a server error', FAKE_POSTCODES.broken],
    ['a body that is not the documented JSON', FAKE_POSTCODES.garbled],
  ])('fails the lookup on %s', async (_case, postcode) => {
    await expect(lookup().find(postcode)).rejects.toThrow('Address lookup failed');
  });

  it('fails the lookup when the key is refused, without the key in the error', async () => {
    const error = await lookup('wrong-key')
      .find(FAKE_POSTCODES.found)
      .catch((caught: unknown) => caught);
    expect(String(error)).not.toContain('wrong-key');
  });

  it('serves POST /api/address-lookup through the real adapter', async () => {
    const found = await postJson(server.url, '/api/address-lookup', { postcode: 'ID1 1QD' }, SESSION);
    expect(found.status).toBe(200);
    expect(((await found.json()) as { addresses: unknown[] }).addresses).toHaveLength(2);
    const failed = await postJson(server.url, '/api/address-lookup', { postcode: 'EE1 1EE' }, SESSION);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'Address lookup failed, please enter address manually' });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS, CONSUMER_NAMES, type BrandId } from '@quickcheck/brands';
import { resultResponseSchema, type Reason } from '@quickcheck/contracts';
import { SANDBOX_PERSONAS } from '@quickcheck/contracts/fixtures';
import { startMetricsServer, type MetricsServer } from '../src/observability/metrics-endpoint.ts';
import { createMetrics } from '../src/observability/metrics.ts';
import { createSandboxAddressLookup } from '../src/ports/address-lookup/sandbox-address-lookup.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { SANDBOX_AGENCY_DETAILS } from '../src/ports/credit-reference-agency/sandbox-agency.ts';

const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A first name per journey (letters only, as the form asks): Metricaa, Metricab, … */
const nameOf = (n: number) => `Metric${String.fromCharCode(97 + Math.floor(n / 26), 97 + (n % 26))}`;

/** docs/product/contract.md#sandbox: the agency's answer by last name; anyone else on income 30000 is matched. */
const PERSONA_OUTCOMES: ReadonlyArray<readonly [lastName: string, reason: Reason]> = SANDBOX_PERSONAS.map(
  ({ lastName, outcome }) => [lastName, outcome] as const,
);
const ORDINARY = PERSONA_OUTCOMES.find(([, reason]) => reason === 'MATCH_AND_OFFER')!;

/** One sample's value by its labels, from the Prometheus text format; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/**
 * Request counts are taken in the onResponse hook, which may run just after the client has the
 * answer: scrape again until `ready` (each scrape is a request of its own, no sleeping).
 */
async function scrapeWhen(url: string, ready: (text: string) => boolean): Promise<string> {
  for (;;) {
    const text = await scrape(url);
    if (ready(text)) return text;
  }
}

async function scrape(url: string, token = TOKEN): Promise<string> {
  const response = await fetch(`${url}/metrics`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
}

forEachDatabase('Prometheus metrics', (ctx) => {
  describe('a scripted run of journeys', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startTestApp(ctx.db, { metricsToken: TOKEN });
    });
    afterAll(async () => server?.close());

    it('counts every decision by brand and outcome, every request by route, and every agency call', async () => {
      // Each brand gets every persona once, and a number of ordinary applicants that differs by brand.
      const expected = new Map<string, number>();
      let journeys = 0;
      let agencyFailures = 0;
      for (const [index, brand] of BRAND_IDS.entries()) {
        const script = [...PERSONA_OUTCOMES, ...Array(index % 3).fill(ORDINARY)] as typeof PERSONA_OUTCOMES;
        for (const [lastName, reason] of script) {
          journeys++;
          const form = await fetchForm(server.url, `consumerName=${CONSUMER_NAMES[brand]}`);
          const answers = ordinaryAnswers({ 'first-name': nameOf(journeys), 'last-name': lastName });
          const response = await postJson(server.url, '/api/quotation', submissionFor(form, answers));
          expect(response.status).toBe(200);
          expect(resultResponseSchema.parse(await response.json()).reason).toBe(reason);
          const key = `${brand} ${reason}`;
          expected.set(key, (expected.get(key) ?? 0) + 1);
          if (lastName === 'Error') agencyFailures++;
        }
      }

      const route = { method: 'POST', route: '/api/quotation', status_code: '200' };
      const text = await scrapeWhen(
        server.url,
        (scraped) =>
          (sample(scraped, 'quickcheck_http_request_duration_seconds_count', route) ?? 0) >= journeys &&
          (sample(scraped, 'quickcheck_http_request_duration_seconds_count', { route: '/api/form' }) ?? 0) >= journeys,
      );
      const counted = new Map<string, number>();
      for (const brand of BRAND_IDS) {
        for (const reason of new Set(PERSONA_OUTCOMES.map(([, outcome]) => outcome))) {
          const value = sample(text, 'quickcheck_decisions_total', { stage: 'quotation', brand, outcome: reason });
          if (value !== undefined) counted.set(`${brand} ${reason}`, value);
        }
      }
      expect(counted).toEqual(expected);
      expect(sample(text, 'quickcheck_http_request_duration_seconds_count', route)).toBe(journeys);
      expect(sample(text, 'quickcheck_http_request_duration_seconds_count', { route: '/api/form' })).toBe(journeys);
      const agencyCount = (outcome: string) =>
        sample(text, 'quickcheck_outside_call_duration_seconds_count', { port: 'agency', outcome }) ?? 0;
      expect(agencyCount('failure')).toBe(agencyFailures);
      expect(agencyCount('not-found')).toBe(BRAND_IDS.length);
      expect(agencyCount('ok') + agencyCount('not-found') + agencyCount('failure')).toBe(journeys);
      expect(sample(text, 'quickcheck_agency_circuit_state', { state: 'closed' })).toBe(1);
      expect(sample(text, 'quickcheck_db_connections', { state: 'waiting' })).toBe(0);
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      // Labels are routes, brands and outcomes: no name that was typed reaches the metrics.
      expect(text).not.toMatch(/Metric[a-z]{2}|Acacia|AB1 2CD|example\.com/);
    });

    it('counts an address lookup as a call of its port', async () => {
      const form = await fetchForm(server.url);
      const session = { 'Session-Id': form.payload.sessionId };
      expect((await postJson(server.url, '/api/address-lookup', { postcode: 'AB1 2CD' }, session)).status).toBe(200);
      const labels = { port: 'address-lookup', operation: 'find', outcome: 'ok' };
      expect(sample(await scrape(server.url), 'quickcheck_outside_call_duration_seconds_count', labels)).toBe(1);
    });

    it('refuses /metrics without the token or with another one, and says nothing about the metrics then', async () => {
      for (const headers of [{}, bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
        const response = await fetch(`${server.url}/metrics`, { headers });
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toBe('Bearer');
        expect(await response.text()).not.toContain('quickcheck_');
      }
    });
  });

  describe('without a token', () => {
    let server: TestApp;
    let metricsServer: MetricsServer | undefined;
    beforeAll(async () => {
      const metrics = createMetrics();
      server = await startTestApp(ctx.db, { metrics });
      metricsServer = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1', token: undefined });
    });
    afterAll(async () => {
      await metricsServer?.close();
      await server?.close();
    });

    it('answers 404 on the public port, whatever the token, and serves the metrics on their own port', async () => {
      for (const headers of [{}, bearer(TOKEN)]) {
        const response = await fetch(`${server.url}/metrics`, { headers });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('quickcheck_');
      }
      expect((await fetchForm(server.url)).token).toBeTruthy();
      const metricsUrl = `http://127.0.0.1:${metricsServer?.port}`;
      // No token asked on this port: a request without one is answered.
      expect((await fetch(`${metricsUrl}/metrics`)).status).toBe(200);
      const labels = { method: 'GET', route: '/api/form', status_code: '200' };
      const forms = (text: string) => sample(text, 'quickcheck_http_request_duration_seconds_count', labels);
      expect(forms(await scrapeWhen(metricsUrl, (text) => (forms(text) ?? 0) >= 1))).toBe(1);
      expect((await fetch(`http://127.0.0.1:${metricsServer?.port}/`)).status).toBe(404);
    });
  });

  describe('the metrics port with a token', () => {
    let metricsServer: MetricsServer | undefined;
    beforeAll(async () => {
      metricsServer = await startMetricsServer(createMetrics(), { port: 0, host: '127.0.0.1', token: TOKEN });
    });
    afterAll(async () => metricsServer?.close());

    it('asks for the token there too', async () => {
      const url = `http://127.0.0.1:${metricsServer?.port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/metrics`, { headers: bearer('wrong') })).status).toBe(401);
      expect(await scrape(url)).toContain('quickcheck_decisions_total');
    });
  });

  describe('rate-limit refusals and the circuit breaker', () => {
    let server: TestApp | undefined;
    afterEach(async () => server?.close());

    it('counts each 429 by route', async () => {
      server = await startTestApp(ctx.db, { metricsToken: TOKEN, config: { rateLimitScale: 1 } });
      // The quotation's budget is 10 a minute per client (rate-limits.ts); a refused body is not read.
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await postJson(server.url, '/api/quotation', {})).status);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      const refusals = (text: string) =>
        sample(text, 'quickcheck_rate_limit_refusals_total', { route: '/api/quotation' });
      const text = await scrapeWhen(server.url, (scraped) => (refusals(scraped) ?? 0) >= 2);
      expect(refusals(text)).toBe(2);
    });

    it('limits guesses of the token like page reads (60 a minute per client)', async () => {
      server = await startTestApp(ctx.db, { metricsToken: TOKEN, config: { rateLimitScale: 1 } });
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++)
        statuses.push((await fetch(`${server.url}/metrics`, { headers: bearer('guess') })).status);
      expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
      expect(statuses[60]).toBe(429);
    });

    it('shows the circuit open once the agency keeps failing', async () => {
      const agency = {
        details: SANDBOX_AGENCY_DETAILS,
        check: async () => {
          throw new Error('connection refused');
        },
      };
      server = await startTestApp(ctx.db, {
        metricsToken: TOKEN,
        ports: { agency, addressLookup: createSandboxAddressLookup({ latencyMs: () => 0 }) },
        breaker: { volumeThreshold: 2, errorThresholdPercentage: 50, resetTimeoutMs: 60_000, windowMs: 120_000 },
      });
      const brand: BrandId = 'quickcheck';
      for (let i = 0; i < 3; i++) {
        const form = await fetchForm(server.url);
        const answers = ordinaryAnswers({ 'first-name': `Open${'abc'[i]}` });
        const response = await postJson(server.url, '/api/quotation', submissionFor(form, answers));
        expect(resultResponseSchema.parse(await response.json()).reason).toBe('ERROR');
      }
      const text = await scrape(server.url);
      expect(sample(text, 'quickcheck_agency_circuit_state', { state: 'open' })).toBe(1);
      expect(sample(text, 'quickcheck_agency_circuit_state', { state: 'closed' })).toBe(0);
      const calls = (outcome: string) =>
        sample(text, 'quickcheck_outside_call_duration_seconds_count', { port: 'agency', outcome });
      expect([calls('failure'), calls('circuit-open')]).toEqual([2, 1]);
      expect(sample(text, 'quickcheck_decisions_total', { brand, outcome: 'ERROR' })).toBe(3);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS, DEFAULT_BRAND } from '@quickcheck/brands';
import { offersOpenBanking } from '../src/quotation/definitions.ts';
import { acceptOffer, answersFor, checkOnSite, formOnSite, referredJourney } from './helpers/brand-journey.ts';
import { visitorOn } from './helpers/host-visitor.ts';
import { freshDatabase } from './helpers/postgres-database.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './helpers/round-robin-proxy.ts';
import { spawnServer, stopServer, type ServerProcess } from './helpers/server-process.ts';
import { testDatabaseUrl } from './helpers/databases.ts';

const TEST_DATABASE_URL = testDatabaseUrl();

/** Each brand on its own production-style host name, all resolving to the proxy. */
const siteOf = (brand: string, port: number) =>
  brand === DEFAULT_BRAND
    ? `http://quickcheck.example.co.uk:${port}`
    : `http://${brand}-quickcheck.example.co.uk:${port}`;

/**
 * The production shape without containers (README): two server processes on one PostgreSQL
 * behind a round-robin reverse proxy, every brand on its own configured origin, on the run's
 * PostgreSQL (a database of its own).
 */
describe('two server processes behind a round-robin proxy, every brand on its own host', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: RoundRobinProxy;
  const servers: ServerProcess[] = [];
  const target = () => `http://127.0.0.1:${proxy.port}`;

  beforeAll(async () => {
    database = await freshDatabase(TEST_DATABASE_URL);
    proxy = await startRoundRobinProxy();
    const partners = BRAND_IDS.filter((brand) => brand !== DEFAULT_BRAND);
    const env = {
      DATABASE_URL: database.url,
      PUBLIC_ORIGIN: siteOf(DEFAULT_BRAND, proxy.port),
      BRAND_ORIGINS: partners.map((brand) => `${brand}=${siteOf(brand, proxy.port)}`).join(','),
      SANDBOX_AGENCY_LATENCY_MS: '0',
      OPEN_BANKING_SANDBOX_LATENCY_MS: '0',
    };
    servers.push(spawnServer(env), spawnServer(env));
    // Two processes starting on a busy CI machine.
    proxy.setUpstreams(await Promise.all(servers.map((server) => server.listening(120_000))));
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => stopServer(server)));
    await database?.drop();
  });

  it.each(BRAND_IDS)('runs the %s journey on its own host, each step on either process', async (brand) => {
    const visitor = visitorOn(target(), siteOf(brand, proxy.port));
    const form = await formOnSite(visitor, brand);
    expect(form.payload.requestDetails.quotationContext.brand).toBe(brand);
    const first = proxy.served.length;
    const answers = answersFor(brand);
    await acceptOffer(visitor, await checkOnSite(visitor, form, answers), brand, String(answers['first-name']));
    // The journey's steps were answered by both processes.
    expect(new Set(proxy.served.slice(first).map((request) => request.upstream))).toEqual(new Set([0, 1]));
  });

  it.each(BRAND_IDS)(
    'hands a referred %s visitor back to their own host, where the other process settles it',
    async (brand) => {
      const visitor = visitorOn(target(), siteOf(brand, proxy.port));
      const first = proxy.served.length;
      const servedBy = (path: string) =>
        proxy.served.slice(first).find((request) => request.path.startsWith(path))?.upstream;
      const offer = await referredJourney(visitor, brand, {
        beforeComplete: () => proxy.sendNextTo(1 - (servedBy('/api/open-banking/connect') ?? 0)),
      });
      if (!offersOpenBanking(brand)) {
        expect(offer).toBeUndefined();
        return;
      }
      expect(servedBy('/api/open-banking/complete')).toBe(1 - (servedBy('/api/open-banking/connect') ?? 0));
    },
  );

  it('answers a host nobody listed as the default brand, with links to the default host only', async () => {
    const stranger = visitorOn(target(), `http://luma-quickcheck.attacker.example:${proxy.port}`);
    const form = await formOnSite(stranger, DEFAULT_BRAND);
    expect(form.payload.requestDetails.quotationContext.brand).toBe(DEFAULT_BRAND);
    const result = await checkOnSite(stranger, form, answersFor('luma', 'Stranger'));
    expect(new URL(result.agreementUrl ?? '').origin).toBe(siteOf(DEFAULT_BRAND, proxy.port));
  });
});

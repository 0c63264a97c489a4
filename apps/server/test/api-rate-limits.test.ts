import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ISSUE_BUDGET } from '../src/form-session/form-sessions.ts';
import { OPS_BUDGET } from '../src/ops/plugin.ts';
import { registerRateLimits } from '../src/security/rate-limits.ts';
import { postJson } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { apiRoutesOf } from './helpers/registered-routes.ts';
import { expectSecurityHeaders } from './helpers/security-headers.ts';
import { startTestApp, stubDb, type TestApp } from './helpers/test-app.ts';

/** A POST that the route refuses cheaply (400): enough to spend its rate-limit budget. */
const spend = (url: string, path: string, headers: Record<string, string> = {}) =>
  postJson(url, path, { nothing: true }, headers);

/** The budget a route declared (its `config.budget`), as the rate-limit plugin states it on each answer (scale 1). */
const budgetOf = (response: Response) => Number(response.headers.get('x-ratelimit-limit'));

forEachDatabase('rate limits', (ctx) => {
  it('each route has its own budget per client; reads of health and pages are not limited', async () => {
    const limited = await startTestApp(ctx.db, { config: { rateLimitScale: 1 } });
    try {
      const first = await spend(limited.url, '/api/quotation');
      const quotation = [first.status];
      for (let i = 1; i <= budgetOf(first); i++) quotation.push((await spend(limited.url, '/api/quotation')).status);
      expect(quotation.slice(0, -1).every((status) => status === 400)).toBe(true);
      const refused = await spend(limited.url, '/api/quotation');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(refused);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: 'Too many requests, please try again in a minute' });
      // Another route's budget is untouched, and so are health and pages.
      expect((await spend(limited.url, '/api/agreement/accept')).status).toBe(400);
      for (let i = 0; i < 100; i++) expect((await fetch(`${limited.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${limited.url}/`)).status).toBe(503);
    } finally {
      await limited.close();
    }
  });

  it('the operator console has one budget of its own per client, apart from the pages', async () => {
    const limited = await startTestApp(ctx.db, { config: { rateLimitScale: 1 } });
    try {
      for (let i = 0; i < OPS_BUDGET; i++) {
        expect((await fetch(`${limited.url}/ops/sign-in`, { redirect: 'manual' })).status).toBe(200);
      }
      expect((await fetch(`${limited.url}/ops`, { redirect: 'manual' })).status).toBe(429);
      expect((await fetch(`${limited.url}/`)).status).toBe(503);
    } finally {
      await limited.close();
    }
  });

  it('behind a trusted proxy each forwarded client has its own budget; without one, X-Forwarded-For is ignored', async () => {
    const from = (url: string, client: string) => spend(url, '/api/client-errors', { 'x-forwarded-for': client });
    const proxied = await startTestApp(ctx.db, { config: { rateLimitScale: 1, trustProxyHops: 1 } });
    let budget = 0;
    try {
      const first = await from(proxied.url, '203.0.113.1');
      expect(first.status).toBe(400);
      budget = budgetOf(first);
      expect(budget).toBeGreaterThan(1);
      for (let i = 1; i < budget; i++) expect((await from(proxied.url, '203.0.113.1')).status).toBe(400);
      expect((await from(proxied.url, '203.0.113.1')).status).toBe(429);
      expect((await from(proxied.url, '203.0.113.2')).status).toBe(400);
    } finally {
      await proxied.close();
    }
    // Not behind a proxy: a forged header must not buy a fresh budget.
    const direct = await startTestApp(ctx.db, { config: { rateLimitScale: 1 } });
    try {
      for (let i = 0; i < budget; i++) await from(direct.url, `203.0.113.${i + 10}`);
      expect((await from(direct.url, '203.0.113.99')).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('with DATABASE_URL set, two processes share one budget through the database', async () => {
    const shared = { rateLimitScale: 1, databaseUrl: 'postgres://shared-budget' };
    const [a, b] = [await startTestApp(ctx.db, { config: shared }), await startTestApp(ctx.db, { config: shared })];
    try {
      const first = await spend(a.url, '/api/agreement/accept');
      const statuses = [first.status];
      for (let i = 1; i < budgetOf(first); i++) {
        statuses.push((await spend(i % 2 === 0 ? a.url : b.url, '/api/agreement/accept')).status);
      }
      expect(statuses.every((status) => status === 400)).toBe(true);
      expect((await spend(a.url, '/api/agreement/accept')).status).toBe(429);
      expect((await spend(b.url, '/api/agreement/accept')).status).toBe(429);
      // The window is stored as a keyed hash: no client address in the table.
      const { rows } = await ctx.db.query<{ key: string }>('select key from rate_limit_windows');
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('the page budget', () => {
  let webRoot: string;
  let server: TestApp;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'qc-web-'));
    await writeFile(join(webRoot, 'robots.txt'), 'User-agent: *\n');
    server = await startTestApp(stubDb(), { webRoot, config: { rateLimitScale: 1 } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('is spent by every read that draws a page, whatever its path or extension; files of the build stay free', async () => {
    const budget = FORM_ISSUE_BUDGET;
    // Each draws the form page (a new form session): page routes, unknown paths, extensions, HEAD.
    const pagePaths = ['/', '/x1.x', '/result', '/no-such-page', '/x2.php', '/index.html'];
    const statuses = [];
    const posted = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=b' };
    for (let i = 0; i < budget; i++) {
      const path = pagePaths[i % pagePaths.length]!;
      const method = i % 7 === 6 ? 'HEAD' : 'GET';
      // A stage's form posted before hydration draws a page too.
      const init = i % 5 === 4 ? posted : { method };
      statuses.push((await fetch(`${server.url}${i % 5 === 4 ? '/eligibility/your-address' : path}`, init)).status);
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    for (const path of pagePaths) {
      const refused = await fetch(`${server.url}${path}`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await fetch(`${server.url}/eligibility/your-address`, posted)).status).toBe(429);
    // A file the web build has is not a page; nor are health and missing bundles.
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toBe('User-agent: *\n');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/missing-abc.js`)).status).toBe(404);
  });
});

describe('rate-limit budgets', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(stubDb());
  });
  afterAll(async () => server?.close());

  it('are declared by every registered /api route: the server starts with them all', () => {
    expect(apiRoutesOf(server.app).length).toBeGreaterThanOrEqual(10);
  });

  it('refuse an /api route that does not say its own: a new route gets its budget decided, not a default by accident', async () => {
    const app = Fastify();
    await registerRateLimits(app, { scale: 1, pages: { budget: 1, drawsPage: async () => false } });
    let refused: unknown;
    try {
      app.post('/api/unbudgeted', async () => ({}));
      await app.ready();
    } catch (error) {
      refused = error;
    } finally {
      await app.close();
    }
    expect(String(refused)).toMatch(/POST \/api\/unbudgeted has no rate-limit budget/);
  });
});

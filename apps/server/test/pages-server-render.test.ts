import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGGREGATOR_STANDARD, FORM_RESPONSE_ELEMENT_ID, formResponsePayloadSchema } from '@quickcheck/contracts';
import { postJson } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { writeStandInServerBuild, type StandInServerBuild } from './helpers/server-build.ts';
import { startTestApp, stubDb, TEST_KEYS, type TestApp } from './helpers/test-app.ts';
import { createTokenService } from '../src/security/tokens.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en" data-brand="quickcheck"><head><!--app-head-->
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index.css"></head>
<body><div id="root"></div><!--app-config--></body></html>`;

/** The build's CSS files (the banner's is left unwritten: an unreadable file stays linked). */
const CSS = { 'index.css': 'body{margin:0}', 'stages.css': '._stage_1{color:red}' };

/**
 * A stand-in for the web build's server entry, written as the built file would be: it asks for the
 * request's form everywhere but '/result', throws on '/throws', and echoes what it was given. It
 * draws its banner module unless the request's cookies say 'chosen=yes', and asks for the offers
 * of a 'qc_tnt' cookie's tracking id. A posted stage's fields are echoed, URI-encoded.
 */
const ENTRY = `
export const drawnLazyModules = ['src/stages.tsx', 'src/banner.tsx'];
export async function render({ config, pathname, search, cookieHeader, issueForm, experimentOffers, postedFields }) {
  if (pathname === '/throws') throw new Error('drawing failed');
  const form = pathname === '/result' ? undefined : await issueForm();
  const posted = postedFields ? '<p id="posted">' + encodeURIComponent(JSON.stringify(postedFields)) + '</p>' : '';
  const html = '<main><h1>Drawn for ' + config.brand + ' at ' + pathname + '</h1><p>$&amp;</p>' + posted + '</main>';
  const banner = !/(^|; )chosen=yes(;|$)/.test(cookieHeader);
  const lazyModules = banner ? ['src/stages.tsx', 'src/banner.tsx'] : ['src/stages.tsx'];
  const tntId = /(?:^|; )qc_tnt=([^;]*)/.exec(cookieHeader)?.[1];
  const offers = tntId ? { offers: experimentOffers(tntId) } : {};
  return { html, lazyModules, ...offers, ...(form ? { formResponse: form } : {}) };
}
`;

const pageConfigOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-config">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
    experimentOffers?: unknown;
  };
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];
const embeddedFormOf = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${FORM_RESPONSE_ELEMENT_ID}">([^<]*)</script>`).exec(
    html,
  );
  return match ? (JSON.parse(match[1]!) as { formResponse: string }) : undefined;
};

forEachDatabase('pages drawn on the server', (ctx) => {
  let build: StandInServerBuild;
  let server: TestApp;

  beforeAll(async () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
      'src/stages.tsx': { file: 'assets/stages.js', imports: ['index.html'], css: ['assets/stages.css'] },
      'src/banner.tsx': { file: 'assets/banner.js', imports: ['index.html'], css: ['assets/banner.css'] },
    };
    build = await writeStandInServerBuild({ indexHtml: INDEX_HTML, entry: ENTRY, manifest });
    await mkdir(join(build.webRoot, 'assets'));
    for (const [file, css] of Object.entries(CSS)) await writeFile(join(build.webRoot, 'assets', file), css);
    server = await startTestApp(ctx.db, build);
  });
  afterAll(async () => {
    await server?.close();
    await build?.remove();
  });

  it('puts the drawn markup in #root, copied literally, for the brand of the request', async () => {
    const html = await (await fetch(`${server.url}/?partner=luma`)).text();
    expect(rootOf(html)).toBe('<main><h1>Drawn for luma at /</h1><p>$&amp;</p></main>');
  });

  it("sends the drawn lazy modules' CSS and the entry's inside the head, and preloads their code at low priority", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain(
      `<style>${CSS['stages.css']}</style><link rel="stylesheet" href="/assets/stages.css" disabled>`,
    );
    expect(html).toContain(
      `<style>${CSS['index.css']}</style><link rel="stylesheet" href="/assets/index.css" disabled>`,
    );
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/(index|stages)\.css"(?![^>]*disabled)/);
    expect(html).toContain('<link rel="modulepreload" href="/assets/stages.js" fetchpriority="low">');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>');
  });

  it("allows by hash exactly the page's inline styles, and only on the page", async () => {
    const response = await fetch(`${server.url}/?partner=luma`);
    const html = await response.text();
    const inline = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(3); // the brand's theme, the stages' CSS and the entry's (the banner's is linked)
    const hashes = inline.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(styleSrc?.split(' ').sort()).toEqual(["'self'", ...hashes].sort());
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const api = await fetch(`${server.url}/api/health`);
    expect(/(?:^|;)style-src ([^;]*)/.exec(api.headers.get('content-security-policy') ?? '')?.[1]).toBe("'self'");
  });

  it("links only the modules this render drew: the request's cookies reach the web entry", async () => {
    const firstVisit = await (await fetch(`${server.url}/`)).text();
    // The banner's CSS could not be read: linked as before, never dropped.
    expect(firstVisit).toContain('<link rel="stylesheet" href="/assets/banner.css">');
    expect(firstVisit).toContain('<link rel="modulepreload" href="/assets/banner.js" fetchpriority="low">');
    const chosen = await (await fetch(`${server.url}/`, { headers: { cookie: 'a=1; chosen=yes' } })).text();
    expect(chosen).toContain('href="/assets/stages.css" disabled>');
    expect(chosen).not.toContain('banner.');
  });

  it("embeds the offers the web entry asked for: the offers service's assignment, for the page's brand", async () => {
    const tntId = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    const html = await (await fetch(`${server.url}/?partner=luma`, { headers: { cookie: `qc_tnt=${tntId}` } })).text();
    const embedded = pageConfigOf(html).experimentOffers;
    const asked = await postJson(server.url, '/api/experiments/offers', { url: `${server.url}/?partner=luma`, tntId });
    expect(embedded).toEqual(await asked.json());
    expect(embedded).toMatchObject({ tntId, offers: [expect.objectContaining({ activityId: expect.any(String) })] });
    expect(pageConfigOf(await (await fetch(`${server.url}/`)).text()).experimentOffers).toBeUndefined();
  });

  it("hands a stage's form posted before the script took over to the web entry: its names only, for the address posted to", async () => {
    const body = new URLSearchParams({
      'first-name': 'Jo',
      'date-of-birth-day': '7',
      'Not A Name': 'dropped',
      'last-name': 'x'.repeat(201),
    });
    const response = await fetch(`${server.url}/eligibility/your-address?partner=luma`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(rootOf(html)).toContain('Drawn for luma at /eligibility/your-address');
    const echoed = decodeURIComponent(/<p id="posted">([^<]*)<\/p>/.exec(html)?.[1] ?? '');
    expect(JSON.parse(echoed)).toEqual({ 'first-name': 'Jo', 'date-of-birth-day': '7' });
    expect(embeddedFormOf(html)?.formResponse).toEqual(expect.any(String));
  });

  it('takes form posts only as a form, and only on the form page: the API still takes JSON alone', async () => {
    const json = await postJson(server.url, '/', { 'first-name': 'Jo' });
    expect(json.status).toBe(415);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const toResult = await fetch(`${server.url}/result`, { method: 'POST', headers: form, body: 'a=b' });
    expect(toResult.status).toBe(404);
    const toApi = await fetch(`${server.url}/api/experiments/offers`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ url: `${server.url}/` }),
    });
    expect(toApi.status).toBe(415);
  });

  it('embeds a form issued in the same request: signed, and its session known to the API', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const embedded = embeddedFormOf(html);
    expect(embedded).toBeDefined();
    const tokens = createTokenService(TEST_KEYS.tokenSecret, server.clock, 1440);
    const payload = formResponsePayloadSchema.parse(await tokens.verify('form', embedded!.formResponse));
    expect(payload.consumerName).toBe('QCHK');
    // The session is one the server opened: a stage check with it is answered, not refused with 401.
    const stage = await postJson(
      server.url,
      '/api/stage',
      { stageId: 'about-you', answers: {} },
      { 'Session-Id': payload.sessionId },
    );
    expect(stage.status).toBe(200);
  });

  it('issues the form for the journey the page resolved, as its config states it', async () => {
    const html = await (await fetch(`${server.url}/?consumerName=msm&v=VEN1&s=S1`)).text();
    const tokens = createTokenService(TEST_KEYS.tokenSecret, server.clock, 1440);
    const payload = formResponsePayloadSchema.parse(await tokens.verify('form', embeddedFormOf(html)!.formResponse));
    expect(payload).toMatchObject({
      consumerName: 'MSM',
      vendorCode: 'VEN1',
      definition: { id: AGGREGATOR_STANDARD.id },
    });
    expect(payload.requestDetails.quotationContext.sParameter).toBe('S1');
  });

  it('embeds no form when the page drew none', async () => {
    const html = await (await fetch(`${server.url}/result`)).text();
    expect(rootOf(html)).toContain('Drawn for quickcheck at /result');
    expect(embeddedFormOf(html)).toBeUndefined();
  });

  it('never issues an edit form for a page (the owner cookie is for /api only): the browser draws it', async () => {
    const response = await fetch(`${server.url}/?quotation=x`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(rootOf(html)).toBe('');
    expect(embeddedFormOf(html)).toBeUndefined();
  });

  it('sends the empty shell when drawing fails, and logs it without the page query', async () => {
    const response = await fetch(`${server.url}/throws?firstName=Canary`);
    expect(response.status).toBe(200);
    expect(rootOf(await response.text())).toBe('');
    expect(server.logText()).toContain('server render failed');
    expect(server.logText()).not.toContain('Canary');
  });
});

describe('pages without a server-render build', () => {
  it('are the empty shell, as before', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'qc-nossr-'));
    await writeFile(join(dir, 'index.html'), INDEX_HTML);
    const server = await startTestApp(stubDb(), {
      webRoot: dir,
      ssrRoot: join(dir, 'missing'),
    });
    try {
      const html = await (await fetch(`${server.url}/`)).text();
      expect(rootOf(html)).toBe('');
      expect(embeddedFormOf(html)).toBeUndefined();
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS, BRAND_TEXT, CONSUMER_NAMES, themeCss } from '@quickcheck/brands';
import {
  AGGREGATOR_STANDARD,
  API_BASE_URL,
  API_PATHS,
  DEFAULT_FORM_VENDOR_CODE,
  DEFAULT_SESSION_EXPIRY_MINUTES,
  DEFAULT_SESSION_INACTIVITY_MINUTES,
  DEFAULT_TECHNICAL_ERROR,
  pageConfigSchema,
  QCO_STANDARD,
} from '@quickcheck/contracts';
import { parseEnv } from '../src/config/env.ts';
import { rawGet } from './helpers/raw-http.ts';
import { startTestApp, stubDb, type TestApp } from './helpers/test-app.ts';

/** The shape of apps/web's built index.html: the three agreed markers. */
const INDEX_HTML = `<!doctype html>
<html lang="en" data-brand="quickcheck">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <!--app-config-->
    <!-- ${'padding so the page is worth compressing '.repeat(40)} -->
  </body>
</html>`;

/** The part of Vite's build manifest the server reads: the entry, a brand chunk and the chunk it shares. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', src: 'index.html', isEntry: true, imports: ['_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_partner-content-2.js': { file: 'assets/partner-content-2.js' },
  '../../packages/brands/src/brands/luma-brand-logo.ts': {
    file: 'assets/luma-brand-3.js',
    src: '../../packages/brands/src/brands/luma-brand-logo.ts',
    isDynamicEntry: true,
    imports: ['_partner-content-2.js', 'index.html'],
  },
};

/** The build's files, and files beside them that must never be served. */
const STATIC_FILES: Record<string, string> = {
  'assets/index-abc123.js': 'console.log("app");',
  'robots.txt': 'User-agent: *\n',
  'assets/app-def456.css': 'body{margin:0}',
  'assets/logo-ghi789.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'assets/fonts/barlow.woff2': 'wOF2 not really a font',
  'assets/big-jkl012.js': `export const padding = '${'worth compressing '.repeat(200)}';`,
  'assets/.env': 'SECRET=1',
  'assets/a/.git/config': '[core]',
  secret: 'outside the assets folder',
  'site.webmanifest': '{"name":"QuickCheck"}',
};

const pageConfigOf = (html: string) => {
  const match = /<script type="application\/json" id="page-config">([^<]*)<\/script>/.exec(html);
  return pageConfigSchema.parse(JSON.parse(match?.[1] ?? 'null'));
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('pages and assets', () => {
  let webRoot: string;
  let server: TestApp;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'qc-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), INDEX_HTML);
    for (const [file, body] of Object.entries(STATIC_FILES)) {
      await mkdir(dirname(join(webRoot, file)), { recursive: true });
      await writeFile(join(webRoot, file), body);
    }
    await mkdir(join(webRoot, '.vite'));
    await writeFile(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await startTestApp(stubDb(), { webRoot, config: { technicalErrorBrands: ['ocean'] } });
  });
  afterAll(async () => {
    await server.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('serves the default brand shell with its head, config and no-store caching', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(titleOf(html)).toBe('QuickCheck | Check your eligibility');
    expect(html).toContain(
      `<meta name="description" content="${BRAND_TEXT.quickcheck.pageDescription.replace("'", '&#39;')}">`,
    );
    expect(html).toContain('<link rel="icon" href="/brand/quickcheck/favicon.svg" type="image/svg+xml">');
    expect(html).toContain(`<style>${themeCss('quickcheck')}</style>`);
    expect(html).toContain('<html lang="en" data-brand="quickcheck">');
    expect(html).not.toContain('<!--app-');
    expect(pageConfigOf(html)).toEqual({
      brand: 'quickcheck',
      orchestration: { baseUrl: API_BASE_URL, paths: { ...API_PATHS } },
      sessionExpiryMinutes: DEFAULT_SESSION_EXPIRY_MINUTES,
      sessionInactivityMinutes: DEFAULT_SESSION_INACTIVITY_MINUTES,
      technicalErrorBrands: ['ocean'],
      technicalError: DEFAULT_TECHNICAL_ERROR,
      agreementOrigin: server.url,
      instantIssuance: { enabled: true, fullRollout: false, brands: ['quickcheck'] },
      downstreamVersion: false,
      saveForLater: true,
      cookieConsent: { latestPolicyVersion: 1, fullPageBrands: [], fullPagePaths: ['/agreement'] },
      journey: {
        consumerName: CONSUMER_NAMES.quickcheck,
        aggregator: false,
        definitionId: QCO_STANDARD.id,
        query: { vc: DEFAULT_FORM_VENDOR_CODE },
        address: {},
      },
    });
  });

  it("hands the page the journey the server resolved: a comparison site's visitor gets the aggregator form", async () => {
    const html = await (await fetch(`${server.url}/?partner=very&consumerName=msm&v=VEN1&o=ONL1&s=S1`)).text();
    expect(pageConfigOf(html)).toMatchObject({
      brand: 'very',
      journey: {
        consumerName: 'MSM',
        aggregator: true,
        definitionId: AGGREGATOR_STANDARD.id,
        query: { oemc: 'ONL1', s: 'S1', vc: 'VEN1' },
        address: { partner: 'very', vendorCode: 'VEN1', oemc: 'ONL1', onlineEntryMethodCode: 'ONL1', s: 'S1' },
      },
    });
  });

  it("preloads the brand's own chunk and what it shares, not what the entry already loads", async () => {
    const luma = await (await fetch(`${server.url}/?partner=luma`)).text();
    const preloads = [...luma.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low">/g)].map(
      (match) => match[1],
    );
    expect(preloads).toEqual(['/assets/luma-brand-3.js', '/assets/partner-content-2.js']);
    // A brand the manifest does not list gets none; the manifest itself is never served.
    expect(await (await fetch(`${server.url}/?partner=very`)).text()).not.toContain('modulepreload');
    expect((await fetch(`${server.url}/.vite/manifest.json`)).headers.get('content-type')).toContain('text/html');
  });

  it('picks the brand from ?partner= on localhost', async () => {
    const html = await (await fetch(`${server.url}/result?partner=very`)).text();
    expect(titleOf(html)).toBe(BRAND_TEXT.very.pageTitle);
    expect(html).toContain('data-brand="very"');
    expect(html).toContain('href="/brand/very/favicon.svg"');
    expect(pageConfigOf(html).brand).toBe('very');
  });

  it.each(BRAND_IDS)('gives %s its own title, description, favicon and theme, inside the head', async (id) => {
    const html = await (await fetch(`${server.url}/?partner=${id}`)).text();
    expect(titleOf(html)).toBe(BRAND_TEXT[id].pageTitle);
    expect(html).toContain(`content="${BRAND_TEXT[id].pageDescription.replace("'", '&#39;')}"`);
    expect(html).toContain(`<link rel="icon" href="/brand/${id}/favicon.svg" type="image/svg+xml">`);
    expect(html).toContain(`<style>${themeCss(id)}</style>`);
    expect(html).not.toContain('theme.css');
  });

  it('sets each theme’s font: Barlow for the default brand, Arial for the white-label theme', async () => {
    const quickcheck = await (await fetch(`${server.url}/brand/quickcheck/theme.css`)).text();
    expect(quickcheck).toMatch(/--qc-font-family:Barlow,/);
    for (const id of BRAND_IDS.filter((brand) => brand !== 'quickcheck')) {
      const css = await (await fetch(`${server.url}/brand/${id}/theme.css`)).text();
      expect(css).toMatch(/--qc-font-family:Arial,/);
      expect(css).toMatch(/--qc-color-on-brand-secondary:#[0-9a-f]{6}/);
    }
  });

  it('picks the brand from the host-name prefix and ignores ?partner= elsewhere', async () => {
    const response = await rawGet(server.url, '/ob-landing?quotation=x&partner=asos', {
      host: 'littlewoods-quickcheck.localhost:3000',
    });
    const html = response.body.toString();
    expect(titleOf(html)).toBe(BRAND_TEXT.littlewoods.pageTitle);
    expect(pageConfigOf(html)).toMatchObject({
      brand: 'littlewoods',
      agreementOrigin: 'http://littlewoods-quickcheck.localhost:3000',
    });
    const unknown = (await rawGet(server.url, '/', { host: 'nobody-quickcheck.localhost' })).body.toString();
    expect(pageConfigOf(unknown)).toMatchObject({
      brand: 'quickcheck',
      agreementOrigin: 'http://nobody-quickcheck.localhost',
    });
  });

  it('serves a host nobody listed as the default brand, with the default origin (development: not loopback)', async () => {
    const html = (await rawGet(server.url, '/', { host: 'littlewoods-quickcheck.example.co.uk' })).body.toString();
    expect(titleOf(html)).toBe(BRAND_TEXT.quickcheck.pageTitle);
    expect(pageConfigOf(html)).toMatchObject({ brand: 'quickcheck', agreementOrigin: 'http://localhost:3000' });
  });

  it('with origins configured, gives a listed brand host its origin and any other host the default brand', async () => {
    const { publicOrigin, brandOrigins } = parseEnv({
      PUBLIC_ORIGIN: 'https://quickcheck.example.co.uk',
      BRAND_ORIGINS: 'littlewoods=https://littlewoods-quickcheck.example.co.uk',
    });
    const configured = await startTestApp(stubDb(), { webRoot, config: { publicOrigin, brandOrigins } });
    try {
      const page = async (host: string) =>
        pageConfigOf((await rawGet(configured.url, '/?partner=luma', { host })).body.toString());
      expect(await page('littlewoods-quickcheck.example.co.uk')).toMatchObject({
        brand: 'littlewoods',
        agreementOrigin: 'https://littlewoods-quickcheck.example.co.uk',
      });
      for (const unlisted of ['luma-quickcheck.example.co.uk', 'localhost:3000', 'littlewoods-quickcheck.localhost'])
        expect(await page(unlisted), unlisted).toMatchObject({
          brand: 'quickcheck',
          agreementOrigin: 'https://quickcheck.example.co.uk',
        });
    } finally {
      await configured.close();
    }
  });

  it.each(['/ob-pending', '/agreement', '/some/unknown/page'])('serves the shell at %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(titleOf(await response.text())).toBe(BRAND_TEXT.quickcheck.pageTitle);
  });

  it("serves the sandbox provider's own page at its consent path, never the shell", async () => {
    const response = await fetch(`${server.url}/sandbox/open-banking/connect?session=not-a-session`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(titleOf(html)).toBe('Link not found - Openlane sandbox');
    expect(html).not.toContain('page-config');
  });

  it('sends a CSP that allows no inline script', async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['script-src']).toBe("'self'");
    expect(directives['default-src']).toBe("'self'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('compresses the page for clients that accept gzip', async () => {
    const response = await rawGet(server.url, '/', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toContain('id="page-config"');
  });

  it('serves build assets as immutable and never answers a missing asset with the shell', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("app");');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    for (const escape of ['/assets/%2e%2e/index.html', '/assets/..%2findex.html', '/assets/.hidden']) {
      expect((await rawGet(server.url, escape)).status).toBe(404);
    }
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(await robots.text()).toBe('User-agent: *\n');
  });

  it('serves brand theme CSS and favicons with long caching, 404 for unknown brands', async () => {
    const css = await fetch(`${server.url}/brand/very/theme.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(css.headers.get('cache-control')).toMatch(/max-age=\d{5,}/);
    expect(await css.text()).toContain('--qc-color-brand:#b0004f');
    const etag = css.headers.get('etag') ?? '';
    expect((await fetch(`${server.url}/brand/very/theme.css`, { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );

    const icon = await fetch(`${server.url}/brand/littlewoods/favicon.svg`);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('>L</text>');
    expect((await fetch(`${server.url}/brand/nope/theme.css`)).status).toBe(404);
    expect((await fetch(`${server.url}/brand/nope/favicon.svg`)).status).toBe(404);
  });
  describe("the web build's files", () => {
    // Each path names no file of the build, or one that must stay private (a dot file, the page
    // template, a file outside the assets folder): a plain 404, never the file, never the page.
    it.each([
      '/assets/../index.html',
      '/assets/..%2findex.html',
      '/assets/%2e%2e/secret',
      '/assets/%2e%2e%2fsecret',
      '/assets/.env',
      '/assets/a/.git/config',
      '/assets/%00',
      '/assets/',
      '/assets/fonts/',
      '/assets/fonts',
      '/assets//index-abc123.js',
      '/assets/./index-abc123.js',
      '/assets/fonts/../index-abc123.js',
    ])('%s is not found', async (path) => {
      const response = await rawGet(server.url, path);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body.toString())).toEqual({ error: 'Not found' });
    });

    it('refuses a malformed escape in an asset path as a bad address', async () => {
      const response = await rawGet(server.url, '/assets/%E0%A4%A');
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body.toString())).toMatchObject({ error: 'The request address is not valid' });
    });

    it.each([
      ['/assets/index-abc123.js', 'text/javascript; charset=utf-8'],
      ['/assets/app-def456.css', 'text/css; charset=utf-8'],
      ['/assets/logo-ghi789.svg', 'image/svg+xml'],
      ['/assets/fonts/barlow.woff2', 'font/woff2'],
      ['/site.webmanifest', 'application/manifest+json'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
    ])('serves %s as %s', async (path, type) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(await response.text()).toBe(STATIC_FILES[path.slice(1)]);
    });

    it('lets a hashed asset be kept a year, and anything else be kept an hour, then revalidated', async () => {
      const asset = await fetch(`${server.url}/assets/app-def456.css`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const other = await fetch(`${server.url}/site.webmanifest`);
      expect(other.headers.get('cache-control')).toBe('public, max-age=3600');
      for (const [path, response] of [
        ['/assets/app-def456.css', asset],
        ['/site.webmanifest', other],
      ] as const) {
        const etag = response.headers.get('etag') ?? '';
        expect(etag).toMatch(/^W\/"/);
        const lastModified = response.headers.get('last-modified') ?? '';
        expect(new Date(lastModified).getTime()).not.toBeNaN();
        // As a browser's cache asks (fetch() would add `Cache-Control: no-cache`, which always gets the file).
        const revalidated = await rawGet(server.url, path, { 'if-none-match': etag });
        expect(revalidated.status).toBe(304);
        expect(revalidated.body.length).toBe(0);
        expect((await rawGet(server.url, path, { 'if-modified-since': lastModified })).status).toBe(304);
      }
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const get = await fetch(`${server.url}/assets/app-def456.css`);
      // Not compressed, so the length is known before the body is read.
      const head = await fetch(`${server.url}/assets/app-def456.css`, {
        method: 'HEAD',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(head.status).toBe(200);
      for (const name of ['content-type', 'cache-control', 'etag', 'last-modified']) {
        expect(head.headers.get(name), name).toBe(get.headers.get(name));
      }
      expect(head.headers.get('content-length')).toBe(String(STATIC_FILES['assets/app-def456.css']!.length));
      expect(await head.text()).toBe('');
      expect((await fetch(`${server.url}/assets/missing.css`, { method: 'HEAD' })).status).toBe(404);
    });

    it('sends the byte range asked for, and 416 for a range beyond the file', async () => {
      const css = STATIC_FILES['assets/app-def456.css']!;
      const part = await fetch(`${server.url}/assets/app-def456.css`, { headers: { range: 'bytes=0-3' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 0-3/${css.length}`);
      expect(await part.text()).toBe(css.slice(0, 4));
      const tail = await fetch(`${server.url}/assets/app-def456.css`, { headers: { range: 'bytes=-2' } });
      expect(await tail.text()).toBe(css.slice(-2));
      const beyond = await fetch(`${server.url}/assets/app-def456.css`, { headers: { range: 'bytes=999-' } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${css.length}`);
      expect(await beyond.json()).toEqual({ error: 'The requested range is not satisfiable' });
      expect((await fetch(`${server.url}/assets/app-def456.css`)).headers.get('accept-ranges')).toBe('bytes');
    });

    it('compresses an asset for clients that accept gzip', async () => {
      const response = await rawGet(server.url, '/assets/big-jkl012.js', { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe(STATIC_FILES['assets/big-jkl012.js']);
    });

    it('sends the security headers with every file', async () => {
      for (const path of ['/assets/index-abc123.js', '/robots.txt', '/assets/missing.js']) {
        const headers = (await fetch(`${server.url}${path}`)).headers;
        expect(headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(headers.get('x-frame-options'), path).toBe('DENY');
        expect(headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
        expect(headers.get('content-security-policy'), path).toContain("default-src 'self'");
        expect(headers.get('content-security-policy'), path).not.toContain('unsafe-inline');
      }
    });
  });
});

describe('pages without a web build', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(stubDb());
  });
  afterAll(async () => server.close());

  it('answers 503 with a plain message while the API keeps working', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toContain('text/plain');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/index.js`)).status).toBe(404);
  });
});

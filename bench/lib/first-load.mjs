// First-load JavaScript and CSS of `/` per brand. We gzip each body ourselves (level 9) so
// the figure is the size of the code, not of whatever compression the server happens to use.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_FLAGS } from './environment.mjs';
import { tsImport } from 'tsx/esm/api';
import { ratio } from './stats.mjs';

// The brands and the default, read off the brand records (TypeScript, hence tsx).
const { BRAND_IDS, DEFAULT_BRAND } = await tsImport('@quickcheck/brands', import.meta.url);
export { DEFAULT_BRAND };
export const BRANDS = [...BRAND_IDS];
const COUNTED_TYPES = new Set(['script', 'stylesheet']);

function summarise(resources, type) {
  const ofType = resources.filter((resource) => resource.type === type);
  return {
    requests: ofType.length,
    rawBytes: ofType.reduce((sum, resource) => sum + resource.rawBytes, 0),
    gzipBytes: ofType.reduce((sum, resource) => sum + resource.gzipBytes, 0),
  };
}

/** Loads one brand's `/` in a fresh context (empty cache) and measures what it fetched. */
async function measureBrand(browser, baseUrl, brand) {
  const url = `${baseUrl}/?partner=${brand}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!COUNTED_TYPES.has(type)) return;
    const measured = response.body().then(
      (body) => ({
        url: response.url().replace(baseUrl, ''),
        type,
        status: response.status(),
        rawBytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      }),
      // A redirect or aborted response has no body: count the request, not bytes.
      () => ({ url: response.url().replace(baseUrl, ''), type, status: response.status(), rawBytes: 0, gzipBytes: 0 }),
    );
    pending.push(measured);
  });
  let warning;
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
  } catch (error) {
    // A page that never goes quiet (polling, beacons) still has a first load worth reporting.
    warning = `network idle not reached: ${error.message.split('\n')[0]}`;
  }
  const resources = await Promise.all(pending);
  // The first paint's CSS comes inside the document (decision 017): counted as the CSS it is.
  const inlineStyles = await page
    // A string: it runs in the page, where `document` is (this file is linted as Node code).
    .evaluate("[...document.querySelectorAll('style')].map((style) => style.textContent ?? '')")
    .catch(() => []);
  inlineStyles.forEach((css, index) => {
    const body = Buffer.from(css, 'utf8');
    resources.push({
      url: `inline <style> #${index + 1}`,
      type: 'stylesheet',
      inline: true,
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  });
  await context.close();
  const js = summarise(resources, 'script');
  const css = summarise(resources, 'stylesheet');
  return {
    brand,
    url,
    js,
    css,
    totalGzipBytes: js.gzipBytes + css.gzipBytes,
    requests: js.requests + css.requests,
    resources,
    ...(warning ? { warning } : {}),
  };
}

export async function measureFirstLoad(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_FLAGS });
  try {
    const brands = [];
    for (const brand of BRANDS) brands.push(await measureBrand(browser, baseUrl, brand));
    const base = brands.find((entry) => entry.brand === DEFAULT_BRAND);
    for (const entry of brands) {
      entry.ratioToDefault = ratio(entry.totalGzipBytes, base?.totalGzipBytes);
      entry.jsRatioToDefault = ratio(entry.js.gzipBytes, base?.js.gzipBytes);
      entry.cssRatioToDefault = ratio(entry.css.gzipBytes, base?.css.gzipBytes);
    }
    return { defaultBrand: DEFAULT_BRAND, gzipLevel: 9, brands };
  } finally {
    await browser.close();
  }
}

// `npm run bench:fcp`: what each piece of `/`'s document costs its first paint (issue 26 item 2).
// Lighthouse (the bench's settings) loads the React floor, `/` as built, and `/` with one piece of
// its document taken out (a rewriting proxy in front of the built server), round after round in one
// Chromium, so a loaded machine moves every page alike: read the medians' ratios to the React floor.
// BENCH_FCP_ROUNDS (5), BENCH_FCP_VARIANTS (a comma list of the names below), and BENCH_FCP_SECOND
// (another checkout's root, built: its `/` runs beside, as `second`) choose what runs.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH, QUIET_FLAGS } from './lib/environment.mjs';
import { startReactFloorPage } from './lib/react-floor-page.mjs';
import { ensureBuilt, startServer } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_FCP_ROUNDS ?? 5);

const inEachStyle = (html, edit) =>
  html.replace(/<style>([\s\S]*?)<\/style>/g, (_, css) => `<style>${edit(css)}</style>`);
/** The document as the server sent it, less one piece. */
const VARIANTS = {
  asBuilt: (html) => html,
  noWebFonts: (html) => inEachStyle(html, (css) => css.replace(/@font-face\{[^}]*url\([^}]*\}/g, '')),
  noEmbeddedForm: (html) => html.replace(/<script type="application\/json" id="form-response">[\s\S]*?<\/script>/, ''),
  noBanner: (html) => html.replace(/<section class="_banner[\s\S]*?<\/section>/, ''),
  noScripts: (html) =>
    html.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/<script type="module"[^>]*><\/script>/g, ''),
};
const chosen = process.env.BENCH_FCP_VARIANTS?.split(',') ?? Object.keys(VARIANTS);

ensureBuilt(repoRoot);
const servers = { main: await startServer(repoRoot, { preferredPort: 3210 }) };
if (process.env.BENCH_FCP_SECOND) {
  servers.second = await startServer(path.resolve(process.env.BENCH_FCP_SECOND), { preferredPort: 3211 });
}
const floor = await startReactFloorPage();
const stopAll = () => Promise.all([floor.stop(), ...Object.values(servers).map((server) => server.stop())]);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll().then(() => process.exit(130)));

/** /<variant>/ is `/` rewritten; anything else is passed through (assets are content-hashed: either build has them). */
async function proxied(request, response) {
  const [, first, ...rest] = (request.url ?? '/').split('/');
  const variant = VARIANTS[first] ? first : first === 'second' ? 'second' : undefined;
  const target = variant ? `/${rest.join('/')}` : request.url;
  const headers = { 'accept-encoding': 'identity', 'user-agent': request.headers['user-agent'] ?? '' };
  let upstream = await fetch(`${(variant === 'second' ? servers.second : servers.main).baseUrl}${target}`, { headers });
  if (upstream.status === 404 && servers.second)
    upstream = await fetch(`${servers.second.baseUrl}${target}`, { headers });
  // The CSP's style hashes no longer match a rewritten document; the proxy compresses as the server does.
  const dropped = ['content-security-policy', 'content-encoding', 'content-length', 'transfer-encoding'];
  const out = Object.fromEntries([...upstream.headers].filter(([name]) => !dropped.includes(name)));
  let body = Buffer.from(await upstream.arrayBuffer());
  if (VARIANTS[variant] && /text\/html/.test(out['content-type'] ?? ''))
    body = Buffer.from(VARIANTS[variant](`${body}`));
  if (/text|javascript|json|svg/.test(out['content-type'] ?? '')) {
    body = gzipSync(body);
    out['content-encoding'] = 'gzip';
  }
  response.writeHead(upstream.status, out).end(body);
}

const proxy = http.createServer((request, response) => void proxied(request, response).catch(() => response.end()));
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyUrl = `http://127.0.0.1:${proxy.address().port}`;
const pages = {
  reactFloor: floor.url,
  ...Object.fromEntries(chosen.map((name) => [name, `${proxyUrl}/${name}/`])),
  ...(servers.second ? { second: `${proxyUrl}/second/` } : {}),
};

/** FCP, the server's response time, and what Lantern may count: the observed paint and the highest-priority requests done by then. */
function fcpOf(lhr) {
  const observed = lhr.audits.metrics.details.items[0].observedFirstContentfulPaint;
  const counted = lhr.audits['network-requests'].details.items.filter(
    (item) => item.networkEndTime <= observed && item.priority === 'VeryHigh' && item.resourceType !== 'Document',
  );
  return {
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    ttfbMs: lhr.audits['server-response-time']?.numericValue,
    observedMs: observed,
    veryHighBeforePaint: counted.map((item) => `${item.resourceType} ${Math.round(item.transferSize / 100) / 10} KB`),
  };
}

const runs = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...QUIET_FLAGS, '--disable-dev-shm-usage'],
  logLevel: 'silent',
});
try {
  for (const url of Object.values(pages)) await fetch(url).then((response) => response.text()); // warm the renderer
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, url] of Object.entries(pages)) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError || !Number.isFinite(lhr.audits['first-contentful-paint'].numericValue)) continue;
      runs[name].push(fcpOf(lhr));
      console.log(`round ${round + 1} ${name}: FCP ${Math.round(runs[name].at(-1).fcpMs)} ms`);
    }
  }
} finally {
  await chrome.kill();
  proxy.close();
  await stopAll();
}

const load = (await import('node:os')).loadavg().map((value) => value.toFixed(1));
const floorFcp = median(runs.reactFloor.map((run) => run.fcpMs));
console.log(`\nLighthouse FCP, medians of ${ROUNDS} rounds (load average now ${load.join(' ')})`);
for (const [name, list] of Object.entries(runs)) {
  const fcp = median(list.map((run) => run.fcpMs));
  const ttfb = median(list.map((run) => run.ttfbMs ?? 0));
  const fontsCounted = list.filter((run) => run.veryHighBeforePaint.length > 0).length;
  console.log(
    `${name.padEnd(15)} FCP ${String(Math.round(fcp)).padStart(5)} ms  ${(fcp / floorFcp).toFixed(2)}× the React floor  ` +
      `server ${Math.round(ttfb)} ms  highest-priority requests done before the paint in ${fontsCounted}/${list.length} runs`,
  );
}

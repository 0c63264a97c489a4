import { expect, test, type Page } from './support/test.ts';
import { BRAND_IDS, DEFAULT_BRAND, DESIGN_SYSTEM_STYLE_IDS } from '@quickcheck/brands';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { expectNoAxeViolations, expectNoContrastViolations } from './support/axe.ts';

// The design-system catalogue (`npm run build:catalogue -w @quickcheck/ui`): every story must pass axe
// (WCAG 2.2 A/AA) in the default brand, and its colours in a partner brand (rotating, so every partner
// is used); a sample of stories in all 11 styles.
const BUILD = resolve('packages/ui/build');
const META = join(BUILD, 'meta.json');
// Every style the catalogue's brand control offers (packages/ui/.ladle/components.tsx).
const STYLES = [...BRAND_IDS, ...DESIGN_SYSTEM_STYLE_IDS];
const PARTNERS = STYLES.filter((style) => style !== DEFAULT_BRAND);
// A sample checked in all 11 styles: the colour pairs most likely to fail contrast in some brand.
const ALL_STYLES_SAMPLE = [
  'buttons--action',
  'buttons--decision',
  'input-states--error',
  'radio-group--square',
  'error-summary--several-errors',
  'modal--open',
  'link--default',
  'footer--default',
  'toggle-switch--checked',
];

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

function storyIds(): string[] {
  if (!existsSync(META)) return [];
  const meta = JSON.parse(readFileSync(META, 'utf8')) as { stories: Record<string, unknown> };
  return Object.keys(meta.stories).sort();
}

/** Serves the static build on 127.0.0.1 at a free port; unknown paths get index.html (Ladle routes by query). */
async function serve(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(BUILD, path);
    const target = file.startsWith(BUILD) && existsSync(file) && extname(file) ? file : join(BUILD, 'index.html');
    readFile(target).then(
      (body) =>
        response.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = await serve();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => server.close(done));
});

const ids = storyIds();

test('the catalogue has been built', () => {
  expect(ids.length, 'run `npm run build:catalogue -w @quickcheck/ui` first').toBeGreaterThan(0);
});

/** Re-themes the loaded story: brand styles are pure CSS keyed on data-qc-style, so no reload is needed. */
async function applyStyle(page: Page, style: string): Promise<void> {
  await page.evaluate((next) => {
    document.documentElement.dataset['qcStyle'] = next;
    document.querySelector<HTMLElement>('[data-qc-catalogue-root]')?.setAttribute('data-qc-style', next);
  }, style);
}

/** The partner styles a story is checked in besides the default: every one for the sample, else one in turn. */
const partnersOf = (id: string, index: number) =>
  ALL_STYLES_SAMPLE.includes(id) ? PARTNERS : [PARTNERS[index % PARTNERS.length] ?? 'very'];

/** One story in the default brand (full scan), then re-themed per partner style (contrast only). */
async function checkStory(page: Page, id: string, partners: string[]): Promise<void> {
  // Preview mode renders the story alone, without Ladle's sidebar and toolbar; the brand control is in the URL.
  await page.goto(`${origin}/?story=${id}&mode=preview&arg-brand=quickcheck`);
  const root = page.locator('[data-qc-catalogue-root][data-qc-style="quickcheck"]');
  await expect(root).toBeVisible();
  // The story itself, not only its wrapper: a story that draws after a delay (the lazy-loading
  // indicator) was otherwise scanned while still empty, and the scan checked nothing.
  await expect(root.locator(':scope > *').first()).toBeAttached();
  // Settled, not mid-entrance: a story that fades in (the toast) measured its text's contrast while
  // still half transparent. Endless animations (spinners) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await expectNoAxeViolations(page);
  for (const style of partners) {
    await applyStyle(page, style);
    await expectNoContrastViolations(page);
  }
}

// Stories are checked in groups, one page each: a page per story spent most of the time starting a
// browser context and loading the catalogue's code afresh (issue 26: CI time), not in axe.
const GROUP_SIZE = 10;
const groups = Array.from({ length: Math.ceil(ids.length / GROUP_SIZE) }, (_, group) =>
  ids.slice(group * GROUP_SIZE, (group + 1) * GROUP_SIZE).map((id, offset) => {
    const index = group * GROUP_SIZE + offset;
    return { id, partners: partnersOf(id, index) };
  }),
);

for (const stories of groups) {
  const first = stories[0]!.id;
  const last = stories.at(-1)!.id;
  test(`stories ${first} … ${last} pass axe in quickcheck and their partner styles`, async ({ page }) => {
    // axe takes seconds per run on a busy machine: allow for it per story and brand style checked.
    const checks = stories.reduce((sum, story) => sum + 1 + story.partners.length, 0);
    test.setTimeout(30_000 + checks * 15_000);
    // Every story is checked, and every failure named, even after one fails.
    const failures: string[] = [];
    for (const { id, partners } of stories) {
      await test.step(`${id} in quickcheck and ${partners.length > 1 ? 'every partner style' : partners[0]}`, async () => {
        try {
          await checkStory(page, id, partners);
        } catch (error) {
          failures.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
    expect(failures).toEqual([]);
  });
}

import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
// axe-core is CommonJS (`export =`): its default import is the whole module.
// eslint-disable-next-line import-x/default
import axe from 'axe-core';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const CONTRAST_RULES = ['color-contrast', 'link-in-text-block'];

type RunOnly = { type: 'tag' | 'rule'; values: string[] };
type Found = { id: string; targets: string[] };

/**
 * axe-core itself, injected once per document and run in the page: the same rules as
 * @axe-core/playwright's AxeBuilder, which re-injects and sets up on every call (~0.6 s against
 * ~0.03 s here, and the suite scans hundreds of times). AxeBuilder stays for a page with frames,
 * whose contents only it reaches.
 */
async function violations(page: Page, runOnly: RunOnly): Promise<string[]> {
  let found: Found[];
  if ((await page.locator('iframe, frame').count()) > 0) {
    const builder = new AxeBuilder({ page });
    const results = await (
      runOnly.type === 'tag' ? builder.withTags(runOnly.values) : builder.withRules(runOnly.values)
    ).analyze();
    found = results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((node) => String(node.target)) }));
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    found = await page.evaluate(async (only) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const results = await run(document, { runOnly: only, resultTypes: ['violations'] });
      return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((node) => String(node.target)) }));
    }, runOnly);
  }
  return found.map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

/** Every page a visitor can reach must pass axe (docs/product/contract.md#pages). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await violations(page, { type: 'tag', values: WCAG_22_AA }), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Brand styles change colours only, so a re-themed page needs just the contrast rule: the full scan
 * already ran once on the same markup.
 */
export async function expectNoContrastViolations(page: Page): Promise<void> {
  expect(
    await violations(page, { type: 'rule', values: CONTRAST_RULES }),
    `axe contrast violations on ${page.url()}`,
  ).toEqual([]);
}

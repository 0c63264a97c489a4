import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS, BRAND_RECORDS, DEFAULT_BRAND } from '@quickcheck/brands';
import { FIELD } from '@quickcheck/contracts';
import { SANDBOX_PERSONAS } from '@quickcheck/contracts/fixtures';
import { exampleResponse } from '../src/partner/openapi-document.ts';
import { PARTNER_PATHS } from '../src/partner/partner-paths.ts';
import { startTestApp, stubDb, type TestApp } from './helpers/test-app.ts';

// Issue 34 item 7: the integration guide and the reference's examples say what real answers say,
// and neither sends a partner to a document they do not have.

const GUIDE = readFileSync(fileURLToPath(new URL('../../../docs/partner-api.md', import.meta.url)), 'utf8');

/** The rows of the guide's table whose header row starts with `firstHeader`, as cells. */
function tableAfter(firstHeader: string): string[][] {
  const lines = GUIDE.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${firstHeader}`));
  expect(start, `a table headed '${firstHeader}'`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const codesIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** Every string in the document, wherever it sits. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The document the server serves, generated from the partner routes (decision 095). */
let served: unknown;
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp(stubDb());
  served = await (await fetch(`${server.url}${PARTNER_PATHS.openapi}`)).json();
});
afterAll(async () => server?.close());

const REAL_PRODUCT_CODES = new Set(BRAND_IDS.map((brand) => BRAND_RECORDS[brand].offer.ccsCode));

describe('the partner integration guide and the OpenAPI examples', () => {
  it('list every brand with the product code and APR its record gives, the default marked', () => {
    const rows = tableAfter('`brand`').map(([brand, card, productCode, apr]) => [brand, card, productCode, apr]);
    expect(rows).toEqual(
      BRAND_IDS.map((brand) => {
        const record = BRAND_RECORDS[brand];
        return [
          `\`${brand}\`${brand === DEFAULT_BRAND ? ' (default)' : ''}`,
          record.name,
          `\`${record.offer.ccsCode}\``,
          `${record.offer.apr}%`,
        ];
      }),
    );
  });

  it('use real product codes: the guide’s example answer is the reference’s, the default brand’s card', () => {
    const guideCodes = [...GUIDE.matchAll(/"productCode": "([^"]+)"/g)].map((match) => match[1]);
    expect(guideCodes.length).toBeGreaterThan(0);
    for (const code of guideCodes) expect(REAL_PRODUCT_CODES).toContain(code);

    const ordinary = SANDBOX_PERSONAS.find((persona) => persona.outcome === 'MATCH_AND_OFFER')!;
    const guideAnswer = JSON.parse(/```json\n([\s\S]*?)```/.exec(GUIDE)![1]!) as Record<string, unknown>;
    expect(guideAnswer).toEqual(exampleResponse(ordinary));
    expect(exampleResponse(ordinary).offer).toMatchObject({
      apr: BRAND_RECORDS[DEFAULT_BRAND].offer.apr,
      productCode: BRAND_RECORDS[DEFAULT_BRAND].offer.ccsCode,
    });

    const documentCodes = [...JSON.stringify(served).matchAll(/"productCode":"([^"]+)"/g)].map((match) => match[1]);
    expect(documentCodes.length).toBeGreaterThan(0);
    for (const code of documentCodes) expect(REAL_PRODUCT_CODES).toContain(code);
  });

  it('name every answer key the API takes, and only those', () => {
    const keys = tableAfter('key').flatMap(([key]) => codesIn(key!));
    expect([...keys].sort()).toEqual(Object.values(FIELD).sort());
  });

  it('give each sandbox persona the reference’s examples use, with its outcome', () => {
    const rows = tableAfter('last name');
    for (const persona of SANDBOX_PERSONAS) {
      const row = rows.find(([names]) => codesIn(names!).includes(persona.lastName));
      expect(row, persona.lastName).toBeDefined();
      expect(codesIn(row![1]!)[0], persona.lastName).toBe(persona.outcome);
      expect(codesIn(row![1]!).includes('openBankingReferral'), persona.lastName).toBe(persona.lastName === 'Refer');
    }
  });

  it('cite no document a partner does not have: no contract section, no repository path', () => {
    const outside = /CONTRACT|§|docs\/|decisions\/|\.md\b|LicenseRef/;
    expect(GUIDE).not.toMatch(outside);
    expect(stringsOf(served).filter((text) => outside.test(text))).toEqual([]);
  });
});

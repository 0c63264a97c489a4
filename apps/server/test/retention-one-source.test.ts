import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOT_PURGED, periodText, publicPeriodText, RETENTION } from '../src/config/retention.ts';
import { purgesOf, runPurges } from '../src/data-rights/scheduled-purges.ts';
import { RetentionView } from '../src/ops/views/retention-view.tsx';
import { createMetrics } from '../src/observability/metrics.ts';
import { escapeHtml } from '../src/pages/escape-html.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { asHtml } from './helpers/html-text.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/test-app.ts';

const README = new URL('../../../README.md', import.meta.url);
const YEAR_MS = 365 * 24 * 60 * 60_000;

/** Each line of the retention table as operators read it: kind, data, kept for (with its setting), why. */
const expectedRows = () => [
  ...RETENTION.map((rule) => [`\`${rule.kind}\``, rule.data, periodText(rule.period), rule.why]),
  ['(not purged)', NOT_PURGED.data, NOT_PURGED.keptFor, NOT_PURGED.why],
];
/** Each line as the public reads it: data, kept for (plain words), why. */
const publicRows = () => [
  ...RETENTION.map((rule) => [rule.data, publicPeriodText(rule.period), rule.why]),
  [NOT_PURGED.data, NOT_PURGED.keptFor, NOT_PURGED.why],
];
/** The settings that change a period: named for operators, never to the public. */
const SETTINGS = RETENTION.flatMap((rule) => ('setBy' in rule.period ? [rule.period.setBy] : []));
/** A configuration setting's name, like SAVED_CHECK_VALID_DAYS. */
const SETTING_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;

/** The README's table between its markers, as cells (prettier pads them; `\|` is a bar in a cell). */
function readmeRows(): string[][] {
  const text = readFileSync(README, 'utf8');
  const section = /<!-- retention:start -->([\s\S]*?)<!-- retention:end -->/.exec(text)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|')),
    );
}

it("the README's retention section is the code's table, line for line", () => {
  expect(readmeRows()).toEqual(expectedRows());
});

it("the console's page draws every line of the code's table, with the settings that change it", () => {
  const page = renderToStaticMarkup(createElement(RetentionView));
  for (const [, data, keptFor, why] of expectedRows())
    for (const text of [data!, keptFor!, why!]) expect(page).toContain(asHtml(text));
  expect(SETTINGS.join(' ')).toMatch(SETTING_NAME);
  for (const setting of SETTINGS) expect(page).toContain(asHtml(setting));
});

forEachDatabase('retention, stated and enforced (issue 36 item 5)', (ctx) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp(ctx.db);
  });
  afterAll(async () => server?.close());

  it('the public page a privacy notice links to shows the same table in plain words, on every brand', async () => {
    for (const host of ['localhost', 'very-quickcheck.localhost']) {
      const response = await fetch(`${server.url}/privacy/retention`, { headers: { host } });
      expect(response.status).toBe(200);
      const page = await response.text();
      for (const [data, keptFor, why] of publicRows())
        expect(page).toContain(
          `<tr><th scope="row">${escapeHtml(data!)}</th><td>${escapeHtml(keptFor!)}</td><td>${escapeHtml(why!)}</td></tr>`,
        );
      // How long, never the settings an operator changes it with.
      expect(page).not.toMatch(SETTING_NAME);
    }
  });

  it('purges each kind past its time and counts every run in the metrics', async () => {
    const now = new Date('2032-06-01T00:00:00Z');
    const old = (years: number) => new Date(now.getTime() - years * YEAR_MS).toISOString();
    // An erased decision older than its six years, one younger; analytics older than 90 days.
    const insert = `insert into quotations (id, session_id, idempotency_key, brand, consumer_name, definition_id,
        answers_encrypted, identity_hash, status, created_at, last_used_at, purge_after, reference, erased_at)
      values ($1::uuid, gen_random_uuid(), $1::text, 'quickcheck', 'QCHK', 'qco', '', 'erased', 'decided', $2, $2, $3, $4, $2)`;
    await ctx.db.query(insert, ['00000000-0000-4000-8000-000000000601', old(6.1), old(0), 'QC-TEST-0601']);
    await ctx.db.query(insert, ['00000000-0000-4000-8000-000000000599', old(5.9), old(0), 'QC-TEST-0599']);
    await ctx.db.query(
      `insert into analytics_events (id, name, payload, created_at) values (gen_random_uuid(), 'page', '{}', $1)`,
      [old(0.3)],
    );
    const metrics = createMetrics();
    await runPurges(
      purgesOf(ctx.db, testConfig()),
      metrics,
      { info: () => undefined, warn: () => undefined },
      () => now,
    );
    const scraped = await metrics.registry.metrics();
    for (const rule of RETENTION) {
      expect(scraped).toMatch(new RegExp(`^quickcheck_purge_runs_total\\{kind="${rule.kind}",outcome="ok"\\} 1$`, 'm'));
      expect(scraped).toMatch(
        new RegExp(
          `^quickcheck_purge_last_success_timestamp_seconds\\{kind="${rule.kind}"\\} ${now.getTime() / 1000}$`,
          'm',
        ),
      );
    }
    expect(scraped).toMatch(/^quickcheck_purged_rows_total\{kind="erased-decisions"\} 1$/m);
    expect(scraped).toMatch(/^quickcheck_purged_rows_total\{kind="telemetry"\} 1$/m);
    const { rows } = await ctx.db.query<{ reference: string }>(
      "select reference from quotations where reference like 'QC-TEST-%'",
    );
    expect(rows.map((row) => row.reference)).toEqual(['QC-TEST-0599']);
  });
});

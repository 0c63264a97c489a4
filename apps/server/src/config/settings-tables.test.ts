import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVER_ENVIRONMENT_SETTINGS } from './server-environment.ts';
import { settingsIn, type Setting } from './settings.ts';

// The settings groups are the one home of each variable's name and default (decision 099): the
// documents' settings tables are checked against them, row by row.

const repository = new URL('../../../../', import.meta.url);
/** Where a setting is documented: the product's variables, and the server's additions. */
const DOCUMENTING = ['README.md', 'apps/server/README.md'];
/** Restates some of them, as the outside contract: each row it has is held to the code too. */
const RESTATING = ['docs/product/contract.md'];

interface Row {
  file: string;
  variable: string;
  /** The default cell as written, split per variable for a `PORT` / `HOST` row. */
  shownDefault: string;
}

/** The rows of every table whose first header is "variable": one per variable a row names. */
export function settingRows(file: string, text: string): Row[] {
  const rows: Row[] = [];
  let inTable = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (/^variable$/i.test(cells[0] ?? '')) inTable = true;
    if (!inTable || !cells[0]?.startsWith('`')) continue;
    const variables = cells[0].split(' / ');
    const defaults = (cells[1] ?? '').split(' / ');
    variables.forEach((name, index) => {
      const shownDefault = variables.length === defaults.length ? defaults[index]! : (cells[1] ?? '');
      rows.push({ file, variable: name.replace(/`/g, ''), shownDefault });
    });
  }
  return rows;
}

/** The value a setting takes when its variable is unset; undefined when it has no default. */
const defaultOf = (setting: Setting): unknown => setting.schema.parse(undefined);

/**
 * Whether a default cell says what the code does: a value in backticks that parses to the default,
 * "empty" for an empty list, and for a setting without a default no value at all (words: "unset",
 * "—", "generated once into `DATA_DIR`").
 */
export function showsDefault(setting: Setting, shownDefault: string): boolean {
  const actual = defaultOf(setting);
  const literal = /^`([^`]+)`$/.exec(shownDefault)?.[1];
  if (actual === undefined) return !/^`/.test(shownDefault);
  if (Array.isArray(actual) && actual.length === 0) return shownDefault === 'empty';
  if (literal === undefined) return false;
  const parsed = setting.schema.safeParse(literal);
  return parsed.success && isDeepStrictEqual(parsed.data, actual);
}

const settings = new Map(settingsIn(SERVER_ENVIRONMENT_SETTINGS).map((setting) => [setting.variable, setting]));
const rowsOf = (files: string[]) =>
  files.flatMap((file) => settingRows(file, readFileSync(new URL(file, repository), 'utf8')));
const rows = rowsOf([...DOCUMENTING, ...RESTATING]);

describe('the settings tables say what the settings groups do', () => {
  it('document every variable the server reads', () => {
    const documented = new Set(rowsOf(DOCUMENTING).map((row) => row.variable));
    expect([...settings.keys()].filter((variable) => !documented.has(variable))).toEqual([]);
  });

  it('name no variable the server does not read', () => {
    expect(rows.filter((row) => !settings.has(row.variable)).map((row) => `${row.file}: ${row.variable}`)).toEqual([]);
  });

  it("give each variable's default as the code has it", () => {
    const wrong = rows.filter((row) => {
      const setting = settings.get(row.variable);
      return setting !== undefined && !showsDefault(setting, row.shownDefault);
    });
    expect(wrong.map((row) => `${row.file}: ${row.variable} shows ${row.shownDefault}`)).toEqual([]);
  });
});

describe('reading a settings table', () => {
  const text = [
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    '| `PORT` / `HOST` | `3000` / `127.0.0.1` | where |',
    '| `SMTP_URL` | unset → an outbox | mail |',
    '',
    '| route | answers |',
    '| `GET /x` | y |',
  ].join('\n');

  it('reads the rows of tables headed "variable" only, one per variable', () => {
    expect(settingRows('f', text)).toEqual([
      { file: 'f', variable: 'PORT', shownDefault: '`3000`' },
      { file: 'f', variable: 'HOST', shownDefault: '`127.0.0.1`' },
      { file: 'f', variable: 'SMTP_URL', shownDefault: 'unset → an outbox' },
    ]);
  });

  it('tells a default the code has from one it does not', () => {
    const port = settings.get('PORT')!;
    expect(showsDefault(port, '`3000`')).toBe(true);
    expect(showsDefault(port, '`8080`')).toBe(false);
    expect(showsDefault(port, 'unset')).toBe(false);
    const downstream = settings.get('DOWNSTREAM_VERSION')!;
    expect(showsDefault(downstream, '`off`')).toBe(true);
    expect(showsDefault(downstream, '`on`')).toBe(false);
    const smtp = settings.get('SMTP_URL')!;
    expect(showsDefault(smtp, 'a development outbox')).toBe(true);
    expect(showsDefault(smtp, '`smtp://localhost`')).toBe(false);
    const brands = settings.get('TECHNICAL_ERROR_BRANDS')!;
    expect(showsDefault(brands, 'empty')).toBe(true);
    expect(showsDefault(brands, '`luma`')).toBe(false);
  });
});

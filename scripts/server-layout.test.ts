import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the ESLint config is plain JavaScript; its table of the server's floors is what is summed up
import { serverFloors } from '../eslint.config.js';

// apps/server/README.md's layout table is the map of the server's source: one row per folder under
// apps/server/src, and no row for a path that is gone.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const readme = readFileSync(path.join(serverRoot, 'README.md'), 'utf8');

/** The first-column paths of the table under "## Layout", as written (`src/ops/`, `test/`…). */
export function layoutPaths(text: string): string[] {
  const section = text.split(/^## /m).find((part) => part.startsWith('Layout\n')) ?? '';
  return [...section.matchAll(/^\| `([^`]+)`/gm)].map(([, cell]) => cell ?? '');
}

/** The floors table under "## Layout" (`| floor | folders |`), bottom first: each floor and the names it lists. */
export function layoutFloors(text: string): { floor: string; entries: string[] }[] {
  const section = text.split(/^## /m).find((part) => part.startsWith('Layout\n')) ?? '';
  return [...section.matchAll(/^\| ([a-z]+) +\| (.+?) *\|$/gm)]
    .map(([, floor, cell]) => ({
      floor: floor ?? '',
      entries: [...(cell ?? '').matchAll(/`([^`]+)`/g)].map(([, name]) => name ?? ''),
    }))
    .filter(({ entries }) => entries.length > 0); // a header row names no folder
}

const SOURCE_FOLDERS = readdirSync(path.join(serverRoot, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/${entry.name}/`);

describe("the server README's layout table", () => {
  const rows = layoutPaths(readme);

  it('has a row for every folder under apps/server/src', () => {
    expect(SOURCE_FOLDERS.filter((folder) => !rows.includes(folder))).toEqual([]);
  });

  it('names only paths that exist', () => {
    expect(rows.filter((row) => !existsSync(path.join(serverRoot, row)))).toEqual([]);
  });

  it('reads the rows of the Layout section only', () => {
    const text = '## Layout\n\n| path | what |\n| --- | --- |\n| `src/a/` | x |\n\n## Other\n\n| `src/b/` | y |\n';
    expect(layoutPaths(text)).toEqual(['src/a/']);
  });

  it("sums up the server's floors as eslint.config.js places them, bottom first", () => {
    const floors = (serverFloors as { floor: string; entries: Record<string, string[]> }[]).map(
      ({ floor, entries }) => ({
        floor,
        entries: Object.keys(entries),
      }),
    );
    expect(layoutFloors(readme)).toEqual(floors);
  });

  it('reads the floors table of the Layout section only', () => {
    const text =
      '## Layout\n\n| floor | folders |\n| --- | --- |\n| domain | `a`, `b.ts` |\n\n## Other\n\n| ports | `c` |\n';
    expect(layoutFloors(text)).toEqual([{ floor: 'domain', entries: ['a', 'b.ts'] }]);
  });
});

// One test convention (apps/server/README.md, "Tests"): a unit test stands beside the code it tests
// under src/ and builds no app and starts no process of the server; a suite that does stands directly
// in test/. What builds or starts one, each named by the path a test refers to it by:
const SERVER_STARTERS = [
  'test/helpers/test-app.ts', // startTestApp: the app, listening on a loopback port
  'test/helpers/server-process.ts', // spawnServer: the real entry as its own process
  'test/helpers/embedded-holder-process.ts', // a process holding the embedded database, to be killed
  'test/helpers/webhook-worker-process.ts', // a webhook worker process, killed in a delivery
  'test/soak/soak-run.ts', // the soak: server processes under load
  'test/soak/short-soak.ts', // the short soaks of npm test, through soak-run.ts
  'test/restore/restore-check.ts', // the restore check: servers before and after a backup
  'src/app.ts', // buildApp
  'src/main.ts', // the entry
];

/** The server-relative paths a file refers to by a relative string: its imports and its `new URL('…', import.meta.url)`. */
export function referencedPaths(text: string, file: string): string[] {
  return [...text.matchAll(/(?:from |import\(|new URL\()'(\.\.?\/[^']+)'/g)].map(([, spec]) =>
    path
      .relative(serverRoot, path.resolve(path.dirname(file), spec ?? ''))
      .split(path.sep)
      .join('/'),
  );
}

/** The test files under a folder of apps/server, server-relative; `deep` to look in its subfolders too. */
function testFilesIn(folder: string, deep: boolean): string[] {
  return readdirSync(path.join(serverRoot, folder), { withFileTypes: true, recursive: deep })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(serverRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const startsTheServer = (file: string) => {
  const absolute = path.join(serverRoot, file);
  return referencedPaths(readFileSync(absolute, 'utf8'), absolute).some((ref) => SERVER_STARTERS.includes(ref));
};

describe("the server's test convention", () => {
  it('names only starters that exist', () => {
    expect(SERVER_STARTERS.filter((starter) => !existsSync(path.join(serverRoot, starter)))).toEqual([]);
  });

  it('keeps every suite that builds the app or starts a process directly in test/', () => {
    expect(testFilesIn('src', true).filter(startsTheServer)).toEqual([]);
    expect(testFilesIn('test', true).filter((file) => path.dirname(file) !== 'test')).toEqual([]);
  });

  it('keeps a unit test out of test/: beside the code it tests', () => {
    expect(testFilesIn('test', false).filter((file) => !startsTheServer(file))).toEqual([]);
  });

  it('reads the paths a test imports or starts by URL, relative to the test', () => {
    const file = path.join(serverRoot, 'src/db/x.test.ts');
    const text =
      "import { a } from './a.ts';\nimport { b } from '../../test/helpers/test-app.ts';\n" +
      "const main = new URL('../main.ts', import.meta.url);\nconst dir = './data';\n";
    expect(referencedPaths(text, file)).toEqual(['src/db/a.ts', 'test/helpers/test-app.ts', 'src/main.ts']);
  });
});

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

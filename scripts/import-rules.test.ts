import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- the ESLint config is plain JavaScript; its derived floors and features are what is tested
import { serverFloors, webFeatures } from '../eslint.config.js';

/**
 * The import rules (decisions 031 and 096) fail a wrong-way import: each is written here into a file
 * of the floor or feature it breaks, and linted as if it were there (nothing is written into the sources).
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function restrictedPathErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths');
}

/** The first source file under `dir`: a module to import from elsewhere (the rule checks only imports that resolve). */
function aModuleIn(dir: string): string {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) return full;
    if (entry.isDirectory()) {
      const found = aModuleIn(full);
      if (found) return found;
    }
  }
  return '';
}

const aModuleOf = (feature: string) =>
  aModuleIn(path.resolve(import.meta.dirname, '../apps/web/src/features', feature));

interface Floor {
  floor: string;
  entries: Record<string, string[]>;
}
const floors = serverFloors as Floor[];
const serverSrc = path.resolve(import.meta.dirname, '../apps/server/src');
const isFile = (entry: string) => entry.endsWith('.ts');
const entriesOf = (floor: Floor) => Object.keys(floor.entries);

/** Lints `import type … from <a module of to>` as if written in `file` (a path under apps/server/src). */
async function serverImportErrors(file: string, to: string) {
  const module = isFile(to) ? path.join(serverSrc, to) : aModuleIn(path.join(serverSrc, to));
  const specifier = path.relative(path.dirname(path.join(serverSrc, file)), module);
  const source = `import type * as Other from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\nexport type Probe = typeof Other;\n`;
  return restrictedPathErrors(`apps/server/src/${file}`, source);
}

/** A new file in a folder entry; a file entry is itself. */
const probeIn = (entry: string) => (isFile(entry) ? entry : `${entry}/probe.ts`);

describe("the server's floors: each imports only downward", () => {
  const boundaries = floors.slice(1).map((upper, index) => {
    const lower = floors[index]!;
    return {
      from: entriesOf(lower).find((entry) => !isFile(entry)) ?? entriesOf(lower)[0]!,
      to: entriesOf(upper)[0]!,
      name: `${lower.floor} → ${upper.floor}`,
    };
  });
  it.each(boundaries)('refuses $name ($from imports $to)', async ({ from, to }) => {
    const errors = await serverImportErrors(probeIn(from), to);
    expect(errors.map((error) => error.message)).toEqual([expect.stringContaining('decision 096')]);
  });

  it('refuses the bottom reaching the top', async () => {
    expect(await serverImportErrors('decision/probe.ts', 'main.ts')).toHaveLength(1);
  });

  // The imports that once ran back up (issue 38): each stays refused.
  const oldBreaks = [
    { from: 'db', to: 'ports', name: 'the database → a port (the DATA_DIR lock waits by node:timers)' },
    {
      from: 'db',
      to: 'observability',
      name: "the database → tracing (the group commit's hook is plugged in from above)",
    },
    { from: 'config', to: 'ports', name: 'the settings → a port (its settings group lives in config)' },
    { from: 'config', to: 'observability', name: 'the settings → observability (its settings group lives in config)' },
    { from: 'decision', to: 'ports', name: 'the engine → a port (the engine owns its input types)' },
    { from: 'security', to: 'quotation', name: 'a feature → a feature it does not use' },
    { from: 'experiments', to: 'quotation', name: 'a feature used by another → that feature' },
    { from: 'app-services.ts', to: 'routes', name: "the routes' service bag → the routes" },
    { from: 'security', to: 'ops', name: "the rate limits → the console (the console's plugin declares its budget)" },
    { from: 'pages', to: 'saved-check', name: 'the pages → a saved check (the page server is on the http floor)' },
  ];
  it.each(oldBreaks)('refuses $name', async ({ from, to }) => {
    expect(await serverImportErrors(probeIn(from), to)).toHaveLength(1);
  });

  const allowed = [
    { from: 'routes', to: 'decision', name: 'the top of the routes → the bottom' },
    { from: 'ports', to: 'db', name: "a sandbox port → the platform's database" },
    { from: 'ports', to: 'decision', name: "a port → the engine's input types" },
    { from: 'logging', to: 'observability', name: 'a platform entry → one it uses on its floor' },
    { from: 'quotation', to: 'security', name: 'a feature → a feature it uses' },
    { from: 'main.ts', to: 'app.ts', name: 'the entry → the app' },
  ];
  it.each(allowed)('lets $name', async ({ from, to }) => {
    expect(await serverImportErrors(probeIn(from), to)).toEqual([]);
  });

  it('places every entry of apps/server/src on one floor (a new folder must be placed)', () => {
    const placed = floors.flatMap(entriesOf);
    const entries = readdirSync(serverSrc).filter((name) => !name.endsWith('.test.ts'));
    expect([...placed].sort()).toEqual([...new Set(entries)].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('names in "uses" only entries of the same floor, with no circle among them', () => {
    for (const floor of floors) {
      const entries = entriesOf(floor);
      for (const uses of Object.values(floor.entries)) expect(entries).toEqual(expect.arrayContaining(uses));
      // Peel off, again and again, the entries whose uses are all peeled: only a circle is left over.
      const left = new Map(Object.entries(floor.entries));
      let peeled = true;
      while (peeled) {
        peeled = false;
        for (const [entry, uses] of left) if (uses.every((used) => !left.has(used))) peeled = left.delete(entry);
      }
      expect([...left.keys()]).toEqual([]);
    }
  });
});

describe('no route file imports another route file', () => {
  /** Lints `import type … from <specifier>` as if written in `file` (a path under apps/server/src/routes). */
  const routeImportErrors = (file: string, specifier: string) =>
    restrictedPathErrors(
      `apps/server/src/routes/${file}`,
      `import type * as Other from '${specifier}';\nexport type Probe = typeof Other;\n`,
    );

  const refused = [
    { file: 'probe.ts', to: './form.ts', name: 'a route → another route' },
    { file: 'partner/probe.ts', to: '../quotation.ts', name: "a partner route → a site's route" },
    { file: 'partner/probe.ts', to: './docs-routes.ts', name: 'a partner route → another partner route' },
    { file: 'probe.ts', to: './partner/partner-routes.ts', name: "a route → the partner API's registrar" },
  ];
  it.each(refused)('refuses $name', async ({ file, to }) => {
    const errors = await routeImportErrors(file, to);
    expect(errors.map((error) => error.message)).toEqual([expect.stringContaining('imports no other route file')]);
  });

  const allowed = [
    { file: 'probe.ts', to: './http-errors.ts', name: "a route → the API's error shape" },
    { file: 'index.ts', to: './form.ts', name: 'the registrar → a route it registers' },
    { file: 'partner/partner-routes.ts', to: './docs-routes.ts', name: "the partner API's registrar → its routes" },
  ];
  it.each(allowed)('lets $name', async ({ file, to }) => {
    expect(await routeImportErrors(file, to)).toEqual([]);
  });
});

describe('no web feature imports another', () => {
  it('knows every feature folder', () => {
    expect(webFeatures).toEqual(
      expect.arrayContaining(['quotation-form', 'result', 'consent', 'inactivity', 'experiments']),
    );
  });

  it.each(webFeatures as string[])('refuses an import into %s from another feature', async (feature: string) => {
    const other = (webFeatures as string[]).find((name) => name !== feature)!;
    const target = path.relative(
      path.resolve(import.meta.dirname, '../apps/web/src/features', feature),
      aModuleOf(other),
    );
    const source = `import type * as Other from '${target}';\nexport type Probe = typeof Other;\n`;
    expect(await restrictedPathErrors(`apps/web/src/features/${feature}/probe.ts`, source)).toHaveLength(1);
  });

  const webSrc = path.resolve(import.meta.dirname, '../apps/web/src');
  it.each(['features', 'app'])('refuses an import from %s into what the features hold in common', async (above) => {
    const target = path.relative(path.join(webSrc, 'common'), aModuleIn(path.join(webSrc, above)));
    const source = `import type * as Other from './${target}';\nexport type Probe = typeof Other;\n`;
    expect(await restrictedPathErrors('apps/web/src/common/probe.ts', source)).toHaveLength(1);
  });
});

describe('no circle of imports, type-only ones included', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-circle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a circle made only of type imports', async () => {
    writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport interface A { b: B }\n");
    writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a.ts';\nexport interface B { a?: A }\n");
    const config = (await import('../.dependency-cruiser.cjs')).default;
    const options = { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } };
    const { output } = await cruise([dir], options);
    if (typeof output === 'string') throw new Error('expected the cruise result as an object');
    expect(output.summary.violations.map((violation: { rule: { name: string } }) => violation.rule.name)).toContain(
      'no-circular',
    );
  });
});

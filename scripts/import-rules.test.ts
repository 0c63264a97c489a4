import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- the ESLint config is plain JavaScript; its derived layers and features are what is tested
import { serverLayers, webFeatures } from '../eslint.config.js';

/**
 * The import rules (decision 031) fail a wrong-way import: each is written here into a file of the
 * layer or feature it breaks, and linted as if it were there (nothing is written into the sources).
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function restrictedPathErrors(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths');
}

/** A module of a web feature to import from elsewhere: its first source file. */
function aModuleOf(feature: string): string {
  const dir = path.resolve(import.meta.dirname, '../apps/web/src/features', feature);
  const walk = (at: string): string | undefined => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) return full;
      if (entry.isDirectory()) {
        const found = walk(full);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(dir)!;
}

describe('the server imports one way, top to bottom', () => {
  const wrongWay = [
    { from: 'decision/probe.ts', imports: '../routes/index.ts', name: 'the engine → the routes' },
    { from: 'db/probe.ts', imports: '../quotation/quotation-store.ts', name: 'the database → a service' },
    { from: 'quotation/probe.ts', imports: '../app-services.ts', name: "a service → the routes' service bag" },
    { from: 'security/probe.ts', imports: '../routes/index.ts', name: 'a service → the routes' },
    { from: 'routes/probe.ts', imports: '../app.ts', name: 'the routes → the entry' },
    { from: 'decision/probe.ts', imports: '../db/db.ts', name: 'the engine → the database' },
  ];
  it.each(wrongWay)('refuses $name', async ({ from, imports }) => {
    const source = `import type * as Above from '${imports}';\nexport type Probe = typeof Above;\n`;
    expect(await restrictedPathErrors(`apps/server/src/${from}`, source)).toHaveLength(1);
  });

  it('lets a layer import its own and the layers below', async () => {
    const source = `import type * as Below from '../decision/decide.ts';\nexport type Probe = typeof Below;\n`;
    expect(await restrictedPathErrors('apps/server/src/routes/probe.ts', source)).toEqual([]);
  });

  it('puts every folder of the server in a layer (a new folder is a service)', () => {
    const layered = serverLayers.flatMap((layer: { entries: string[] }) => layer.entries);
    const entries = readdirSync(path.resolve(import.meta.dirname, '../apps/server/src')).filter(
      (name) => !name.endsWith('.test.ts'),
    );
    expect([...layered].sort()).toEqual([...entries].sort());
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

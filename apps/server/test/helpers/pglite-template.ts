import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrate.ts';
import { MIGRATIONS } from '../../src/db/migrations/index.ts';
import { wrapPglite } from '../../src/db/pglite-db.ts';

/**
 * A fresh PGlite costs ~5–9 s (initdb in WebAssembly); loading a dump of a migrated one
 * costs ~2 s. The dump is cached in the temp directory, keyed by PGlite version and the
 * migrations, so a changed migration or upgrade makes a new one. Every test still gets
 * its own private copy.
 */
function templatePath(): string {
  // The package exports no ./package.json: find it beside the resolved entry (dist/..).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256').update(version).update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 16);
  return join(tmpdir(), `quickcheck-pglite-template-${hash}.tar`);
}

async function fromTemplate(path: string): Promise<Db | undefined> {
  const dump = await readFile(path).catch(() => undefined);
  if (!dump) return undefined;
  try {
    const db = wrapPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
    await migrate(db);
    return db;
  } catch {
    return undefined;
  }
}

export async function migratedPglite(): Promise<Db> {
  const path = templatePath();
  const cached = await fromTemplate(path);
  if (cached) return cached;
  const pglite = await PGlite.create();
  const db = wrapPglite(pglite);
  await migrate(db);
  const dump = await pglite.dumpDataDir('none');
  // Written aside then renamed: a parallel worker never reads a half-written template.
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
  return db;
}

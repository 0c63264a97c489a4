// `npm run ops:seed -- <postgres-url> [rows]`: migrates the database to this build's schema and
// seeds it with a year of traffic (1,000,000 quotations unless told) for the operator console.
// Never point it at a database with real data: the rows are fake and stay there.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedOpsData } from './lib/ops-seed.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [url, rowsText] = process.argv.slice(2);
if (!url?.startsWith('postgres')) {
  console.error('Usage: npm run ops:seed -- <postgres://…> [rows]');
  process.exit(2);
}
const migrated = spawnSync(process.execPath, ['apps/server/dist/migrate.js'], {
  cwd: repoRoot,
  env: { ...process.env, DATABASE_URL: url },
  stdio: 'inherit',
});
if (migrated.status !== 0) process.exit(1);
const result = await seedOpsData(url, { rows: Number(rowsText ?? 1_000_000) });
console.log(`Seeded in ${result.seconds.toFixed(1)} s:`, result.counts);

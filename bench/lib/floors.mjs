// Runs bench/lib/server-floors.ts (the server's own code, through tsx) on a stopped server's data
// directory and returns its figure: the raw encrypted insert.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const FLOOR_DURATION_MS = Number(process.env.BENCH_FLOOR_MS ?? 5000);

export function measureServerFloors(repoRoot, dataDir) {
  const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
  const run = spawnSync(tsx, ['bench/lib/server-floors.ts', dataDir, String(FLOOR_DURATION_MS)], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`server floors failed (exit ${run.status}): ${run.stderr.slice(-500)}`);
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  return { durationMs: FLOOR_DURATION_MS, ...JSON.parse(line) };
}

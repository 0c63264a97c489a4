// Starts the built server on a fresh embedded database, exactly as `npm start` runs it after its build.
import { chmodSync, mkdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import path, { dirname } from 'node:path';

const dataDir = process.env.DATA_DIR ?? 'test-results/e2e-data-3100';
// Playwright ends this process with SIGTERM (playwright.config.ts), and the server stops its embedded
// PostgreSQL; one a killed run left behind is stopped before its directory goes, if its pid still works there.
const cluster = path.resolve(dataDir, 'postgres');
try {
  const postmaster = Number(readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (postmaster > 0 && readlinkSync(`/proc/${postmaster}/cwd`) === cluster) process.kill(postmaster, 'SIGQUIT');
} catch {
  // Gone already, or not ours.
}
rmSync(dataDir, { recursive: true, force: true });
// Made here, not by the server (whose umask is 077): as root, the embedded PostgreSQL's own user must
// pass through the folders above DATA_DIR (docs/decisions/065), and test artefacts are no secret.
mkdirSync(dirname(dataDir), { recursive: true });
chmodSync(dirname(dataDir), 0o755);
// The extra servers' template database (support/extra-server.ts) is made afresh by each run's code.
rmSync(`${dataDir}-template`, { recursive: true, force: true });
await import('../../apps/server/dist/main.js');

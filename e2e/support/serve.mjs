// Starts the built server on a fresh embedded database, exactly as `npm start` runs it after its build.
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

const dataDir = process.env.DATA_DIR ?? 'test-results/e2e-data-3100';
rmSync(dataDir, { recursive: true, force: true });
// Made here, not by the server (whose umask is 077): as root, the embedded PostgreSQL's own user must
// pass through the folders above DATA_DIR (docs/decisions/065), and test artefacts are no secret.
mkdirSync(dirname(dataDir), { recursive: true });
chmodSync(dirname(dataDir), 0o755);
// The extra servers' template database (support/extra-server.ts) is made afresh by each run's code.
rmSync(`${dataDir}-template`, { recursive: true, force: true });
await import('../../apps/server/dist/main.js');

// Starts the built server on a fresh embedded database, exactly as `npm start` runs it after its build.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR ?? 'test-results/e2e-data-3100';
rmSync(dataDir, { recursive: true, force: true });
// The extra servers' template database (support/extra-server.ts) is made afresh by each run's code.
rmSync(`${dataDir}-template`, { recursive: true, force: true });
await import('../../apps/server/dist/main.js');

// Starts the built server on a fresh embedded database, exactly as `npm start` runs it after its build.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? 'test-results/e2e-data-3100', { recursive: true, force: true });
await import('../../apps/server/dist/main.js');

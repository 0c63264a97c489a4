// A process that holds DATA_DIR's embedded PostgreSQL the way the server does (openDb), prints
// `ready` and waits: for tests that kill it (-9) or stop it (SIGTERM) without a whole server.
import { openDb } from '../../src/db/open-db.ts';

const db = await openDb({ databaseUrl: undefined, dataDir: process.env.DATA_DIR as string });
process.once('SIGTERM', () => void db.close().then(() => process.exit(0)));
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { openDb } from '../src/db/open-db.ts';
import { createWebhookQueue } from '../src/partner/webhooks/webhook-queue.ts';
import { createPiiProtector } from '../src/security/pii-crypto.ts';
import { TEST_KEYS } from './helpers/test-app.ts';
import { CRASH_TEST_QUEUE } from './helpers/webhook-crash-settings.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WORKER = fileURLToPath(new URL('./helpers/webhook-worker-process.ts', import.meta.url));

it('loses no webhook when the delivering process is killed with -9 mid-delivery', { timeout: 90_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qc-webhook-crash-'));
  const received: IncomingHttpHeaders[] = [];
  let firstArrived: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (firstArrived = resolve));
  // The first delivery is left hanging (the process is killed while it waits); later ones succeed.
  const receiver = createServer((request, response) => {
    received.push(request.headers);
    request.resume();
    if (received.length === 1) return firstArrived();
    response.statusCode = 204;
    response.end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as { port: number }).port;
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      cwd: REPO_ROOT,
      env: { ...process.env, WEBHOOK_DATA_DIR: dataDir, WEBHOOK_URL: `http://127.0.0.1:${port}/hooks` },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    await arrived;
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    // Another process on the same database (the dead one's PostgreSQL stopped and started again by it):
    // the delivery the dead one left active is tried again.
    const db = await openDb({ databaseUrl: undefined, dataDir });
    const queue = createWebhookQueue({
      db,
      pii: createPiiProtector(TEST_KEYS.piiKey),
      log: { info: () => {}, warn: () => {}, error: () => {} } as never,
      development: true,
      ...CRASH_TEST_QUEUE,
    });
    try {
      await queue.start();
      await expect.poll(() => received.length, { timeout: 30_000, interval: 100 }).toBe(2);
      expect(received[1]!['webhook-id']).toBe(received[0]!['webhook-id']);
    } finally {
      await queue.stop();
      await db.close();
    }
  } finally {
    receiver.closeAllConnections();
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

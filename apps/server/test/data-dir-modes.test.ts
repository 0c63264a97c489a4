import { access, chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, stopServer, type ServerProcess } from './helpers/server-process.ts';

/** Every path under `root` (itself included) with its permission bits, symbolic links left out. */
async function modesUnder(root: string): Promise<Map<string, { directory: boolean; mode: number }>> {
  const modes = new Map<string, { directory: boolean; mode: number }>();
  async function walk(path: string) {
    const info = await lstat(path);
    if (info.isSymbolicLink()) return;
    modes.set(path, { directory: info.isDirectory(), mode: info.mode & 0o777 });
    if (info.isDirectory()) for (const name of await readdir(path)) await walk(join(path, name));
  }
  await walk(root);
  return modes;
}

/**
 * As root, DATA_DIR itself lets the embedded PostgreSQL's own user through (0710, no listing): its
 * cluster is inside (docs/decisions/065). Everything inside is private either way.
 */
const DATA_DIR_MODE = process.getuid?.() === 0 ? 0o710 : 0o700;

/** Paths whose mode is not the private one: 0700 for a folder, 0600 for a file (DATA_DIR: DATA_DIR_MODE). */
async function notPrivate(root: string): Promise<string[]> {
  return [...(await modesUnder(root))]
    .filter(([path, { directory, mode }]) => mode !== (path === root ? DATA_DIR_MODE : directory ? 0o700 : 0o600))
    .map(([path, { mode }]) => `${path} ${mode.toString(8)}`);
}

describe('DATA_DIR of the embedded database', () => {
  let parent: string;
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'qc-modes-'));
    // As root, the embedded PostgreSQL's own user must pass through to DATA_DIR (embedded-postgres.test.ts).
    await chmod(parent, 0o755);
    dataDir = join(parent, 'data');
  });
  afterAll(async () => {
    await stopServer(server);
    await rm(parent, { recursive: true, force: true });
  });

  it('is readable by the server’s own user only: its keys and every file of its PostgreSQL', async () => {
    // No keys in the environment: the server generates them into DATA_DIR.
    server = spawnServer({ DATA_DIR: dataDir, TOKEN_SECRET: '', PII_KEY: '' });
    await server.listening(120_000);
    await stopServer(server);
    // PostgreSQL's own shutdown ends with its pid file; on a loaded machine it may outlast the server's
    // grace (which then leaves it the fast-shutdown signal): the files are read once it has ended.
    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    await expect
      .poll(
        () =>
          access(pidFile).then(
            () => 'running',
            () => 'stopped',
          ),
        { timeout: 60_000 },
      )
      .toBe('stopped');
    const modes = await modesUnder(dataDir);
    expect(modes.get(join(dataDir, 'keys.json'))).toEqual({ directory: false, mode: 0o600 });
    expect([...modes.keys()].filter((path) => path.startsWith(join(dataDir, 'postgres'))).length).toBeGreaterThan(100);
    expect(await notPrivate(dataDir)).toEqual([]);
  }, 150_000);

  it('is made private again at start when a server from before left its files open to every account', async () => {
    // Servers before the umask left files 0666. PostgreSQL refuses a cluster open to others: the start
    // makes it private before PostgreSQL starts.
    for (const [path, { directory }] of await modesUnder(dataDir)) await chmod(path, directory ? 0o777 : 0o666);
    expect((await notPrivate(dataDir)).length).toBeGreaterThan(100);
    server = spawnServer({ DATA_DIR: dataDir, TOKEN_SECRET: '', PII_KEY: '' });
    const url = await server.listening(120_000);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(await notPrivate(dataDir)).toEqual([]);
    // Its start-up ends with one plain line saying where to go (stderr): the log stays JSON.
    const port = new URL(url).port;
    await expect
      .poll(() => server?.output(), { timeout: 10_000 })
      .toContain(`QuickCheck is running: open http://localhost:${port}/\n`);
    const logLines = server.logOutput().trim().split('\n');
    expect(logLines.filter((line) => !line.startsWith('{'))).toEqual([]);
  }, 150_000);
});

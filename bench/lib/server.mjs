// Starts the built server the way `npm start` does, but on a free loopback port, with a
// throw-away database and the rate limiter opened up so it cannot throttle the load test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const HEALTH_TIMEOUT_MS = 60_000;

/**
 * The bench measures what is built; it only builds when there is nothing to measure. It
 * returns when each output was built, because a stale dist/ silently measures old code.
 */
export function ensureBuilt(repoRoot) {
  const outputs = { web: 'apps/web/dist/index.html', server: 'apps/server/dist/main.js' };
  const full = (file) => path.join(repoRoot, file);
  let ranBuild = false;
  if (!Object.values(outputs).every((file) => existsSync(full(file)))) {
    console.log('Build output missing: running `npm run build` first…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
    ranBuild = true;
  }
  return {
    ranBuild,
    webBuiltAt: statSync(full(outputs.web)).mtime.toISOString(),
    serverBuiltAt: statSync(full(outputs.server)).mtime.toISOString(),
  };
}

function canListen(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address();
      probe.close(() => resolve(bound));
    });
  });
}

/** The preferred port when it is free (stable URLs in the results), else any free one. */
async function freePort(preferred) {
  return (await canListen(preferred)) ?? (await canListen(0));
}

async function waitHealthy(baseUrl, child) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet (the embedded PostgreSQL's first start runs initdb): try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Spawns `node apps/server/dist/main.js` (or another bundle, `entry`) and resolves once it is healthy.
 * Its output goes to a log file rather than a pipe: an unread pipe fills up under load and would
 * stall the server.
 */
export async function startServer(
  repoRoot,
  { preferredPort = 3200, extraEnv = {}, entry = 'apps/server/dist/main.js' } = {},
) {
  const port = await freePort(preferredPort);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quickcheck-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_SCALE: '100000',
    ...extraEnv,
  };
  // A DATABASE_URL from the caller's shell would send the load to a shared PostgreSQL: only one the
  // bench chose itself (extraEnv) is used.
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = {
    repoRoot,
    child,
    port,
    baseUrl,
    dataDir,
    logFile,
    env,
    stop: (options) => stopServer(server, options),
  };
  try {
    await waitHealthy(baseUrl, child);
  } catch (error) {
    const log = tail(logFile);
    await stopServer(server);
    throw new Error(`${error.message}\n--- server log (last lines) ---\n${log}`);
  }
  return server;
}

/**
 * SIGTERM first so the server can stop its PostgreSQL cleanly; SIGKILL if it lingers. Idempotent.
 * `keepData` leaves the data directory for a measurement that follows (the server floors).
 */
export async function stopServer(server, { keepData = false } = {}) {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  if (!keepData && !process.env.BENCH_KEEP_DATA) rmSync(server.dataDir, { recursive: true, force: true });
}

/** Synchronous last resort for `process.on('exit')`: no awaiting is possible there. */
export function killServerNow(server) {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  if (!process.env.BENCH_KEEP_DATA) rmSync(server.dataDir, { recursive: true, force: true });
}

export { tail as serverLogTail };

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_KEYS } from './test-settings.ts';

/** The repository root: `--import tsx` and the relative DATA_DIR default resolve from here. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
/** Fastify's first log line names the address: the port is chosen by the OS (PORT=0), so runs never collide. */
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
/** Variables a test must set itself: inheriting them from the shell would point the server elsewhere. */
const NOT_INHERITED = ['DATABASE_URL', 'DATA_DIR', 'PORT', 'HOST', 'TOKEN_SECRET', 'PII_KEY', 'AGENCY_TIMEOUT_MS'];

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly pid: number;
  readonly child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** stdout alone so far: the log, one JSON object a line. */
  logOutput(): string;
  /** Resolves once the process has ended. */
  readonly exited: Promise<ExitStatus>;
  /** Resolves with the base URL once the server listens; rejects if it exits first or takes too long. */
  listening(timeoutMs?: number): Promise<string>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * Runs the real server entry (src/main.ts through tsx, so `npm test` needs no build) as its
 * own process on a free port, with the test keys unless env overrides them.
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !NOT_INHERITED.includes(key)));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      TOKEN_SECRET: TEST_KEYS.tokenSecret,
      PII_KEY: TEST_KEYS.piiKey,
      RATE_LIMIT_SCALE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<ExitStatus>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  if (child.pid === undefined) throw new Error('The server process did not start');
  return {
    pid: child.pid,
    child,
    output: () => text,
    logOutput: () => stdout,
    exited,
    kill: (signal) => void child.kill(signal),
    listening: (timeoutMs = 60_000) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`Server not listening after ${timeoutMs} ms:\n${text}`)),
          timeoutMs,
        );
        const check = () => {
          const url = LISTENING.exec(text)?.[1];
          if (url) finish(undefined, url);
        };
        const onExit = (status: ExitStatus) => finish(new Error(`Server exited (${JSON.stringify(status)}):\n${text}`));
        function finish(error: Error | undefined, url?: string) {
          clearTimeout(timer);
          child.stdout.off('data', check);
          if (error) reject(error);
          else resolve(url as string);
        }
        child.stdout.on('data', check);
        void exited.then(onExit);
        check();
      }),
  };
}

/** Ends a process the test started and waits for it; SIGKILL when it is still running after a while. */
export async function stopServer(server: ServerProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return server?.exited;
  server.kill(signal);
  const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Resolves with the process's URL once `path` answers 200 on `port` (a fixed port, so a restarted
 * process comes back where the proxy expects it); rejects if it exits first or takes two minutes.
 */
export async function answeringAt(server: ServerProcess, port: number, path = '/api/health/live'): Promise<string> {
  const url = `http://127.0.0.1:${port}`;
  const giveUp = Date.now() + 120_000;
  while (Date.now() < giveUp && server.child.exitCode === null) {
    if (
      await fetch(`${url}${path}`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on port ${port} did not come up:\n${server.output()}`);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface ExtraServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second built server with its own settings (e.g. a kill-switch list) on its own port and
 * fresh embedded database, for the few journeys the main test server's settings cannot show.
 * `prepare` runs on that database before the server holds it (a command such as ops:user).
 */
export async function startExtraServer(
  env: Record<string, string>,
  portOffset: number,
  { onLogLine, prepare }: { onLogLine?: (line: string) => void; prepare?: (serverEnv: NodeJS.ProcessEnv) => void } = {},
): Promise<ExtraServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + portOffset;
  const dataDir = `test-results/e2e-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const serverEnv = { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  prepare?.(serverEnv);
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...serverEnv, LOG_LEVEL: onLogLine ? 'info' : 'warn' },
    stdio: ['ignore', onLogLine ? 'pipe' : 'ignore', 'ignore'],
  });
  if (onLogLine && child.stdout) createInterface({ input: child.stdout }).on('line', onLogLine);
  const baseURL = `http://localhost:${port}`;
  // Generous: a shared CI machine under load takes tens of seconds to open the embedded database.
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`The extra server on port ${port} did not become healthy`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

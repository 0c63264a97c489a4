import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface ExtraServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A migrated embedded database, made once per run (e2e/support/serve.mjs removes the last run's) and
 * copied for each extra server: creating and migrating one took most of a start (20 s of 27 on a loaded
 * machine, against 7 s on a copy). Beside the main server's data (playwright.config.ts).
 */
async function migratedTemplate(): Promise<string> {
  const template = `test-results/e2e-data-${process.env.E2E_PORT ?? 3100}-template`;
  if (existsSync(template)) return template;
  const partial = `${template}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const migrate = spawn(process.execPath, ['apps/server/dist/migrate.js'], {
    env: { ...process.env, DATA_DIR: partial },
    stdio: 'ignore',
  });
  const code = await new Promise<number | null>((resolve) => migrate.once('exit', resolve));
  if (code !== 0) throw new Error(`Migrating the extra servers' template database failed (exit ${code})`);
  try {
    // Renamed into place whole: a worker never copies a half-made template.
    renameSync(partial, template);
  } catch {
    // Another worker's is there already.
    rmSync(partial, { recursive: true, force: true });
  }
  return template;
}

/**
 * A second built server with its own settings (e.g. a kill-switch list) on its own port and
 * fresh embedded database (a copy of the run's migrated template), for the few journeys the main test server's settings cannot show.
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
  cpSync(await migratedTemplate(), dataDir, { recursive: true });
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

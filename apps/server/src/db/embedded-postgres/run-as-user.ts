import { execFileSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** The operating-system user PostgreSQL runs as when the server runs as root. */
export interface RunAsUser {
  name: string;
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. Rather than create an account (a side effect on the machine),
 * a server started as root runs PostgreSQL as `nobody`, the unprivileged user every Unix has, and
 * says so at start (docs/decisions/065). Undefined when the server is not root: PostgreSQL runs as
 * the server's own user.
 */
export const ROOT_RUNS_POSTGRES_AS = 'nobody';

function idOf(flag: '-u' | '-g', name: string): number {
  return Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
}

export function postgresRunAsUser(): RunAsUser | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  try {
    return {
      name: ROOT_RUNS_POSTGRES_AS,
      uid: idOf('-u', ROOT_RUNS_POSTGRES_AS),
      gid: idOf('-g', ROOT_RUNS_POSTGRES_AS),
    };
  } catch {
    throw new Error(
      `QuickCheck runs as root, and PostgreSQL refuses to. This machine has no user '${ROOT_RUNS_POSTGRES_AS}' to run the embedded PostgreSQL as: ` +
        `run QuickCheck as an ordinary user (for example \`su <user> -c 'npm start'\`), or set DATABASE_URL to a PostgreSQL of your own`,
    );
  }
}

/** What a root start says before it changes any owner or mode: never a silent side effect. */
export function runAsNotice(user: RunAsUser, dataDir: string, cluster: string): string {
  return (
    `QuickCheck is running as root, which PostgreSQL refuses: the embedded PostgreSQL runs as the unprivileged user ` +
    `'${user.name}' (uid ${user.uid}). ${cluster} is owned by it; ${dataDir} stays root's, with its group set to ` +
    `gid ${user.gid} and mode 0710 so that PostgreSQL can pass through it (not list or read it). ` +
    `To avoid this, run QuickCheck as an ordinary user.`
  );
}

/** Whether `user` may pass through a directory (search permission), by its owner, group and mode. */
async function mayPass(directory: string, user: RunAsUser): Promise<boolean> {
  const { uid, gid, mode } = await stat(directory);
  if (uid === user.uid) return (mode & 0o100) !== 0;
  if (gid === user.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/**
 * The run-as user must pass through every directory above DATA_DIR to reach its cluster. Checked
 * before anything is changed: a DATA_DIR under a private folder (root's home is 0700) is refused
 * with what to do, never opened up.
 */
export async function assertReachable(dataDir: string, user: RunAsUser): Promise<void> {
  for (let directory = dirname(resolve(dataDir)); ; directory = dirname(directory)) {
    if (!(await mayPass(directory, user))) {
      const mode = ((await stat(directory)).mode & 0o777).toString(8).padStart(4, '0');
      throw new Error(
        `QuickCheck runs as root, and PostgreSQL refuses to: the embedded PostgreSQL runs as the unprivileged user '${user.name}', ` +
          `who cannot reach DATA_DIR ${resolve(dataDir)} (${directory} is ${mode}). Set DATA_DIR to a directory it can pass through ` +
          `(for example DATA_DIR=/var/lib/quickcheck), run QuickCheck as an ordinary user, or set DATABASE_URL`,
      );
    }
    if (directory === dirname(directory)) return;
  }
}

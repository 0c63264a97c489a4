import { execFileSync } from 'node:child_process';
import { chmod, chown, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
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
function mayPass({ uid, gid, mode }: Stats, user: RunAsUser): boolean {
  if (uid === user.uid) return (mode & 0o100) !== 0;
  if (gid === user.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(4, '0');

/** A path the run-as user must reach, and what it is, for what is said. */
export interface Destination {
  path: string;
  what: string;
}

/**
 * The run-as user must pass through every directory above each destination (DATA_DIR; the folder
 * of PostgreSQL's programs). One it cannot pass that is root's and gives its group nothing (a 0700
 * temporary folder or home) is given the user's group with search only (0700 → 0710): the user may
 * pass, not list or read, and no one loses access. Everything is checked before anything changes:
 * a directory that could be opened only by taking access from its group or owner is refused, with
 * what to do. Returns each change made, to be said.
 */
export async function openPassage(destinations: readonly Destination[], user: RunAsUser): Promise<string[]> {
  const closed = new Map<string, { mode: number; what: string }>();
  for (const { path, what } of destinations)
    for (let directory = dirname(resolve(path)); ; directory = dirname(directory)) {
      const found = await stat(directory);
      if (!mayPass(found, user) && !closed.has(directory)) {
        if (found.uid !== 0 || (found.mode & 0o070) !== 0)
          throw new Error(
            `QuickCheck runs as root, and PostgreSQL refuses to: the embedded PostgreSQL runs as the unprivileged user '${user.name}', ` +
              `who cannot reach ${what} ${resolve(path)} (${directory} is ${octal(found.mode)}, and opening it would take access from its group). ` +
              `Set DATA_DIR to a directory it can pass through (for example DATA_DIR=/var/lib/quickcheck), run QuickCheck as an ordinary user, or set DATABASE_URL`,
          );
        closed.set(directory, { mode: found.mode, what });
      }
      if (directory === dirname(directory)) break;
    }
  const said: string[] = [];
  for (const [directory, { mode, what }] of closed) {
    await chown(directory, 0, user.gid);
    await chmod(directory, (mode & 0o7777) | 0o010);
    said.push(
      `QuickCheck runs as root, so its PostgreSQL runs as '${user.name}', who must pass through ${directory} to reach ${what}: ` +
        `that folder now has '${user.name}'s group (gid ${user.gid}) with search only (${octal(mode)} → ${octal(mode | 0o010)}: it may pass, not list or read). ` +
        `To avoid this, run QuickCheck as an ordinary user.`,
    );
  }
  return said;
}

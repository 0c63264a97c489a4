import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** DATA_DIR holds the keys and the embedded database's personal data: the server's own user only. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIRECTORY_MODE = 0o700;
/**
 * As root, DATA_DIR lets one group through (not list, not read): the unprivileged user the embedded
 * PostgreSQL runs as must reach its cluster inside (embedded-postgres/run-as-user.ts).
 */
export const ROOT_DATA_DIR_MODE = 0o710;
/** Set at process start, so everything the server and the PostgreSQL it starts create is private. */
export const PRIVATE_UMASK = 0o077;

async function makeTreePrivate(directory: string): Promise<number> {
  let changed = 0;
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    // A symbolic link's own mode means nothing, and its target may not be ours to change.
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) changed += await makeTreePrivate(path);
    const wanted = entry.isDirectory() ? PRIVATE_DIRECTORY_MODE : PRIVATE_FILE_MODE;
    if (((await stat(path)).mode & 0o777) !== wanted) {
      await chmod(path, wanted);
      changed += 1;
    }
  }
  return changed;
}

/**
 * Creates DATA_DIR (0700; 0710 as root) or makes an existing one private: every folder inside 0700,
 * every file 0600. Files left open by an earlier server (before the umask) are fixed at the next start.
 * Returns how many modes it changed.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<number> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  let changed = 0;
  const wanted = process.getuid?.() === 0 ? ROOT_DATA_DIR_MODE : PRIVATE_DIRECTORY_MODE;
  if (((await stat(dataDir)).mode & 0o777) !== wanted) {
    await chmod(dataDir, wanted);
    changed += 1;
  }
  return changed + (await makeTreePrivate(dataDir));
}

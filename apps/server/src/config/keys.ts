import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from './env.ts';

/** The two secrets the server needs; both at least 32 characters. */
export interface ServerKeys {
  tokenSecret: string;
  piiKey: string;
}

export const KEYS_FILE = 'keys.json';
const MIN_LENGTH = 32;

const generate = () => randomBytes(32).toString('base64url');

async function readKeysFile(path: string): Promise<ServerKeys | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const record = JSON.parse(text) as Record<string, unknown> | null;
  const valid = (value: unknown): value is string => typeof value === 'string' && value.length >= MIN_LENGTH;
  if (!valid(record?.tokenSecret) || !valid(record?.piiKey)) {
    throw new Error(`${path} is malformed: expected tokenSecret and piiKey of at least ${MIN_LENGTH} characters`);
  }
  return { tokenSecret: record.tokenSecret, piiKey: record.piiKey };
}

/**
 * Writes fresh keys to a private temporary file, then links it into place: the link either
 * creates a complete file or fails because one exists, so processes starting together
 * never read a half-written file and all end up with the winner's keys.
 */
async function createKeysFile(dataDir: string, path: string): Promise<ServerKeys> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const keys = { tokenSecret: generate(), piiKey: generate() };
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = await readKeysFile(path);
    if (!existing) throw error;
    return existing;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/**
 * Keys from the environment win. A missing one is read from DATA_DIR/keys.json, generated there
 * once (mode 0600) so form tokens and encrypted answers survive restarts in development.
 */
export async function loadOrCreateKeys(
  config: Pick<ServerConfig, 'dataDir' | 'tokenSecret' | 'piiKey'>,
): Promise<ServerKeys> {
  if (config.tokenSecret && config.piiKey) return { tokenSecret: config.tokenSecret, piiKey: config.piiKey };
  const path = join(config.dataDir, KEYS_FILE);
  const fileKeys = (await readKeysFile(path)) ?? (await createKeysFile(config.dataDir, path));
  return {
    tokenSecret: config.tokenSecret ?? fileKeys.tokenSecret,
    piiKey: config.piiKey ?? fileKeys.piiKey,
  };
}

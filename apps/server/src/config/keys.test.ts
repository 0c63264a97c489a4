import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateKeys } from './keys.ts';

describe('development keys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'qc-keys-')), 'data');
  });
  afterEach(async () => rm(join(dataDir, '..'), { recursive: true, force: true }));

  it('generates both keys once into keys.json with mode 0600 and reuses them', async () => {
    const first = await loadOrCreateKeys({ dataDir, tokenSecret: undefined, piiKey: undefined });
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.piiKey.length).toBeGreaterThanOrEqual(32);
    expect(first.tokenSecret).not.toBe(first.piiKey);
    expect((await stat(join(dataDir, 'keys.json'))).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateKeys({ dataDir, tokenSecret: undefined, piiKey: undefined })).toEqual(first);
  });

  it('prefers keys from the environment and never writes them to disk', async () => {
    const tokenSecret = 'env-token-secret-0123456789abcdefghij';
    const keys = await loadOrCreateKeys({ dataDir, tokenSecret, piiKey: undefined });
    expect(keys.tokenSecret).toBe(tokenSecret);
    expect(await readFile(join(dataDir, 'keys.json'), 'utf8')).not.toContain(tokenSecret);
  });

  it('gives the same keys to processes starting together', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => loadOrCreateKeys({ dataDir, tokenSecret: undefined, piiKey: undefined })),
    );
    expect(new Set(results.map((keys) => keys.tokenSecret)).size).toBe(1);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENTRY_FILE } from '@quickcheck/contracts';

export interface StandInServerBuild {
  webRoot: string;
  ssrRoot: string;
  /** Deletes the build's directory. */
  remove(): Promise<void>;
}

/**
 * A stand-in for the web and server-render builds in a fresh temp directory: the page template and
 * the render entry, plus the Vite manifest when given. Tests of pages the server draws start
 * `startTestApp` with its `webRoot` and `ssrRoot`.
 */
export async function writeStandInServerBuild(files: {
  indexHtml: string;
  entry: string;
  manifest?: Record<string, unknown>;
}): Promise<StandInServerBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'qc-build-'));
  const webRoot = join(dir, 'web');
  const ssrRoot = join(dir, 'ssr');
  await mkdir(join(webRoot, '.vite'), { recursive: true });
  await mkdir(ssrRoot);
  await writeFile(join(webRoot, 'index.html'), files.indexHtml);
  await writeFile(join(ssrRoot, SERVER_ENTRY_FILE), files.entry);
  if (files.manifest) await writeFile(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(files.manifest));
  return { webRoot, ssrRoot, remove: () => rm(dir, { recursive: true, force: true }) };
}

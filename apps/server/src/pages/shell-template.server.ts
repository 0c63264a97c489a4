import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { brandPreloadsFrom, type BrandPreloads } from './brand-preloads.ts';
import { missingPlaceholders } from './render-shell.ts';

export interface LoadedShell {
  /** The web build's index.html. */
  template: string;
  /** Each brand's lazy chunks, for modulepreload links (empty without a build manifest). */
  brandPreloads: BrandPreloads;
  /** Vite's build manifest as read ('{}' without one). */
  manifestJson: string;
}

export interface ShellTemplate {
  /** The web build's shell, or undefined while there is no build. */
  get(): Promise<LoadedShell | undefined>;
}

/**
 * Reads webRoot/index.html (and the build manifest beside it) once and keeps them. Without a
 * build the server still runs (API tests, API-only use); it keeps looking so a later build is picked up.
 */
export function shellTemplate(webRoot: string, log: FastifyBaseLogger): ShellTemplate {
  const path = join(webRoot, 'index.html');
  let cached: LoadedShell | undefined;
  let warned = false;
  return {
    async get() {
      if (cached !== undefined) return cached;
      let template: string;
      try {
        template = await readFile(path, 'utf8');
      } catch {
        if (!warned) log.warn({ path }, 'web build not found: pages answer 503 until it exists');
        warned = true;
        return undefined;
      }
      const missing = missingPlaceholders(template);
      if (missing.length > 0) log.warn({ missing }, 'index.html lacks page placeholders');
      const manifest = await readFile(join(webRoot, '.vite', 'manifest.json'), 'utf8').catch(() => '{}');
      cached = { template, brandPreloads: brandPreloadsFrom(manifest), manifestJson: manifest };
      return cached;
    },
  };
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { missingPlaceholders } from './render-shell.ts';

export interface ShellTemplate {
  /** The web build's index.html, or undefined while there is no build. */
  get(): Promise<string | undefined>;
}

/**
 * Reads webRoot/index.html once and keeps it. Without a build the server still runs
 * (API tests, API-only use); it keeps looking so a build made later is picked up.
 */
export function shellTemplate(webRoot: string, log: FastifyBaseLogger): ShellTemplate {
  const path = join(webRoot, 'index.html');
  let cached: string | undefined;
  let warned = false;
  return {
    async get() {
      if (cached !== undefined) return cached;
      try {
        cached = await readFile(path, 'utf8');
      } catch {
        if (!warned) log.warn({ path }, 'web build not found: pages answer 503 until it exists');
        warned = true;
        return undefined;
      }
      const missing = missingPlaceholders(cached);
      if (missing.length > 0) log.warn({ missing }, 'index.html lacks page placeholders');
      return cached;
    },
  };
}

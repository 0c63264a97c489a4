import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { SERVER_ENTRY_FILE, type ServerEntry } from '@quickcheck/contracts';

export interface ServerRenderer {
  /** The web build's server entry, or undefined while there is none (pages are then drawn in the browser). */
  get(): Promise<ServerEntry | undefined>;
}

/**
 * Loads the web package's SSR entry (built by Vite beside the browser build) once. Loaded by file
 * URL at run time, never bundled: the server and the web app do not import each other's source.
 * Without the build the pages still work, drawn by the browser as before; a later build is picked up.
 */
export function serverRenderer(ssrRoot: string, log: FastifyBaseLogger): ServerRenderer {
  const path = join(ssrRoot, SERVER_ENTRY_FILE);
  let cached: ServerEntry | undefined;
  let warned = false;
  return {
    async get() {
      if (cached) return cached;
      const exists = await access(path).then(
        () => true,
        () => false,
      );
      if (!exists) {
        if (!warned) log.warn({ path }, 'server render build not found: pages are drawn in the browser');
        warned = true;
        return undefined;
      }
      const entry = (await import(pathToFileURL(path).href)) as Partial<ServerEntry>;
      if (typeof entry.render !== 'function' || !Array.isArray(entry.drawnLazyModules)) {
        if (!warned) log.error({ path }, 'server render build lacks render or drawnLazyModules');
        warned = true;
        return undefined;
      }
      cached = { render: entry.render, drawnLazyModules: entry.drawnLazyModules };
      return cached;
    },
  };
}

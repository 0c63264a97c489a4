import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { SERVER_ENTRY_FILE, type RenderPage } from '@quickcheck/contracts';

export interface ServerRenderer {
  /** The web build's render function, or undefined while there is no SSR build (pages are then drawn in the browser). */
  get(): Promise<RenderPage | undefined>;
}

/**
 * Loads the web package's SSR entry (built by Vite beside the browser build) once. Loaded by file
 * URL at run time, never bundled: the server and the web app do not import each other's source.
 * Without the build the pages still work, drawn by the browser as before; a later build is picked up.
 */
export function serverRenderer(ssrRoot: string, log: FastifyBaseLogger): ServerRenderer {
  const path = join(ssrRoot, SERVER_ENTRY_FILE);
  let cached: RenderPage | undefined;
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
      const entry = (await import(pathToFileURL(path).href)) as { render?: RenderPage };
      if (typeof entry.render !== 'function') {
        if (!warned) log.error({ path }, 'server render build has no render function');
        warned = true;
        return undefined;
      }
      cached = entry.render;
      return cached;
    },
  };
}

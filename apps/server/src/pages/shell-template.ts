import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { brandPreloadsFrom, type BrandPreloads } from './brand-preloads.ts';
import { inlineStyle, inlineTemplateStylesheets, type InlineStyle } from './inline-styles.ts';
import { missingPlaceholders, withScriptPriority } from './render-shell.ts';

export interface LoadedShell {
  /** The web build's index.html, its linked style sheets sent inline instead, its entry script at low priority. */
  template: string;
  /** The CSP hashes of the style elements the template now holds. */
  templateStyleHashes: string[];
  /** Each brand's lazy chunks, for modulepreload links (empty without a build manifest). */
  brandPreloads: BrandPreloads;
  /** Every CSS file of the build by page URL ('/assets/…'), ready to send inline. */
  styles: ReadonlyMap<string, InlineStyle>;
  /** Vite's build manifest as read ('{}' without one). */
  manifestJson: string;
}

export interface ShellTemplate {
  /** The web build's shell, or undefined while there is no build. */
  get(): Promise<LoadedShell | undefined>;
}

/** The CSS files the manifest names, read once (a few KB in all): a file that cannot be read stays linked. */
async function readStyles(webRoot: string, manifestJson: string): Promise<Map<string, InlineStyle>> {
  let manifest: Record<string, { css?: string[] }>;
  try {
    manifest = JSON.parse(manifestJson) as typeof manifest;
  } catch {
    return new Map();
  }
  const files = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
  const styles = new Map<string, InlineStyle>();
  for (const file of files) {
    const css = await readFile(join(webRoot, file), 'utf8').catch(() => undefined);
    const style = css === undefined ? undefined : inlineStyle(css, `/${file}`);
    if (style) styles.set(`/${file}`, style);
  }
  return styles;
}

/**
 * Reads webRoot/index.html (and the build manifest and CSS beside it) once and keeps them. Without
 * a build the server still runs (API tests, API-only use); it keeps looking so a later build is picked up.
 */
export function shellTemplate(webRoot: string, log: FastifyBaseLogger): ShellTemplate {
  const path = join(webRoot, 'index.html');
  let cached: LoadedShell | undefined;
  let warned = false;
  return {
    async get() {
      if (cached !== undefined) return cached;
      let built: string;
      try {
        built = await readFile(path, 'utf8');
      } catch {
        if (!warned) log.warn({ path }, 'web build not found: pages answer 503 until it exists');
        warned = true;
        return undefined;
      }
      const missing = missingPlaceholders(built);
      if (missing.length > 0) log.warn({ missing }, 'index.html lacks page placeholders');
      const manifest = await readFile(join(webRoot, '.vite', 'manifest.json'), 'utf8').catch(() => '{}');
      const styles = await readStyles(webRoot, manifest);
      const { template, cspHashes } = inlineTemplateStylesheets(withScriptPriority(built), (href) => styles.get(href));
      cached = {
        template,
        templateStyleHashes: cspHashes,
        brandPreloads: brandPreloadsFrom(manifest),
        styles,
        manifestJson: manifest,
      };
      return cached;
    },
  };
}

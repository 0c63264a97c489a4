import { createHash } from 'node:crypto';
import { escapeHtml } from './escape-html.ts';

/**
 * A style sheet sent inside the page instead of linked: the first paint waits for no request
 * (docs/decisions/017-first-paint-in-the-document.md). The CSP allows it by its hash.
 */
export interface InlineStyle {
  css: string;
  /** CSP source for exactly this text: `'sha256-…'`. */
  cspHash: string;
  /** The built file it came from, if any: named by a disabled link so Vite never loads it again. */
  href?: string;
}

/** The CSP hash source of a `<style>` element's text. */
export const cspHashOf = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** Undefined for CSS that could close its element (never in a build, but never trusted either). */
export function inlineStyle(css: string, href?: string): InlineStyle | undefined {
  if (/<\/style/i.test(css)) return undefined;
  return { css, cspHash: cspHashOf(css), ...(href === undefined ? {} : { href }) };
}

/**
 * The element, and for a built file a `disabled` link to it: a disabled style sheet is never
 * fetched nor applied, but Vite's loader of lazy chunks sees the URL as present and does not
 * append the same rules again later (which would reorder the cascade).
 */
export function inlineStyleHtml(style: InlineStyle): string {
  const marker = style.href === undefined ? '' : `<link rel="stylesheet" href="${escapeHtml(style.href)}" disabled>`;
  return `<style>${style.css}</style>${marker}`;
}

const TEMPLATE_STYLESHEET = /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The template with each style sheet Vite linked into it (the entry's CSS) sent inline in its
 * place, and the inline styles' CSP hashes. A sheet `cssOf` cannot give stays linked.
 */
export function inlineTemplateStylesheets(
  template: string,
  cssOf: (href: string) => InlineStyle | undefined,
): { template: string; cspHashes: string[] } {
  const cspHashes: string[] = [];
  const inlined = template.replace(TEMPLATE_STYLESHEET, (link, href: string) => {
    const style = cssOf(href);
    if (!style) return link;
    cspHashes.push(style.cspHash);
    return inlineStyleHtml(style);
  });
  return { template: inlined, cspHashes };
}

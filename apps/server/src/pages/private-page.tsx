import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface PrivatePageOptions {
  lang: string;
  title: string;
  /** What the page's head adds: its stylesheet or inline style, its icon. */
  head: ReactNode;
  body: ReactNode;
}

/**
 * A whole page drawn for one reader, never for a search engine: the operator console's pages and a
 * person's data export share this head and frame. Never indexed (meta robots), no script; React's
 * renderer escapes every value put in it.
 */
export function renderPrivatePage({ lang, title, head, body }: PrivatePageOptions): string {
  const page = (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{title}</title>
        {head}
      </head>
      <body>{body}</body>
    </html>
  );
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}

import type { FormResponse } from './form-response.ts';
import type { PageConfig } from './page-config.ts';

/**
 * Agreed between apps/server and the web build's server entry (apps/web/dist-ssr/entry-server.js):
 * the server resolves the request, the web entry draws the page. Neither imports the other's source.
 */

/** Id of the JSON block that hands the server-issued form to the hydrating page (no second form call). */
export const FORM_RESPONSE_ELEMENT_ID = 'form-response';

/** The web entry's file, relative to the web package's SSR build directory. */
export const SERVER_ENTRY_FILE = 'entry-server.js';

export interface ServerRenderRequest {
  config: PageConfig;
  pathname: string;
  search: string;
  /** The request's User-Agent: parts that depend on the device (a phone) are drawn as the browser will. */
  userAgent?: string;
  /**
   * GET /api/form's answer for the journey the server resolved for this request (the config's
   * `journey`), issued in-process: the web entry decides whether the page needs one. Rejects for
   * an edit link (`quotation`): its form needs the owner cookie, which only /api sees.
   */
  issueForm(): Promise<FormResponse>;
}

export interface ServerRenderResult {
  /** The markup inside #root, hydrated by the browser. */
  html: string;
  /** The form the markup was drawn with, embedded for hydration; absent when the form was not drawn. */
  formResponse?: FormResponse;
}

export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

/** What the web build's server entry exports. */
export interface ServerEntry {
  render: RenderPage;
  /**
   * Build-manifest keys of the lazy modules the server draws on the first paint: their CSS goes in
   * the page head (the markup is styled before any script runs) and their code is preloaded.
   */
  drawnLazyModules: readonly string[];
}

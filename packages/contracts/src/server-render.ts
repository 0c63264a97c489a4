import type { Answers } from './answers.ts';
import type { OffersResponse } from './experiments.ts';
import type { FormResponse } from './form-response.ts';
import type { PageConfig } from './page-config.ts';

/**
 * Agreed between apps/server and the web build's server entry (apps/web/dist-ssr/entry-server.js):
 * the server resolves the request, the web entry draws the page. Neither imports the other's source.
 */

/** Id of the JSON block that hands the server-issued form to the hydrating page (no second form call). */
export const FORM_RESPONSE_ELEMENT_ID = 'form-response';

/**
 * A stage's form as the browser posts it when the page's script has not taken over yet (or is off):
 * control name → value, the names of docs/product/contract.md#the-form (progressive enhancement: no tap is lost).
 */
export type PostedFields = Readonly<Record<string, string>>;

/** What the page embeds of its form: the form response, and the answers it was drawn with after a post. */
export interface EmbeddedForm extends FormResponse {
  posted?: Answers;
}

/** The web entry's file, relative to the web package's SSR build directory. */
export const SERVER_ENTRY_FILE = 'entry-server.js';

export interface ServerRenderRequest {
  config: PageConfig;
  pathname: string;
  search: string;
  /** The request's User-Agent: parts that depend on the device (a phone) are drawn as the browser will. */
  userAgent?: string;
  /**
   * The request's Cookie header: the web entry reads the visitor's cookie choice from it, so a
   * first visit's banner is in the first paint (the browser still reads and writes the cookies).
   */
  cookieHeader?: string;
  /**
   * GET /api/form's answer for the journey the server resolved for this request (the config's
   * `journey`), issued in-process: the web entry decides whether the page needs one. Rejects for
   * an edit link (`quotation`): its form needs the owner cookie, which only /api sees.
   */
  issueForm(): Promise<FormResponse>;
  /**
   * A stage's form posted to this address before the page's script ran: the web entry draws the
   * stage the answers lead to (the address's), or the first stage they leave invalid with its errors,
   * keeping every answer.
   */
  postedFields?: PostedFields;
  /**
   * The offers the experiments assign to a tracking id on this request's brand (POST
   * /api/experiments/offers's answer, in-process): the web entry asks only when the cookies show
   * site-improvement consent and a tracking id, so the first paint already has the visitor's wording.
   */
  experimentOffers(tntId: string): OffersResponse;
}

export interface ServerRenderResult {
  /** The markup inside #root, hydrated by the browser. */
  html: string;
  /** The form the markup was drawn with, embedded for hydration; absent when the form was not drawn. */
  formResponse?: EmbeddedForm;
  /**
   * Build-manifest keys (relative to apps/web) of the lazy modules this markup drew, out of the
   * entry's `drawnLazyModules`: the server links their CSS in the head and preloads their code.
   */
  lazyModules?: readonly string[];
  /**
   * After a posted stage: the id of the stage whose Continue posted it (the stage before the
   * address's, as the form posts to the next stage's address). The server counts it completed when
   * the posted answers pass its rules (issue 24's funnel).
   */
  postedStage?: string;
  /** The offers the markup was drawn with, for the page config (`experimentOffers`); absent when the server could not decide them. */
  offers?: OffersResponse;
}

export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

/** What the web build's server entry exports. */
export interface ServerEntry {
  render: RenderPage;
  /**
   * Build-manifest keys of every lazy module a render may draw on the first paint (each result
   * names the ones it drew): the first-load budget counts them all.
   */
  drawnLazyModules: readonly string[];
}

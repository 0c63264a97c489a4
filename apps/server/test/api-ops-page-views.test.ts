import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  FORM_RESPONSE_ELEMENT_ID,
  QCO_STANDARD,
  SESSION_ID_HEADER,
  formResponsePayloadSchema,
} from '@quickcheck/contracts';
import { decodeJwt } from 'jose';
import { fetchForm, ordinaryAnswers, postJson, submissionFor, type FormSession } from './helpers/applicant.ts';
import { asOwner, ownerCookieOf } from './helpers/owner.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { writeStandInServerBuild, type StandInServerBuild } from './helpers/server-build.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const INDEX_HTML = `<!doctype html><html lang="en"><head><!--app-head--></head>
<body><div id="root"></div><!--app-config--></body></html>`;

/**
 * A stand-in for the web build's server entry: it draws a form everywhere, embeds the posted
 * fields as the posted answers, and names 'about-you' as the stage posted to 'your-address'.
 */
const ENTRY = `
export const drawnLazyModules = [];
export async function render({ pathname, issueForm, postedFields }) {
  const form = await issueForm();
  const posted = postedFields ? { posted: { ...postedFields } } : {};
  const postedStage = postedFields && pathname === '/eligibility/your-address' ? { postedStage: 'about-you' } : {};
  return { html: '<main>form</main>', formResponse: { ...form, ...posted }, ...postedStage };
}
`;

const ABOUT_YOU = QCO_STANDARD.stages[0]!;
const aboutYouFields = (answers: Record<string, string>) =>
  new URLSearchParams(
    Object.entries(answers).filter(([key]) => ABOUT_YOU.questions.some((question) => key.startsWith(question.id))),
  ).toString();

forEachDatabase('the form page counted as the server draws it (issue 24)', (ctx) => {
  let build: StandInServerBuild;
  let server: TestApp;

  beforeAll(async () => {
    build = await writeStandInServerBuild({ indexHtml: INDEX_HTML, entry: ENTRY });
    server = await startTestApp(ctx.db, build);
  });
  afterAll(async () => {
    await server?.close();
    await build?.remove();
  });

  /** The form the page embedded, as the browser would take it over. */
  async function formOfPage(response: Response): Promise<FormSession> {
    const html = await response.text();
    const embedded = new RegExp(`id="${FORM_RESPONSE_ELEMENT_ID}">([^<]*)<`).exec(html)?.[1];
    const token = (JSON.parse(embedded!) as { formResponse: string }).formResponse;
    return { token, payload: formResponsePayloadSchema.parse(decodeJwt(token)) };
  }

  /** A stage's Continue as the web app calls it: the session's header, no token. */
  async function stageCall(form: FormSession, stageId: string) {
    const body = { definitionId: form.payload.definition.id, stageId, answers: ordinaryAnswers() };
    const response = await postJson(server.url, '/api/stage', body, { [SESSION_ID_HEADER]: form.payload.sessionId });
    expect(await response.json()).toEqual({ errors: [] });
  }

  const counts = async (table: 'ops_page_view_daily' | 'ops_stage_daily') =>
    (
      await ctx.db.query<{ key: string; n: string }>(
        table === 'ops_page_view_daily'
          ? `select brand || ' ' || consumer_name as key, views::text as n from ops_page_view_daily order by 1`
          : `select brand || ' ' || consumer_name || ' ' || stage_id as key, completed::text as n from ops_stage_daily order by 1`,
      )
    ).rows.map((row) => `${row.key}: ${row.n}`);

  it('counts first views per brand and channel, not reloads, and the page session carries its journey to the stage calls', async () => {
    const msm = await formOfPage(await fetch(`${server.url}/?consumerName=MSM&partner=luma`));
    await fetch(`${server.url}/eligibility/about-you?consumerName=MSM&partner=luma`, {
      headers: { 'cache-control': 'max-age=0' },
    });
    await fetch(`${server.url}/`, { headers: { 'sec-purpose': 'prefetch' } });
    await fetch(`${server.url}/eligibility/your-address`);
    // A console page's icon falls through to the form page; so does any other address: no views.
    await fetch(`${server.url}/favicon.ico`, { headers: { 'sec-fetch-dest': 'image' } });
    await fetch(`${server.url}/somewhere-else`);
    expect(await counts('ops_page_view_daily')).toEqual(['luma MSM: 1', 'quickcheck QCHK: 1']);
    const sessions = await ctx.db.query('select 1 from form_sessions');
    expect(sessions.rows).toHaveLength(5); // every page drawn as a document issued a session, recorded

    // The stage call sends only the session's header, as the web app does: counted under the page's journey.
    await stageCall(msm, ABOUT_YOU.id);
    expect(await counts('ops_stage_daily')).toEqual(['luma MSM about-you: 1']);
  });

  it('counts a stage posted without the page script when it passes its rules, once, and not as a page view', async () => {
    await ctx.db.query('delete from ops_stage_daily');
    const views = await counts('ops_page_view_daily');
    const post = (body: string) =>
      fetch(`${server.url}/eligibility/your-address`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await post('first-name=Jo')).status).toBe(200);
    expect(await counts('ops_stage_daily')).toEqual([]);
    const posted = await formOfPage(await post(aboutYouFields(ordinaryAnswers())));
    expect(await counts('ops_stage_daily')).toEqual(['quickcheck QCHK about-you: 1']);
    // The hydrated page carries on with the post's session: its own Continue is not a second completion.
    for (const stage of QCO_STANDARD.stages.slice(0, 2)) await stageCall(posted, stage.id);
    expect(await counts('ops_stage_daily')).toEqual([
      'quickcheck QCHK about-you: 1',
      'quickcheck QCHK your-address: 1',
    ]);
    expect(await counts('ops_page_view_daily')).toEqual(views);
  });
  it('counts an edit page’s view with its form, for the quotation’s own browser, and its stages under the same journey', async () => {
    await ctx.db.query('delete from ops_stage_daily');
    await ctx.db.query('delete from ops_page_view_daily');
    // A comparison site's visitor on luma checks, then opens 'Change your details': the edit page
    // is drawn without its form (it needs the owner cookie), which the browser then asks for.
    const journey = 'consumerName=MSM&partner=luma';
    const form = await fetchForm(server.url, journey);
    const submitted = await postJson(server.url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
    expect(submitted.status).toBe(200);
    const { quotationId } = (await submitted.json()) as { quotationId: string };
    const edit = `${journey}&quotation=${quotationId}`;

    // Another browser may not open it: refused, and no view.
    expect((await fetch(`${server.url}/api/form?${edit}`)).status).toBe(403);
    expect(await counts('ops_page_view_daily')).toEqual([]);

    const editing = await fetchForm(server.url, edit, asOwner(ownerCookieOf(submitted)));
    expect(await counts('ops_page_view_daily')).toEqual(['luma MSM: 1']);
    await stageCall(editing, ABOUT_YOU.id);
    expect(await counts('ops_stage_daily')).toEqual(['luma MSM about-you: 1']);
    const session = await ctx.db.query<{ page_viewed: boolean; brand: string; consumer_name: string }>(
      'select page_viewed, brand, consumer_name from form_sessions where session_id = $1',
      [editing.payload.sessionId],
    );
    expect(session.rows).toEqual([{ page_viewed: true, brand: 'luma', consumer_name: 'MSM' }]);
  });
});

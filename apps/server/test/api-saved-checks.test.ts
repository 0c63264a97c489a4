import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CONTINUE_LABEL,
  CONTINUE_TOKEN_FIELD,
  PAGE_CONFIG_ELEMENT_ID,
  QCO_STANDARD,
  SAVE_FOR_LATER_EMAIL_MESSAGES,
  SAVE_FOR_LATER_PATH,
  SAVE_FOR_LATER_SENT,
  ukDateTime,
  type PageConfig,
} from '@quickcheck/contracts';
import { CONTINUE_TITLES } from '../src/saved-check/continue-pages.ts';
import {
  DEV_OUTBOX_PATH,
  SAVE_FOR_LATER_BUDGET,
  SAVE_FOR_LATER_UNAVAILABLE,
  SAVES_PER_ADDRESS_PER_HOUR,
} from '../src/routes/saved-checks.ts';
import { SAVE_OWNER_COOKIE } from '../src/saved-check/saved-check-visits.ts';
import {
  answersOnStage3,
  fetchForm,
  ordinaryAnswers,
  postJson,
  STAGE_3,
  submissionFor,
  type FormSession,
} from './helpers/applicant.ts';
import { countRows, forEachDatabase } from './helpers/databases.ts';
import { embeddedFormOf } from './helpers/embedded-form.ts';
import { writeStandInServerBuild, type StandInServerBuild } from './helpers/server-build.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { continueLinkOf as linkOf, startTestSmtpServer, type TestSmtpServer } from './helpers/test-smtp-server.ts';

const SAVE_API = `/api${SAVE_FOR_LATER_PATH}`;
const VALID_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

/** Every answer but the first name: none may reach the message or a log line. */
const OTHER_ANSWER_VALUES = Object.entries(answersOnStage3)
  .filter(([key, value]) => key !== 'first-name' && value.length > 3)
  .map(([, value]) => value);

const INDEX_HTML = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div><!--app-config--></body></html>`;
/** A stand-in server entry that draws the form it is given, at the address it is asked for. */
const ENTRY = `
export const drawnLazyModules = [];
export async function render({ pathname, issueForm }) {
  const form = await issueForm();
  return { html: '<main><h1>Stage at ' + pathname + '</h1></main>', lazyModules: [], formResponse: form };
}
`;

const pageConfigOf = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">([^<]*)</script>`).exec(
    html,
  );
  if (!match) throw new Error('No page config in the page');
  return JSON.parse(match[1]!) as PageConfig;
};

const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

/** A response read whole: an unread body keeps its connection busy, and the server's close waits for it. */
async function readWhole(response: Response) {
  const body = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  };
}

forEachDatabase('save and come back later', (ctx) => {
  let build: StandInServerBuild;
  let smtp: TestSmtpServer;
  let server: TestApp;
  let addresses = 0;
  /** A fresh address per test: each has its own hourly budget. */
  const newAddress = () => `visitor${++addresses}.${ctx.kind}@example.com`;

  beforeAll(async () => {
    build = await writeStandInServerBuild({ indexHtml: INDEX_HTML, entry: ENTRY, manifest: {} });
    smtp = await startTestSmtpServer();
    server = await startTestApp(ctx.db, {
      webRoot: build.webRoot,
      ssrRoot: build.ssrRoot,
      config: { smtpUrl: smtp.url, savedCheckValidDays: VALID_DAYS },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await build?.remove();
  });

  const save = async (form: FormSession, email: string, overrides: Record<string, unknown> = {}, query = '') =>
    readWhole(
      await postJson(
        server.url,
        `${SAVE_API}${query}`,
        { email, definitionId: QCO_STANDARD.id, stageId: STAGE_3, answers: answersOnStage3, ...overrides },
        { 'Session-Id': form.payload.sessionId },
      ),
    );
  /** Saves and reads the message from the SMTP server. */
  const saveAndReceive = async (email: string, query = '') => {
    const form = await fetchForm(server.url);
    const before = smtp.messages.length;
    const response = await save(form, email, {}, query);
    expect(response.status).toBe(202);
    const message = await smtp.waitForMessage(email, before);
    // The page's answer gives the e-mail's date, with its time zone: one formatter for both.
    const { message: said, expiresAt } = (await response.json()) as { message: string; expiresAt: string };
    const until = ukDateTime(new Date(expiresAt));
    expect(until).toMatch(/ at \d{1,2}:\d{2}[ap]m (GMT|BST)$/);
    expect(said).toBe(`${SAVE_FOR_LATER_SENT} It works once, until ${until}.`);
    expect(message.text).toContain(`It works once, until ${until}.`);
    return message;
  };
  const press = async (link: URL, cookie?: string, headers: Record<string, string> = {}) =>
    readWhole(
      await fetch(
        `${server.url}/eligibility/${STAGE_3}${link.search.replace(/token=[^&]*&?/, '').replace(/\?$/, '')}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
          body: new URLSearchParams({ [CONTINUE_TOKEN_FIELD]: tokenOf(link) }).toString(),
        },
      ),
    );
  const open = async (link: URL, cookie?: string) =>
    readWhole(await fetch(`${server.url}/continue${link.search}`, cookie ? { headers: { cookie } } : {}));
  const titleOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

  it('sends a branded, accessible message through SMTP with a link on the brand origin, storing only sealed answers', async () => {
    const email = newAddress();
    const message = await saveAndReceive(email, '?partner=luma');
    expect(message.subject).toBe('Continue your Luma eligibility check');
    expect(message.from?.text).toContain('Luma');
    const html = String(message.html);
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('Hello Jane,');
    expect(message.text).toContain('Hello Jane,');
    // No image at all (so no missing alt text): the brand is real text on its colour.
    expect(html).not.toMatch(/<img/i);
    for (const value of OTHER_ANSWER_VALUES) {
      expect(html).not.toContain(value);
      expect(message.text).not.toContain(value);
    }
    const link = linkOf(message);
    expect(link.origin).toBe(server.url);
    expect(link.searchParams.get('partner')).toBe('luma');
    expect(html).toContain(link.toString().replaceAll('&', '&amp;'));

    const { rows } = await ctx.db.query<Record<string, unknown>>('select * from saved_checks');
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(email);
    for (const value of ['Jane', ...OTHER_ANSWER_VALUES]) expect(stored).not.toContain(value);
  });

  it('a GET of the link (a scanner) uses nothing; the press opens the stage with the answers, once, for that browser', async () => {
    const link = linkOf(await saveAndReceive(newAddress()));
    for (let scan = 0; scan < 2; scan += 1) {
      const page = await open(link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(titleOf(html)).toBe(CONTINUE_TITLES.ready);
      expect(html).toContain(`<button type="submit" class="action">${CONTINUE_LABEL}</button>`);
      expect(html).toContain(`action="/eligibility/${STAGE_3}"`);
      expect(html).toContain('<html lang="en-GB">');
    }

    const pressed = await press(link);
    expect(pressed.status).toBe(200);
    const drawn = await pressed.text();
    expect(drawn).toContain(`Stage at /eligibility/${STAGE_3}`);
    expect(embeddedFormOf(drawn)?.formValues).toEqual(answersOnStage3);
    const owner = pressed.headers.get('set-cookie') ?? '';
    // The browser that used it holds the proof until the check's end (decision 064), for the form's addresses too.
    expect(owner).toMatch(
      new RegExp(`^${SAVE_OWNER_COOKIE}=[^;]+; Max-Age=${VALID_DAYS * 24 * 3600}; Path=/; HttpOnly; SameSite=Lax`),
    );

    // Another browser (no owner cookie): used. The browser that used it: a refresh re-posts and opens it again.
    const elsewhere = await press(link);
    expect(elsewhere.status).toBe(410);
    const usedHtml = await elsewhere.text();
    expect(titleOf(usedHtml)).toBe(CONTINUE_TITLES.used);
    expect(embeddedFormOf(usedHtml)).toBeUndefined();
    const again = await press(link, owner.split(';')[0]);
    expect(again.status).toBe(200);
    expect(embeddedFormOf(await again.text())?.formValues).toEqual(answersOnStage3);
    // The link itself now says it was used, to any other browser.
    const reopened = await open(link);
    expect(reopened.status).toBe(410);
    expect(titleOf(await reopened.text())).toBe(CONTINUE_TITLES.used);
  });

  it('a used link resumes in the browser that used it (from the form and the link) until it submits; never in another', async () => {
    const link = linkOf(await saveAndReceive(newAddress()));
    const pressed = await press(link);
    expect(pressed.status).toBe(200);
    const owner = (pressed.headers.get('set-cookie') ?? '').split(';')[0]!;
    const visit = async (path: string, cookie?: string) =>
      readWhole(
        await fetch(`${server.url}${path}`, { redirect: 'manual', ...(cookie ? { headers: { cookie } } : {}) }),
      );

    // A new tab of that browser, days later: '/' goes to the saved stage, with the journey's query kept…
    server.clock.advance(3 * DAY_MS);
    try {
      const home = await visit('/?consumerName=QCHK', owner);
      expect(home.status).toBe(303);
      expect(home.headers.get('location')).toBe(`/eligibility/${STAGE_3}?consumerName=QCHK`);
      const stage = await visit(`/eligibility/${STAGE_3}?consumerName=QCHK`, owner);
      expect(stage.status).toBe(200);
      expect(embeddedFormOf(await stage.text())?.formValues).toEqual(answersOnStage3);
      // …and the link again shows its button, which opens the check again.
      const again = await open(link, owner);
      expect(again.status).toBe(200);
      expect(titleOf(await again.text())).toBe(CONTINUE_TITLES.ready);
      expect(embeddedFormOf(await (await press(link, owner)).text())?.formValues).toEqual(answersOnStage3);

      // Another browser: no check at '/', the link used; a credential of another check opens nothing of this one.
      const elsewhere = await visit('/');
      expect(elsewhere.status).toBe(200);
      expect(embeddedFormOf(await elsewhere.text())?.formValues).toEqual({});
      expect((await open(link)).status).toBe(410);
      expect((await press(link)).status).toBe(410);
      const otherLink = linkOf(await saveAndReceive(newAddress()));
      const otherOwner = ((await press(otherLink)).headers.get('set-cookie') ?? '').split(';')[0]!;
      expect((await press(link, otherOwner)).status).toBe(410);
      expect(titleOf(await (await open(link, otherOwner)).text())).toBe(CONTINUE_TITLES.used);

      // The owner submits a check: the saved one is done there too, its answers gone from the table.
      const form = await fetchForm(server.url);
      const submitted = await fetch(`${server.url}/api/quotation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner },
        body: JSON.stringify(submissionFor(form, ordinaryAnswers())),
      });
      expect(submitted.status).toBe(200);
      expect(submitted.headers.get('set-cookie')).toMatch(new RegExp(`${SAVE_OWNER_COOKIE}=;.*Path=/;`));
      const afterSubmit = await visit('/', owner);
      expect(afterSubmit.status).toBe(200);
      expect(embeddedFormOf(await afterSubmit.text())?.formValues).toEqual({});
      expect(titleOf(await (await open(link, owner)).text())).toBe(CONTINUE_TITLES.used);
      expect((await press(link, owner)).status).toBe(410);
    } finally {
      server.clock.advance(-3 * DAY_MS);
    }
  });

  it('a used check is resumed no more after its end, even by the browser that used it', async () => {
    const link = linkOf(await saveAndReceive(newAddress()));
    const owner = ((await press(link)).headers.get('set-cookie') ?? '').split(';')[0]!;
    server.clock.advance(VALID_DAYS * DAY_MS + 60_000);
    try {
      const home = await readWhole(await fetch(`${server.url}/`, { redirect: 'manual', headers: { cookie: owner } }));
      expect(home.status).toBe(200);
      expect(embeddedFormOf(await home.text())?.formValues).toEqual({});
      expect(titleOf(await (await open(link, owner)).text())).toBe(CONTINUE_TITLES.expired);
      expect((await press(link, owner)).status).toBe(410);
    } finally {
      server.clock.advance(-(VALID_DAYS * DAY_MS + 60_000));
    }
  });

  it('a press another site sends is refused, using nothing: the same origin check as every form post', async () => {
    const link = linkOf(await saveAndReceive(newAddress()));
    const host = new URL(server.url).host;
    const crossSites: Record<string, string>[] = [
      { origin: 'https://attacker.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'null' },
    ];
    for (const crossSite of crossSites) {
      const refused = await press(link, undefined, crossSite);
      expect(refused.status, JSON.stringify(crossSite)).toBe(403);
      const html = await refused.text();
      expect(titleOf(html)).toBe(CONTINUE_TITLES.crossSite);
      expect(embeddedFormOf(html)).toBeUndefined();
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
    // The visitor's own press (their browser names our origin, or says same-origin) still opens it, once.
    const own = await press(link, undefined, { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    expect(embeddedFormOf(await own.text())?.formValues).toEqual(answersOnStage3);
  });

  it('an expired link says so and offers a fresh check; a forged one the same', async () => {
    const link = linkOf(await saveAndReceive(newAddress()));
    server.clock.advance(VALID_DAYS * DAY_MS + 60_000);
    try {
      const page = await open(link);
      expect(page.status).toBe(410);
      const html = await page.text();
      expect(titleOf(html)).toBe(CONTINUE_TITLES.expired);
      expect(html).toContain('Start a fresh check');
      const pressed = await press(link);
      expect(pressed.status).toBe(410);
      expect(embeddedFormOf(await pressed.text())).toBeUndefined();
    } finally {
      server.clock.advance(-(VALID_DAYS * DAY_MS + 60_000));
    }
    const forged = new URL(link);
    forged.searchParams.set('token', `${tokenOf(link).slice(0, -3)}abc`);
    expect(titleOf(await (await open(forged)).text())).toBe(CONTINUE_TITLES.expired);
    expect((await press(forged)).status).toBe(410);
  });

  it('saving again to the address replaces the earlier save: its link no longer works', async () => {
    const email = newAddress();
    const first = linkOf(await saveAndReceive(email));
    const rowsBefore = await countRows(ctx.db, 'saved_checks');
    const second = linkOf(await saveAndReceive(email));
    expect(await countRows(ctx.db, 'saved_checks')).toBe(rowsBefore);
    expect(titleOf(await (await open(first)).text())).toBe(CONTINUE_TITLES.expired);
    expect((await press(first)).status).toBe(410);
    expect((await press(second)).status).toBe(200);
  });

  it('limits the links per address without saying so (the same answer), and never tells a known address from a new one', async () => {
    const email = newAddress();
    const form = await fetchForm(server.url);
    const before = smtp.messages.length;
    const answers = [];
    for (let i = 0; i <= SAVES_PER_ADDRESS_PER_HOUR; i += 1) {
      const response = await save(form, email);
      answers.push({ status: response.status, body: await response.json() });
    }
    // A new address answers exactly as a known one, and as one over its budget.
    const fresh = await save(form, newAddress());
    answers.push({ status: fresh.status, body: await fresh.json() });
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 202,
      body: { message: expect.stringContaining(SAVE_FOR_LATER_SENT), expiresAt: expect.any(String) },
    });
    await smtp.waitForMessage(`visitor${addresses}.${ctx.kind}@example.com`, before);
    const toThisAddress = smtp.messages.slice(before).filter((message) => message.text?.includes('Hello Jane'));
    expect(toThisAddress.filter((message) => JSON.stringify(message.to).includes(email))).toHaveLength(
      SAVES_PER_ADDRESS_PER_HOUR,
    );
  });

  it('refuses bad input with a clear error, storing and sending nothing; an idle session cannot save', async () => {
    const form = await fetchForm(server.url);
    const rows = await countRows(ctx.db, 'saved_checks');
    const sent = smtp.messages.length;
    const bad = await save(form, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'The save request is not valid',
      issues: [{ path: 'email', message: SAVE_FOR_LATER_EMAIL_MESSAGES.format }],
    });
    expect((await save(form, newAddress(), { stageId: 'nowhere' })).status).toBe(400);
    expect((await save(form, newAddress(), { definitionId: 'nothing' })).status).toBe(400);
    expect((await save(form, newAddress(), { answers: { 'first-name': 'x'.repeat(201) } })).status).toBe(400);
    const noSession = await readWhole(await postJson(server.url, SAVE_API, { email: newAddress() }));
    expect(noSession.status).toBe(400);
    server.clock.advance(21 * 60_000);
    try {
      expect((await save(form, newAddress())).status).toBe(401);
    } finally {
      server.clock.advance(-21 * 60_000);
    }
    expect(await countRows(ctx.db, 'saved_checks')).toBe(rows);
    expect(smtp.messages.length).toBe(sent);
  });

  it("refuses answers the form's rules refuse, whatever the stage — an injected greeting among them — sending nothing", async () => {
    const form = await fetchForm(server.url);
    const rows = await countRows(ctx.db, 'saved_checks');
    const sent = smtp.messages.length;
    const injected =
      'customer,\n\nURGENT: your QuickCheck application is on hold. Confirm your card details at https://quickcheck-verify.example/secure';
    // On a later stage the first stage is whole, as its Continue took it; on the first, each answer given.
    for (const stageId of [STAGE_3, QCO_STANDARD.stages[0]!.id]) {
      const refused = await save(form, newAddress(), {
        stageId,
        answers: { ...answersOnStage3, 'first-name': injected },
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: 'Some answers are not valid',
        issues: [{ path: 'answers.first-name', message: expect.stringMatching(/^Your first name /) }],
      });
    }
    const halfTyped = await save(form, newAddress(), { answers: { ...answersOnStage3, 'annual-income': '30k' } });
    expect(halfTyped.status).toBe(400);
    expect((await halfTyped.json()) as unknown).toMatchObject({ issues: [{ path: 'answers.annual-income' }] });
    expect(await countRows(ctx.db, 'saved_checks')).toBe(rows);
    expect(smtp.messages.length).toBe(sent);

    // The first stage part-way filled in: what is given is checked, nothing is required yet.
    const email = newAddress();
    const partWay = await save(form, email, { stageId: QCO_STANDARD.stages[0]!.id, answers: { 'first-name': 'Jane' } });
    expect(partWay.status).toBe(202);
    expect((await smtp.waitForMessage(email, sent)).text).toContain('Hello Jane,');
  });

  it('writes no address, answer or link token to any log line', async () => {
    const email = newAddress();
    const link = linkOf(await saveAndReceive(email));
    await open(link);
    await press(link);
    const logs = server.logText();
    expect(logs).toContain('"route":"/api/saved-checks"');
    for (const secret of [email, tokenOf(link), 'Jane', ...OTHER_ANSWER_VALUES]) expect(logs).not.toContain(secret);
  });
});

forEachDatabase('save and come back later: the per-client budget', (ctx) => {
  it('refuses a client past its budget with 429, whatever the address', async () => {
    const smtp = await startTestSmtpServer();
    const server = await startTestApp(ctx.db, { config: { smtpUrl: smtp.url, rateLimitScale: 1 } });
    try {
      const form = await fetchForm(server.url);
      const statuses = [];
      for (let i = 0; i <= SAVE_FOR_LATER_BUDGET; i += 1) {
        const response = await readWhole(
          await postJson(
            server.url,
            SAVE_API,
            {
              email: `client${i}@example.com`,
              definitionId: QCO_STANDARD.id,
              stageId: STAGE_3,
              answers: answersOnStage3,
            },
            { 'Session-Id': form.payload.sessionId },
          ),
        );
        statuses.push(response.status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

forEachDatabase('save and come back later: the development outbox', (ctx) => {
  it('without SMTP_URL in development keeps the message for the outbox page; with configured origins there is none', async () => {
    const development = await startTestApp(ctx.db);
    try {
      const form = await fetchForm(development.url);
      const saved = await postJson(
        development.url,
        SAVE_API,
        { email: 'outbox@example.com', definitionId: QCO_STANDARD.id, stageId: STAGE_3, answers: answersOnStage3 },
        { 'Session-Id': form.payload.sessionId },
      );
      expect(saved.status).toBe(202);
      await saved.text();
      const list = await fetch(`${development.url}${DEV_OUTBOX_PATH}`);
      const listed = await list.text();
      expect(list.status).toBe(200);
      expect(listed).toContain('Continue your QuickCheck eligibility check');
      const id = /href="\/dev\/outbox\/(\d+)"/.exec(listed)?.[1];
      const html = await (await fetch(`${development.url}${DEV_OUTBOX_PATH}/${id}`)).text();
      expect(html).toContain('<html lang="en-GB">');
      expect(html).toContain('Hello Jane,');
      const text = await (await fetch(`${development.url}${DEV_OUTBOX_PATH}/${id}/text`)).text();
      expect(text).toMatch(/Continue your check: http:\/\/127\.0\.0\.1:\d+\/continue\?token=/);
    } finally {
      await development.close();
    }
    const production = await startTestApp(ctx.db, {
      config: { brandOrigins: [{ brand: 'quickcheck', origin: 'https://quickcheck.example.co.uk' }] },
    });
    try {
      const list = await fetch(`${production.url}${DEV_OUTBOX_PATH}`);
      expect(await list.text()).not.toContain('Development outbox');
      expect(list.status).not.toBe(200);
    } finally {
      await production.close();
    }
  });

  it('outside development without SMTP_URL offers no save: the page does not show it and the route says so, storing nothing', async () => {
    const build = await writeStandInServerBuild({ indexHtml: INDEX_HTML, entry: ENTRY, manifest: {} });
    const production = await startTestApp(ctx.db, {
      webRoot: build.webRoot,
      ssrRoot: build.ssrRoot,
      config: {
        publicOrigin: 'https://quickcheck.example.co.uk',
        brandOrigins: [{ brand: 'quickcheck', origin: 'https://quickcheck.example.co.uk' }],
      },
    });
    const development = await startTestApp(ctx.db, { webRoot: build.webRoot, ssrRoot: build.ssrRoot });
    try {
      expect(pageConfigOf(await (await fetch(`${production.url}/`)).text()).saveForLater).toBe(false);
      expect(pageConfigOf(await (await fetch(`${development.url}/`)).text()).saveForLater).toBe(true);
      const rows = await countRows(ctx.db, 'saved_checks');
      const form = await fetchForm(production.url);
      const refused = await postJson(
        production.url,
        SAVE_API,
        { email: 'nowhere@example.com', definitionId: QCO_STANDARD.id, stageId: STAGE_3, answers: answersOnStage3 },
        { 'Session-Id': form.payload.sessionId },
      );
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ error: SAVE_FOR_LATER_UNAVAILABLE });
      expect(await countRows(ctx.db, 'saved_checks')).toBe(rows);
    } finally {
      await production.close();
      await development.close();
      await build.remove();
    }
  });
});

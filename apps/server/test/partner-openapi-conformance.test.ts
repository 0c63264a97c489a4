import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@quickcheck/contracts';
import { createPartnerKey } from '../src/partner/partner-keys.ts';
import { PARTNER_PATHS } from '../src/partner/partner-paths.ts';
import { postJson } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { arbitraryFromSchema, type Schema } from './helpers/json-schema-arbitrary.ts';
import { servedDocumentChecker } from './helpers/openapi-responses.ts';
import { rawRequest } from './helpers/raw-request.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const ELIGIBILITY = PARTNER_PATHS.eligibility;
/** Bodies per database in `npm test`; PARTNER_DOCUMENT_RUNS for more. */
const RUNS = Number(process.env.PARTNER_DOCUMENT_RUNS ?? 40);

type Operation = { requestBody: { content: { 'application/json': { schema: Schema } } } };

forEachDatabase('the partner API and its document agree', (ctx) => {
  let server: TestApp;
  let documented: Awaited<ReturnType<typeof servedDocumentChecker>>;
  let key: string;

  beforeAll(async () => {
    server = await startTestApp(ctx.db);
    documented = await servedDocumentChecker(server.url);
    key = (await createPartnerKey(ctx.db, 'MSM', { perMinute: 100_000, perDay: 1_000_000 })).key;
  });
  afterAll(async () => server?.close());

  const authorization = () => ({ authorization: `Bearer ${key}` });

  it('accepts every body the document describes, answering as the document says', async () => {
    const operation = (documented.document.paths['/eligibility'] as { post: Operation }).post;
    const bodies = arbitraryFromSchema(operation.requestBody.content['application/json'].schema, {
      root: documented.document,
      compile: documented.compile,
    });
    /** The one rule the document states in words only (two answers compared): a previous address must differ. */
    const onlyTheWordedRule = (answer: { issues?: { message: string }[] }) =>
      answer.issues?.every((issue) => issue.message === ADDRESS_MESSAGES.previousSameAsCurrent) === true;
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const response = await postJson(server.url, ELIGIBILITY, body, authorization());
        const answer = (await documented.check(ELIGIBILITY, 'POST', response)) as { issues?: { message: string }[] };
        if (response.status === 400 && onlyTheWordedRule(answer)) return;
        expect(response.status, JSON.stringify({ body, answer })).toBe(200);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers a body too large, not JSON, not UTF-8 or malformed in the documented Error shape, with a documented status', async () => {
    const json = { 'content-type': 'application/json', ...authorization() };
    const cases: [Record<string, string>, string, number][] = [
      [json, JSON.stringify({ answers: { 'first-name': 'x'.repeat(70_000) } }), 413],
      [{ ...authorization(), 'content-type': 'text/plain' }, '{"answers":{}}', 415],
      [{ ...authorization(), 'content-type': 'application/x-www-form-urlencoded' }, 'answers=1', 415],
      [{ ...authorization(), 'content-type': 'application/json; charset=utf-16' }, '{"answers":{}}', 415],
      [{ ...authorization(), 'content-type': 'application/json; charset=UTF-8' }, '{"answers":', 400],
      [json, '{"answers": {"first-name": "Jane",}}', 400],
      [json, '', 400],
    ];
    for (const [headers, body, status] of cases) {
      const raw = await rawRequest(server.url, 'POST', ELIGIBILITY, headers, body);
      const response = new Response(raw.body.length > 0 ? raw.body : null, {
        status: raw.status,
        headers: { 'content-type': String(raw.headers['content-type']) },
      });
      expect(response.status, `${headers['content-type']} ${body.slice(0, 40)}`).toBe(status);
      await documented.check(ELIGIBILITY, 'POST', response);
    }
  });

  it('tells any other method that only POST is allowed (405 with Allow), never drawing the visitor’s page', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await rawRequest(server.url, method, ELIGIBILITY, authorization());
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('POST');
      expect(String(response.headers['content-type']), method).toMatch(/^application\/json/);
      if (method !== 'HEAD')
        expect(JSON.parse(response.body.toString()), method).toEqual({ error: expect.any(String) });
    }
  });
});

let plain: TestApp;
beforeAll(async () => {
  const { stubDb } = await import('./helpers/test-app.ts');
  plain = await startTestApp(stubDb());
});
afterAll(async () => plain?.close());

it('answers a request Node cannot read in the API’s error shape, not Fastify’s own', async () => {
  const { connect } = await import('node:net');
  const { port } = new URL(plain.url);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.end('POST /partner/v1/eligibility HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
    );
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  expect(JSON.parse(body)).toEqual({ error: expect.any(String) });
});

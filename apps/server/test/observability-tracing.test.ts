import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { FORM_RESPONSE_ELEMENT_ID, formResponsePayloadSchema, resultResponseSchema } from '@quickcheck/contracts';
import { parseObservabilityEnv } from '../src/config/observability-config.ts';
import { startTracing, type RunningTracing } from '../src/observability/start-tracing.ts';
import { ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { forEachDatabase } from './helpers/databases.ts';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './helpers/otlp-receiver.ts';
import { CANARY, expectNoCanary } from './helpers/telemetry-rows.ts';
import { writeStandInServerBuild, type StandInServerBuild } from './helpers/server-build.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/** A stand-in for the web build's server entry: every page draws the form, as the real first stage does. */
const ENTRY = `
export const drawnLazyModules = [];
export async function render({ issueForm }) {
  return { html: '<main><h1>Form</h1></main>', formResponse: await issueForm() };
}
`;
const INDEX_HTML = `<!doctype html><html lang="en" data-brand="quickcheck"><head><!--app-head--></head>
<body><div id="root"></div><!--app-config--></body></html>`;

const formOfPage = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${FORM_RESPONSE_ELEMENT_ID}">([^<]*)</script>`).exec(
    html,
  );
  if (!match) throw new Error('The page holds no form');
  const { formResponse } = JSON.parse(match[1] as string) as { formResponse: string };
  return { token: formResponse, payload: formResponsePayloadSchema.parse(decodeJwt(formResponse)) };
};

/** The chain of a span's ancestors' names, nearest first. */
function ancestry(span: ReceivedSpan, spans: readonly ReceivedSpan[]): string[] {
  const names: string[] = [];
  for (let parent = span.parentSpanId; parent;) {
    const next = spans.find((candidate) => candidate.spanId === parent);
    if (!next) break;
    names.push(next.name);
    parent = next.parentSpanId;
  }
  return names;
}

// The SDK registers itself globally: one tracer for this file (vitest runs each file on its own).
let receiver: OtlpReceiver;
let tracing: RunningTracing | undefined;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
  tracing = await startTracing(
    parseObservabilityEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }),
  );
});
afterAll(async () => {
  await tracing?.shutdown();
  await receiver?.close();
});

forEachDatabase('traces over OTLP', (ctx) => {
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

  it('follows one quotation from the page through the API to the agency port and the database, as one trace', async () => {
    // The receiver serves both databases' runs: only this run's exports count.
    const exportsBefore = receiver.requests.length;
    const page = await fetch(`${server.url}/?partner=very`);
    expect(page.status).toBe(200);
    const form = formOfPage(await page.text());
    const answers = ordinaryAnswers({ 'first-name': CANARY.name, 'email-address': CANARY.email });
    const response = await postJson(server.url, '/api/quotation', submissionFor(form, answers));
    expect(response.status).toBe(200);
    const { quotationId, reason } = resultResponseSchema.parse(await response.json());
    expect(reason).toBe('MATCH_AND_OFFER');
    // The request's span ends in its onResponse hook, which may run just after we have the answer:
    // whatever the flush misses, the exporter's own timer sends.
    await tracing?.flush();
    await receiver.waitFor(({ body }) => body.includes('"POST /api/quotation"'), exportsBefore);

    const spans = receiver.spans(exportsBefore);
    const api = spans.find(
      (span) => span.name === 'POST /api/quotation' && span.attributes['http.response.status_code'] === 200,
    );
    if (!api) throw new Error(`No quotation span among ${spans.map((span) => span.name).join(', ')}`);
    const trace = spans.filter((span) => span.traceId === api.traceId);
    const pageSpan = trace.find((span) => span.spanId === api.parentSpanId);
    expect(pageSpan?.name).toMatch(/^GET \//);
    expect(pageSpan?.attributes['http.route']).not.toMatch(/^\/api/);
    expect(pageSpan?.parentSpanId).toBeUndefined();

    const agency = trace.filter((span) => span.name === 'agency check');
    expect(agency).toHaveLength(1);
    expect(ancestry(agency[0] as ReceivedSpan, trace)).toEqual(['POST /api/quotation', pageSpan?.name]);
    expect(agency[0]?.attributes).toMatchObject({ 'quickcheck.port': 'agency', 'quickcheck.port.outcome': 'ok' });

    // The quotation's own statements (its pending row, its decision) are in its trace, under the API span.
    const statements = trace.filter(
      (span) => span.name.startsWith('db ') && ancestry(span, trace).includes('POST /api/quotation'),
    );
    const summaries = statements.map((span) => String(span.attributes['db.query.summary']));
    expect(summaries.some((summary) => summary.includes('INSERT quotations'))).toBe(true);
    expect(summaries.some((summary) => summary.includes('UPDATE quotations'))).toBe(true);
    // The request's log line carries the trace; nothing a visitor typed reaches a span.
    const logLine = server
      .logText()
      .split('\n')
      .find((line) => line.includes('"route":"/api/quotation"'));
    expect(JSON.parse(logLine ?? '{}')).toMatchObject({ trace_id: api.traceId, status: 200 });
    expectNoCanary(receiver.requests.map(({ body }) => body.toString()).join('\n'), 'the exported spans');
    expect(JSON.stringify(spans)).not.toContain(quotationId);
  });
});

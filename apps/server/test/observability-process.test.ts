import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION } from '../src/config/retention.ts';
import { fetchForm, ordinaryAnswers, postJson, submissionFor } from './helpers/applicant.ts';
import { startOtlpReceiver, type OtlpReceiver } from './helpers/otlp-receiver.ts';
import { spawnServer, stopServer, type ServerProcess } from './helpers/server-process.ts';

const STEP_MS = 90_000;
const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';
const METRICS_LISTENING = /"port":(\d+),"host":"127\.0\.0\.1","msg":"metrics listening"/;

/** The real entry, as `npm start` runs it, with tracing on (the default protocol) and a metrics port. */
describe('the server process with OTEL_EXPORTER_OTLP_ENDPOINT and METRICS_PORT', { timeout: STEP_MS }, () => {
  let dataDir: string;
  let receiver: OtlpReceiver;
  let server: ServerProcess | undefined;
  let url: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'qc-observe-'));
    receiver = await startOtlpReceiver();
    server = spawnServer({
      DATA_DIR: dataDir,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      METRICS_PORT: '0',
      METRICS_TOKEN: TOKEN,
      SANDBOX_AGENCY_LATENCY_MS: '0',
    });
    url = await server.listening(STEP_MS);
  }, STEP_MS);
  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    await receiver?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the metrics on their own port only, and sends its spans as OTLP protobuf by the time it has stopped', async () => {
    const form = await fetchForm(url);
    const response = await postJson(url, '/api/quotation', submissionFor(form, ordinaryAnswers()));
    expect(response.status).toBe(200);

    const port = METRICS_LISTENING.exec(server?.output() ?? '')?.[1];
    expect(port).toBeDefined();
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const scraped = await metrics.text();
    expect(scraped).toMatch(/^quickcheck_decisions_total\{.*outcome="MATCH_AND_OFFER"\} 1$/m);
    // Each kind of the retention table was purged once at start, and says when (what the purge-lag alert reads).
    for (const { kind } of RETENTION) {
      expect(scraped).toMatch(new RegExp(`^quickcheck_purge_runs_total\\{kind="${kind}",outcome="ok"\\} 1$`, 'm'));
      const lastSuccess = new RegExp(
        `^quickcheck_purge_last_success_timestamp_seconds\\{kind="${kind}"\\} (\\S+)$`,
        'm',
      );
      expect(Number(lastSuccess.exec(scraped)?.[1]) * 1000).toBeGreaterThan(Date.now() - STEP_MS);
    }
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    // The token opens the metrics port, not the public one.
    const onPublicPort = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(onPublicPort.status).toBe(404);

    // The drain flushes what the exporter still holds: every span has left when the process has ended.
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });
    const exports = receiver.requests.filter((request) => request.path === '/v1/traces');
    expect(exports.length).toBeGreaterThan(0);
    expect(exports.every((request) => request.contentType === 'application/x-protobuf')).toBe(true);
    // Protobuf keeps strings as they are: the span names can be read in the bytes.
    const bytes = Buffer.concat(exports.map((request) => request.body)).toString('latin1');
    for (const name of ['POST /api/quotation', 'GET /api/form', 'agency check', 'db INSERT']) {
      expect(bytes).toContain(name);
    }
    const requestLine = server
      ?.output()
      .split('\n')
      .find((line) => line.includes('"route":"/api/quotation"'));
    expect(JSON.parse(requestLine ?? '{}').trace_id).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the server process without OTEL_EXPORTER_OTLP_ENDPOINT', { timeout: STEP_MS }, () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'qc-observe-off-'));
    server = spawnServer({ DATA_DIR: dataDir, SANDBOX_AGENCY_LATENCY_MS: '0' });
  }, STEP_MS);
  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes no trace id on its log lines and serves no metrics', async () => {
    const url = await (server as ServerProcess).listening(STEP_MS);
    const form = await fetchForm(url);
    expect((await postJson(url, '/api/quotation', submissionFor(form, ordinaryAnswers()))).status).toBe(200);
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    await stopServer(server);
    const lines = (server?.output() ?? '').split('\n').filter((line) => line.includes('"route":"/api/quotation"'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('trace_id');
    expect(server?.output()).not.toContain('metrics listening');
  });
});

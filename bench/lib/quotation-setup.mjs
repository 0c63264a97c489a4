// Everything the quotation load test needs before the clock starts: a pool of form tokens
// (a submission must carry one the server signed) and a preflight that proves one submission
// is accepted and times a few unloaded ones. That idle latency is mostly the agency sandbox's
// built-in delay: the floor any p50 under load should be read against.
import { median } from './stats.mjs';
/** The payload of a compact JWS: its base64url middle part. The bench trusts its own server. */
export function decodeTokenPayload(token) {
  const parts = String(token).split('.');
  if (parts.length !== 3) throw new Error('form token is not a compact JWS (three dot-separated parts)');
  return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
}

export async function fetchFormToken(baseUrl, consumerName = 'QCHK') {
  const response = await fetch(`${baseUrl}/api/form?consumerName=${encodeURIComponent(consumerName)}`);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET /api/form answered ${response.status}: ${text.slice(0, 300)}`);
  const { formResponse } = JSON.parse(text);
  if (typeof formResponse !== 'string') throw new Error('GET /api/form answered without a formResponse string');
  return { token: formResponse, payload: decodeTokenPayload(formResponse) };
}

/**
 * `size` distinct tokens (distinct sessions), fetched a few at a time so the pool is quick to
 * build without turning into a load test of its own.
 */
export async function fetchTokenPool(baseUrl, size = 200, concurrency = 8) {
  const pool = [];
  let next = 0;
  async function worker() {
    while (next < size) {
      next += 1;
      pool.push(await fetchFormToken(baseUrl));
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return pool;
}

async function postOnce(baseUrl, body) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/quotation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, text };
}

export async function preflightQuotation(baseUrl, source, samples = 5) {
  const first = await postOnce(baseUrl, source.next());
  if (first.status !== 200) {
    return { ok: false, status: first.status, body: first.text.slice(0, 800) };
  }
  const reason = JSON.parse(first.text).reason;
  const timings = [];
  for (let sample = 0; sample < samples; sample += 1) timings.push((await postOnce(baseUrl, source.next())).ms);
  // The contract: the same payload twice gives the same result; check it once, cheaply.
  const repeatBody = source.next();
  const [once, twice] = [await postOnce(baseUrl, repeatBody), await postOnce(baseUrl, repeatBody)];
  const id = (text) => /"quotationId":"([^"]+)"/.exec(text)?.[1];
  return {
    ok: true,
    status: first.status,
    reason,
    idleLatencyMs: { median: median(timings), samples: timings.map((ms) => Math.round(ms * 10) / 10) },
    repeatIsIdempotent: once.status === 200 && id(once.text) !== undefined && id(once.text) === id(twice.text),
    repeatLatencyMs: Math.round(twice.ms * 10) / 10,
  };
}

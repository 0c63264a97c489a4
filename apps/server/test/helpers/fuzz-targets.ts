import fc from 'fast-check';
import { ordinaryAnswers } from './applicant.ts';
import { fuzzBody, fuzzContentType, fuzzUrlText, urlEncode, type Body } from './fuzz-values.ts';

export interface Seeds {
  formToken: string;
  resultToken: string;
  quotationId: string;
  /** The seed check's quote reference (decision 024). */
  reference: string;
  submission: Record<string, unknown>;
}

export interface FuzzRequest {
  path: string;
  headers: Record<string, string>;
  body?: Body;
}

/**
 * Every /api route and how to fuzz it. A registered route missing here fails the test below,
 * so a new endpoint (open banking…) joins the fuzz by adding one line.
 */
export const TARGETS: Record<string, (seeds: Seeds) => fc.Arbitrary<FuzzRequest>> = {
  'GET /api/form': () => queryOf('/api/form', ['consumerName', 'oemc', 's', 'vc', 'quotation', 'partner']),
  'GET /api/health': () => queryOf('/api/health', ['x']),
  'GET /api/health/live': () => queryOf('/api/health/live', ['x']),
  'GET /api/health/ready': () => queryOf('/api/health/ready', ['x']),
  'GET /api/quotation/:id': (seeds) =>
    fc
      .oneof(fuzzUrlText, fc.constant(seeds.quotationId))
      .map((id) => ({ path: `/api/quotation/${urlEncode(id)}`, headers: {} })),
  'GET /api/quote/:reference': (seeds) =>
    fc
      .oneof(fuzzUrlText, fc.constant(seeds.reference), fc.constant(seeds.reference.toLowerCase()))
      .map((reference) => ({ path: `/api/quote/${urlEncode(reference)}`, headers: {} })),
  'GET /api/agreement': (seeds) =>
    fc.oneof(
      queryOf('/api/agreement', ['token']),
      mutatedToken(seeds.resultToken).map((token) => ({
        path: `/api/agreement?token=${urlEncode(token)}`,
        headers: {},
      })),
    ),
  'POST /api/stage': () =>
    post('/api/stage', { stageId: 'about-you', answers: ordinaryAnswers(), definitionId: 'qco-standard' }, true),
  'POST /api/address-lookup': () => post('/api/address-lookup', { postcode: 'AB1 2CD' }, true),
  'POST /api/quotation': (seeds) => post('/api/quotation', seeds.submission),
  'POST /api/events': () =>
    post('/api/events', { events: [{ name: 'pageView', at: '2026-03-02T10:00:00.000Z', data: { path: '/' } }] }),
  'POST /api/client-errors': () =>
    post('/api/client-errors', {
      message: 'boom',
      name: 'TypeError',
      stack: '    at f (/a.js:1:2)',
      url: '/',
      attributes: { sawError: true },
    }),
  'POST /api/agreement/accept': (seeds) => post('/api/agreement/accept', { token: seeds.resultToken }),
  'POST /api/open-banking/connect': (seeds) => post('/api/open-banking/connect', { quotation: seeds.quotationId }),
  'POST /api/open-banking/start': (seeds) =>
    post('/api/open-banking/start', { quotation: seeds.quotationId, sessionTerminationToken: seeds.resultToken }),
  'POST /api/open-banking/complete': (seeds) =>
    post('/api/open-banking/complete', { quotation: seeds.quotationId, sessionTerminationToken: seeds.resultToken }),
  'POST /api/open-banking/decline': (seeds) => post('/api/open-banking/decline', { quotation: seeds.quotationId }),
  'POST /api/saved-checks': () =>
    post(
      '/api/saved-checks',
      { email: 'fuzz@example.com', definitionId: 'qco-standard', stageId: 'your-finances', answers: ordinaryAnswers() },
      true,
    ),
  'POST /api/session/activity': () => post('/api/session/activity', { active: true }, true),
  'POST /api/session/snapshot-key': () => post('/api/session/snapshot-key', { purpose: 'refresh' }, true),
  'POST /api/experiments/offers': () =>
    post('/api/experiments/offers', {
      url: 'http://localhost:3000/?quotation=masked',
      tntId: '7b0b0d1e-0000-4000-8000-000000000000',
    }),
};

function queryOf(path: string, keys: string[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .array(fc.tuple(fc.constantFrom(...keys, '__proto__', 'constructor'), fuzzUrlText), { maxLength: 5 })
    .map((pairs) => ({ path: `${path}?${pairs.map(([k, v]) => `${k}=${urlEncode(v)}`).join('&')}`, headers: {} }));
}

function mutatedToken(token: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat({ max: token.length - 1 }), fc.string({ minLength: 1, maxLength: 3 }))
    .map(([at, text]) => token.slice(0, at) + text + token.slice(at + text.length));
}

function post(path: string, base: Record<string, unknown>, sessionHeader = false): fc.Arbitrary<FuzzRequest> {
  const session = sessionHeader
    ? fc.oneof(
        fc.uuid().map((id) => ({ 'Session-Id': id })),
        fc.constant({}),
        fc.constant({ 'Session-Id': 'not-a-uuid' }),
      )
    : fc.constant({});
  return fc.record({ body: fuzzBody(base), type: fuzzContentType, session }).map(({ body, type, session }) => ({
    path,
    body,
    headers: { ...session, ...(type ? { 'content-type': type } : {}) },
  }));
}

import type { Context, Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Metrics } from './metrics.ts';
import { activeTracing, FORM_TRACE_CLAIM } from './tracing.ts';

/** The route pattern (never the URL: page queries can carry names), or 'unmatched' for a 404. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/** The page's trace context from a submitted form token's claim (decoded here; the route verifies the token). */
function traceparentOfFormToken(body: unknown): string | undefined {
  const token = (body as { formResponse?: unknown } | undefined)?.formResponse;
  if (typeof token !== 'string') return undefined;
  try {
    const claim = decodeJwt(token)[FORM_TRACE_CLAIM];
    return typeof claim === 'string' ? claim : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A server span per request. It starts once the body is parsed (preValidation), dated back to the
 * request's arrival, so that its parent can be the `traceparent` header of a tracing proxy or,
 * without one, the page that issued the submitted form (its token's claim). The rest of the
 * request — handler, database, outside ports — runs inside it. A request answered before that
 * (a 429, a malformed body) still gets its span, at the response.
 */
function traceRequests(app: FastifyInstance): void {
  const tracing = activeTracing();
  if (tracing === undefined) return;
  const { api, tracer } = tracing;
  const arrivals = new WeakMap<FastifyRequest, number>();
  const spans = new WeakMap<FastifyRequest, Span>();

  function parentOf(request: FastifyRequest): Context {
    const fromHeader = api.propagation.extract(api.ROOT_CONTEXT, request.headers);
    if (api.trace.getSpanContext(fromHeader)) return fromHeader;
    const traceparent = traceparentOfFormToken(request.body);
    return traceparent ? api.propagation.extract(api.ROOT_CONTEXT, { traceparent }) : api.ROOT_CONTEXT;
  }

  function startSpan(request: FastifyRequest): { span: Span; context: Context } {
    const route = routeOf(request);
    const parent = parentOf(request);
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: api.SpanKind.SERVER,
        startTime: arrivals.get(request) ?? performance.timeOrigin + performance.now(),
        attributes: { 'http.request.method': request.method, 'http.route': route, 'url.scheme': request.protocol },
      },
      parent,
    );
    spans.set(request, span);
    return { span, context: api.trace.setSpan(parent, span) };
  }

  app.addHook('onRequest', (request, _reply, done) => {
    arrivals.set(request, performance.timeOrigin + performance.now());
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    // Everything Fastify runs after done() — and every promise it makes — stays in this context.
    api.context.with(startSpan(request).context, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request) ?? startSpan(request).span;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    span.end();
  });
}

/** Request metrics always; a trace span per request when tracing is on. */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
  });
  traceRequests(app);
}

import type * as OtelApi from '@opentelemetry/api';
import { setGroupCommitTraceContext } from '../db/group-commit.ts';

/**
 * The tracer, once `startTracing` has loaded the OpenTelemetry SDK (OTEL_EXPORTER_OTLP_ENDPOINT
 * set). Until then every helper here is a pass-through: nothing of OpenTelemetry is even loaded,
 * so a server without tracing pays one `undefined` check per span it would have made.
 */
interface Tracing {
  api: typeof OtelApi;
  tracer: OtelApi.Tracer;
}

let tracing: Tracing | undefined;

/** Called by start-tracing.ts only, after the SDK is registered. */
export function enableTracing(api: typeof OtelApi, tracer: OtelApi.Tracer): void {
  tracing = { api, tracer };
  // The database's group commit runs a batch in its first caller's trace (db is below us: decision 096).
  setGroupCommitTraceContext({
    capture: captureContext,
    run: (captured, fn) => inContext(captured as OtelApi.Context | undefined, fn),
  });
}

export function disableTracing(): void {
  tracing = undefined;
  setGroupCommitTraceContext(undefined);
}

/** The live tracer and API, for the few places that build spans themselves (the request hooks). */
export const activeTracing = (): Tracing | undefined => tracing;

export const tracingOn = (): boolean => tracing !== undefined;

export type SpanAttributes = OtelApi.Attributes;

/** What a span-wrapped function may add once it knows its result; absent when tracing is off. */
export type SpanNotes = Pick<OtelApi.Span, 'setAttribute'> | undefined;

/**
 * Names an error for a span without its message: a database error's message can quote a row's
 * values, and an outside system's may quote the request.
 */
export function errorType(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name}:${code}` : error.name;
}

/**
 * Runs `fn` inside a child span of the active one. Attributes must hold no personal data (names
 * of routes, operations, outcomes — never answers, URLs with queries, or SQL parameters).
 */
export function inSpan<T>(
  name: string,
  attributes: SpanAttributes,
  fn: (notes: SpanNotes) => Promise<T>,
  kind: 'internal' | 'client' = 'internal',
): Promise<T> {
  if (tracing === undefined) return fn(undefined);
  const { api, tracer } = tracing;
  const spanKind = kind === 'client' ? api.SpanKind.CLIENT : api.SpanKind.INTERNAL;
  return tracer.startActiveSpan(name, { attributes, kind: spanKind }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.setAttribute('error.type', errorType(error));
      span.setStatus({ code: api.SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The active context, to run later work in it (a group commit's batch, in its first caller's trace). */
export function captureContext(): OtelApi.Context | undefined {
  return tracing?.api.context.active();
}

export function inContext<T>(captured: OtelApi.Context | undefined, fn: () => T): T {
  return tracing && captured ? tracing.api.context.with(captured, fn) : fn();
}

/** W3C `traceparent` of the active span (carried by a form token, so the API call joins the page's trace). */
export function activeTraceparent(): string | undefined {
  const span = tracing?.api.trace.getActiveSpan();
  if (!span) return undefined;
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-${traceFlags.toString(16).padStart(2, '0')}`;
}

/** pino `mixin`: the ids of the active span on each log line, so a line leads to its trace. */
export function traceLogFields(): Record<string, string> {
  const span = tracing?.api.trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * The claim of a form token that carries the `traceparent` of the request that issued it (the
 * page read, or GET /api/form): the quotation made with that form joins the page's trace.
 */
export const FORM_TRACE_CLAIM = 'tp';

const NO_CLAIM = {};

/** The form token's trace claim while a span is active; no claim at all with tracing off. */
export function formTraceClaim(): Record<string, string> {
  const traceparent = activeTraceparent();
  return traceparent === undefined ? NO_CLAIM : { [FORM_TRACE_CLAIM]: traceparent };
}

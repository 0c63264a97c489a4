import type { FastifyInstance } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/env.ts';
import { traceLogFields, tracingOn } from '../observability/tracing.ts';
import { serializeError } from './error-serializer.ts';

/**
 * Belt and braces: the server never logs requests or bodies whole, but should a header
 * or body object reach a log line, these paths are censored.
 */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["session-id"]',
  'headers.cookie',
  'headers.authorization',
  'req.body',
  'body',
  'answers',
  'response',
];

export function createLogger(level: LogLevel, stream?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'quickcheck-server' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    // The active span's trace_id and span_id on each line; with tracing off, no mixin at all.
    ...(tracingOn() ? { mixin: traceLogFields } : {}),
  };
  return stream ? pino(options, stream) : pino(options);
}

/**
 * One line per request with method, route pattern, status and duration only. The URL is
 * never logged: page query strings can carry firstName/lastName prefill values.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '*',
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}

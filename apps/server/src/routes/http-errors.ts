import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { SESSION_ID_HEADER, type ApiError, type FieldError } from '@quickcheck/contracts';
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { isConnectionLost, isDiskFull } from '../db/query-errors.ts';
import { isUuid } from '../db/uuid.ts';

// The contracts' schemas are zod/mini, which ships no messages: the 400s below pass zod's own
// messages to callers, so English is loaded once, wherever this module is (server and tests).
z.config(en());

export interface Issue {
  path: string;
  message: string;
}

/** docs/product/contract.md#api: every 400 names each bad field. */
export function badRequest(reply: FastifyReply, error: string, issues: Issue[]) {
  const body: ApiError = { error, issues };
  return reply.status(400).send(body);
}

/** Zod issues as `{path, message}`; an unknown key is named by itself rather than by its parent. */
export function issuesOf(error: z.core.$ZodError, prefix = ''): Issue[] {
  return error.issues.flatMap((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [path, key].filter(Boolean).join('.'), message: 'Unknown field' }));
    }
    return [{ path: path || '(body)', message: issue.message }];
  });
}

/**
 * What a route answers when its `schema` refuses a request: the 400's `error`, and the issues to
 * name instead of zod's own (the address lookup names the postcode, whatever was wrong).
 */
export type InvalidRequest = string | { error: string; issues: Issue[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer when its schema refuses the request; 'The request is not valid' unless said. */
    invalidRequest?: InvalidRequest;
  }
}

/** A request part (body, query, params) its route's zod schema refused: answered by the error handler as a 400. */
export class RequestNotValidError extends Error {
  readonly statusCode = 400;
  constructor(readonly zodError: z.core.$ZodError) {
    super('The request is not valid');
  }
}

/**
 * Fastify's validator compiler for the routes' zod schemas (decision 095). It keeps zod's own error
 * (fastify-type-provider-zod's compiler flattens each issue's path into a JSON pointer), so a refusal
 * names each field by `issuesOf`, exactly as when the handlers parsed their bodies. Fastify hands a
 * missing body over as null: it is given to the schema as it was, undefined.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const parsed = z.safeParse(schema, httpPart === 'body' && data === null ? undefined : data);
    return parsed.success ? { value: parsed.data } : { error: new RequestNotValidError(parsed.error) };
  };

/** The form's field errors as issues of a body's `answers` (`answers.first-name`). */
export const answerIssuesOf = (errors: readonly FieldError[]): Issue[] =>
  errors.map((error) => ({ path: `answers.${error.field}`, message: error.message }));

export { isUuid };

/** The Session-Id header of stage and address-lookup calls; answers 400 and returns undefined when bad. */
export function requireSessionId(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const value = request.headers[SESSION_ID_HEADER.toLowerCase()];
  if (isUuid(value)) return value;
  const message = `The ${SESSION_ID_HEADER} header must be a UUID`;
  void badRequest(reply, message, [{ path: SESSION_ID_HEADER, message }]);
  return undefined;
}

/** A route's preValidation hook: a request without a good Session-Id is refused before its body is read. */
export async function refuseWithoutSessionId(request: FastifyRequest, reply: FastifyReply) {
  if (!requireSessionId(request, reply)) return reply;
  return undefined;
}

/** The Session-Id of a request that `refuseWithoutSessionId` let through. */
export const sessionIdOf = (request: FastifyRequest) => request.headers[SESSION_ID_HEADER.toLowerCase()] as string;

/** A route's answer that has no body (a 204): declared so, it is never serialised. */
export const NO_BODY = z.undefined();

/** The plain 404 of an address that is no page: the API, a bundle, a brand file. */
export const NOT_FOUND = { error: 'Not found' };

/** A lost database connection is back within a pool's reconnect: a caller may try again this soon. */
export const CONNECTION_LOST_RETRY_SECONDS = 2;
/** A full disk waits for someone to free space: a caller is asked to come back later, not at once. */
export const DISK_FULL_RETRY_SECONDS = 60;
export const DISK_FULL_MESSAGE = 'We cannot store anything just now. Nothing was saved: please try again later.';

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  404: 'Not found',
  413: 'The request body is too large',
  415: 'The request body must be JSON',
  416: 'The requested range is not satisfiable',
  429: 'Too many requests, please try again in a minute',
};

/**
 * A request Node cannot read at all (a malformed request line or header, headers too large, too
 * slow): answered in our error shape rather than Fastify's own, then the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive']
        : [400, 'Bad Request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Errors Fastify meets before routing (a malformed path escape such as `%E0%A4%A`, an
 * over-long parameter): our 400 shape, and no-store, since no route hook will run.
 */
export function answerFrameworkError(error: { code?: string }, _request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store');
  const message = 'The request address is not valid';
  void badRequest(reply, message, [{ path: '(url)', message: error.code ?? message }]);
}

/** The 400 for a request its route's schema refused, in the route's own words. */
function refuseInvalidRequest(request: FastifyRequest, reply: FastifyReply, error: RequestNotValidError) {
  const said = request.routeOptions.config.invalidRequest ?? CLIENT_MESSAGES[400]!;
  if (typeof said !== 'string') return badRequest(reply, said.error, said.issues);
  return badRequest(reply, said, issuesOf(error.zodError));
}

interface RaisedError {
  statusCode?: number;
  code?: string;
  headers?: Record<string, string>;
}

/**
 * 4xx raised by Fastify or its plugins (bad JSON, body too large, rate limit) keep their
 * status with a generic message; anything else is a 500 whose details only reach the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: RaisedError, request, reply) => {
    if (error instanceof RequestNotValidError) return refuseInvalidRequest(request, reply, error);
    // The database connection went mid-request and what was cut could not safely be run again
    // (db/pg-db.ts): nothing is known to be lost, so the caller is asked to retry, never a 500.
    if (isConnectionLost(error)) {
      request.log.warn({ code: error.code, route: request.routeOptions.url ?? '*' }, 'database connection lost');
      return reply
        .status(503)
        .header('Retry-After', String(CONNECTION_LOST_RETRY_SECONDS))
        .send({ error: 'The service was interrupted. Please try again in a moment.' });
    }
    // The database's disk is full: the write failed whole (nothing half-kept), and it is the
    // operator's to fix, so it is logged as an error, by its code and route alone (decision 083).
    if (isDiskFull(error)) {
      request.log.error({ code: error.code, route: request.routeOptions.url ?? '*' }, 'database disk full');
      return reply
        .status(503)
        .header('Retry-After', String(DISK_FULL_RETRY_SECONDS))
        .send({ error: DISK_FULL_MESSAGE });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error(
        { err: error, method: request.method, route: request.routeOptions.url ?? '*' },
        'request failed',
      );
      return reply.status(500).send({ error: 'Something went wrong' });
    }
    // As Fastify's own handler does: a 4xx sends the headers it carries (a 416's `Content-Range: bytes */size`).
    if (error.headers) reply.headers(error.headers);
    const message = CLIENT_MESSAGES[status] ?? 'The request cannot be served';
    if (status === 400) return badRequest(reply, message, [{ path: '(body)', message: error.code ?? message }]);
    return reply.status(status).send({ error: message });
  });
}

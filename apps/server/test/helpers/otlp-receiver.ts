import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as OTLP/HTTP JSON carries it (ids in hex), with its attributes flattened. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, string | number | boolean>;
}

interface JsonAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
}

interface JsonExport {
  resourceSpans?: Array<{
    scopeSpans?: Array<{
      spans?: Array<Omit<ReceivedSpan, 'attributes'> & { attributes?: JsonAttribute[] }>;
    }>;
  }>;
}

const valueOf = ({ value }: JsonAttribute) =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue ?? ''));

export interface OtlpReceiver {
  /** Base URL, as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  url: string;
  /** Every export request so far: its path, content type and raw body. */
  readonly requests: ReadonlyArray<{ path: string; contentType: string; body: Buffer }>;
  /** Spans of the JSON exports so far, from the export request numbered `from` on. */
  spans(from?: number): ReceivedSpan[];
  /** Resolves once an export request numbered `from` or later has arrived for which `test` holds. */
  waitFor(test: (request: { path: string; body: Buffer }) => boolean, from?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A collector's OTLP/HTTP endpoint, as small as it gets: it takes every POST, keeps the body and
 * answers 200 with the empty export response (`{}` for JSON, zero bytes for protobuf).
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const requests: Array<{ path: string; contentType: string; body: Buffer }> = [];
  const waiters: Array<{ test: (request: { path: string; body: Buffer }) => boolean; resolve: () => void }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const contentType = request.headers['content-type'] ?? '';
      const received = { path: request.url ?? '', contentType, body: Buffer.concat(chunks) };
      requests.push(received);
      for (const waiter of waiters.filter(({ test }) => test(received))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      const json = contentType.includes('json');
      response.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' });
      response.end(json ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    spans: (from = 0) =>
      requests
        .slice(from)
        .filter(({ contentType }) => contentType.includes('json'))
        .flatMap(({ body }) => (JSON.parse(body.toString()) as JsonExport).resourceSpans ?? [])
        .flatMap((resource) => resource.scopeSpans ?? [])
        .flatMap((scope) => scope.spans ?? [])
        .map((span) => ({
          traceId: span.traceId,
          spanId: span.spanId,
          ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
          name: span.name,
          attributes: Object.fromEntries(
            (span.attributes ?? []).map((attribute) => [attribute.key, valueOf(attribute)]),
          ),
        })),
    waitFor: (test, from = 0) =>
      new Promise<void>((resolve) => {
        if (requests.slice(from).some(test)) resolve();
        else waiters.push({ test, resolve });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

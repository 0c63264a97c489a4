import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which server process answered a request that passed the proxy. */
export interface ProxiedRequest {
  upstream: number;
  method: string;
  path: string;
}

export interface RoundRobinProxy {
  /** Where the proxy listens: every site name of the test resolves here. */
  readonly port: number;
  setUpstreams(urls: readonly string[]): void;
  /** Every request so far, in the order it arrived. */
  readonly served: readonly ProxiedRequest[];
  /** The next request goes to this upstream; round-robin carries on from there. */
  sendNextTo(upstream: number): void;
  close(): Promise<void>;
}

/**
 * The reverse proxy of the production shape, written for the test: each request to the next
 * server process in turn, Host and every other header passed on as received.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let upstreams: readonly URL[] = [];
  let next = 0;
  const served: ProxiedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const upstream = next;
    next = (next + 1) % upstreams.length;
    const target = upstreams[upstream];
    if (!target) {
      outgoing.writeHead(502).end();
      return;
    }
    served.push({ upstream, method: incoming.method ?? 'GET', path: incoming.url ?? '/' });
    const forwarded = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.headersSent || outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    served,
    setUpstreams: (urls) => {
      upstreams = urls.map((url) => new URL(url));
      next = 0;
    },
    sendNextTo: (upstream) => {
      next = upstream;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

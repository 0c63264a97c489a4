import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A partner's receiver: answers each delivery with the next status of its script, then 204. On
 * `port` when given, so a receiver closed for a while (the soak's fault) comes back where it was.
 */
export async function startReceiver(script: number[] = [], port = 0) {
  const received: Received[] = [];
  const statuses = [...script];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No receiver address');
  return {
    url: new URL(`http://127.0.0.1:${address.port}/hooks`),
    received,
    respondWith: (next: number[]) => statuses.splice(0, statuses.length, ...next),
    // Kept-alive connections are cut too: a closed receiver answers nobody, at once.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

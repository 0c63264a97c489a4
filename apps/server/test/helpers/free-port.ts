import { createServer } from 'node:net';

/**
 * A loopback port no one listens on now, for a child server that must come back on the same port
 * after a restart. Asked of the system rather than fixed, so two test runs side by side never meet.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

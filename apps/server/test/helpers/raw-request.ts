import { request } from 'node:http';
import type { RawResponse } from './raw-http.ts';

/**
 * Any method, path sent verbatim, exactly the headers given (fetch would add a content type
 * to every string body) and a body of any bytes.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const payload = body === undefined ? undefined : Buffer.from(body, 'utf8');
  const allHeaders = payload ? { ...headers, 'content-length': String(payload.length) } : headers;
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers: allHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

import { request } from 'node:http';

export interface VisitorResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T = unknown>(): T;
}

/**
 * A browser on one site (`origin`, e.g. http://very-quickcheck.example.co.uk:8080) whose name
 * resolves to `target` (a server or a proxy in front of it), as Chromium's host-resolver rules
 * would map it: the Host header is the site's, and it keeps the cookies that host sets.
 */
export interface HostVisitor {
  readonly origin: string;
  get(pathOrUrl: string): Promise<VisitorResponse>;
  postJson(pathOrUrl: string, body: unknown, headers?: Record<string, string>): Promise<VisitorResponse>;
  postForm(pathOrUrl: string, fields: Record<string, string>): Promise<VisitorResponse>;
  /** The last Set-Cookie line the site sent for this cookie, attributes and all. */
  setCookieLine(name: string): string | undefined;
}

interface Cookie {
  value: string;
  path: string;
}

export function visitorOn(target: string, origin: string): HostVisitor {
  const { hostname, port } = new URL(target);
  const host = new URL(origin).host;
  const cookies = new Map<string, Cookie>();
  const lines = new Map<string, string>();

  /** An absolute URL must be on this visitor's own origin: a link elsewhere is a finding, not followed. */
  function pathOf(pathOrUrl: string): string {
    if (pathOrUrl.startsWith('/')) return pathOrUrl;
    const url = new URL(pathOrUrl);
    if (url.origin !== origin) throw new Error(`${pathOrUrl} leaves the visitor's site ${origin}`);
    return `${url.pathname}${url.search}`;
  }

  function keep(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
      cookies.set(pair.slice(0, at), { value: pair.slice(at + 1), path });
      lines.set(pair.slice(0, at), line);
    }
  }

  function cookieHeader(path: string): string {
    return [...cookies]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  function send(method: string, pathOrUrl: string, headers: Record<string, string>, body?: string) {
    const path = pathOf(pathOrUrl);
    const cookie = cookieHeader(path);
    const payload = body === undefined ? undefined : Buffer.from(body);
    const all: Record<string, string> = {
      ...headers,
      host,
      ...(cookie ? { cookie } : {}),
      ...(payload ? { 'content-length': String(payload.length) } : {}),
    };
    return new Promise<VisitorResponse>((resolve, reject) => {
      const req = request({ hostname, port, path, method, headers: all }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          keep(res.headers['set-cookie']);
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  return {
    origin,
    setCookieLine: (name) => lines.get(name),
    get: (pathOrUrl) => send('GET', pathOrUrl, {}),
    postJson: (pathOrUrl, body, headers = {}) =>
      send('POST', pathOrUrl, { 'content-type': 'application/json', ...headers }, JSON.stringify(body)),
    postForm: (pathOrUrl, fields) =>
      send(
        'POST',
        pathOrUrl,
        { 'content-type': 'application/x-www-form-urlencoded' },
        new URLSearchParams(fields).toString(),
      ),
  };
}

import { expect } from 'vitest';

/** What helmet (as configured in security/http-security.ts) promises every answer, whatever its status. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Every answer's security headers, whatever its status (a 200, an error, a 429). */
export function expectSecurityHeaders(answer: Response) {
  const seen = Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, answer.headers.get(name)]));
  expect(seen, `${answer.status} ${answer.url}`).toEqual(SECURITY_HEADERS);
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(answer.headers.get('x-powered-by')).toBeNull();
}

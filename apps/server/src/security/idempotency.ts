import { createHmac } from 'node:crypto';

/** JSON with object keys sorted at every depth, so equal payloads give equal text whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A double click or a retry sends the same payload in the same form session: keyed HMAC
 * of both, so the key reveals nothing about the answers and cannot be forged by a client.
 */
export function idempotencyKey(secret: string, sessionId: string, payload: unknown): string {
  return createHmac('sha256', secret).update(sessionId).update('\n').update(canonicalJson(payload)).digest('base64url');
}

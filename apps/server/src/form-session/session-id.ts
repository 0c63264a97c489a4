import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { fillRandom } from '../security/random-pool.ts';

/**
 * Form session ids that vouch for themselves, so GET /form writes nothing: a UUID (version 8,
 * RFC 9562's custom layout) carrying its issue time and a keyed MAC over it. The first activity
 * on a session can then tell an id this server handed out, and when, without a row written at
 * issue (docs/decisions/016). Layout of the 122 free bits:
 *   48-bit issue time in ms | 42 random bits | 32-bit MAC (HMAC-SHA256, truncated) of the rest.
 * The random bits keep ids issued in the same millisecond apart; the MAC is only asked to refuse
 * ids we never issued, which are worth nothing anyway (GET /form hands out real ones).
 */
const MAC_BYTES = 4;
const BODY_BYTES = 16 - MAC_BYTES;
const LAYOUT = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface SessionIds {
  issue(now: Date): string;
  /** When a session id was issued, or undefined when this server did not issue it (another layout, a bad MAC). */
  issuedAt(sessionId: string): Date | undefined;
}

export function createSessionIds(secret: string): SessionIds {
  // A key of its own, so a MAC here can never stand in for a token or a snapshot key.
  const key = createSecretKey(createHmac('sha256', secret).update('form-session-id').digest());
  const macOf = (body: Uint8Array) => createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);

  return {
    issue(now) {
      const bytes = Buffer.alloc(16);
      fillRandom(bytes, 6, 6);
      bytes.writeUIntBE(now.getTime(), 0, 6);
      bytes[6] = 0x80 | (bytes[6]! & 0x0f); // version 8
      bytes[8] = 0x80 | (bytes[8]! & 0x3f); // variant 10
      macOf(bytes.subarray(0, BODY_BYTES)).copy(bytes, BODY_BYTES);
      const hex = bytes.toString('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
    issuedAt(sessionId) {
      if (!LAYOUT.test(sessionId)) return undefined;
      const bytes = Buffer.from(sessionId.replaceAll('-', ''), 'hex');
      if (!timingSafeEqual(macOf(bytes.subarray(0, BODY_BYTES)), bytes.subarray(BODY_BYTES))) return undefined;
      return new Date(bytes.readUIntBE(0, 6));
    },
  };
}

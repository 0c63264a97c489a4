// @vitest-environment node
// (jose's signing in jsdom refuses jsdom's own Uint8Array: another realm.)
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeTokenPayload } from './token-payload.ts';

describe('decodeTokenPayload', () => {
  it('reads the payload of a signed token as jose writes it, accents and all', async () => {
    const claims = { name: 'Zoë Ørsted', stages: [{ id: 'about-you' }], exp: 2_000_000_000 };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!'));
    expect(decodeTokenPayload(token)).toEqual(claims);
  });

  it('reads payloads whose base64url needs no padding and ones that would', () => {
    for (const claims of [{ a: '1' }, { ab: '12' }, { abc: '123' }]) {
      expect(decodeTokenPayload(new UnsecuredJWT(claims).encode())).toEqual(claims);
    }
  });

  it('refuses a token without a payload, with a payload that is not JSON, or not an object', () => {
    expect(() => decodeTokenPayload('only-one-part')).toThrow(/no payload/);
    expect(() => decodeTokenPayload('e30.bm90IGpzb24.x')).toThrow();
    expect(() => decodeTokenPayload(`e30.${btoa('[1,2]')}.x`)).toThrow(/not an object/);
  });
});

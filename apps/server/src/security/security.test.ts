import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { manualClock } from '../clock.ts';
import { canonicalJson, idempotencyKey } from './idempotency.ts';
import { helmetHeaders } from './http-security.ts';
import { createPiiProtector } from './pii-crypto.ts';
import { TokenError, createTokenService } from './tokens.ts';
import { TEST_KEYS } from '../../test/helpers/test-settings.ts';

describe('PII protection', () => {
  const pii = createPiiProtector(TEST_KEYS.piiKey);
  const answers = { 'first-name': 'Jane', 'last-name': 'Doe', 'date-of-birth': '14-06-1985', postcode: 'AB1 2CD' };

  it('encrypts answers so they read back only with the key', () => {
    const sealed = pii.encryptAnswers(answers);
    expect(sealed).not.toContain('Jane');
    expect(pii.encryptAnswers(answers)).not.toBe(sealed);
    expect(pii.decryptAnswers(sealed)).toEqual(answers);
    expect(() => createPiiProtector('another-pii-key-0123456789-abcdefghij').decryptAnswers(sealed)).toThrow();
  });

  it('refuses a tampered ciphertext', () => {
    const [format, iv, tag, body] = pii.encryptAnswers(answers).split('.') as [string, string, string, string];
    const flipped = (body[0] === 'A' ? 'B' : 'A') + body.slice(1);
    expect(() => pii.decryptAnswers([format, iv, tag, flipped].join('.'))).toThrow();
  });

  it('hashes the same person the same way however the details are typed', () => {
    const hash = pii.identityHash(answers);
    expect(pii.identityHash({ ...answers, 'first-name': ' JANE ', 'last-name': 'doe', postcode: 'ab12cd' })).toBe(hash);
    expect(pii.identityHash({ ...answers, 'date-of-birth': '15-06-1985' })).not.toBe(hash);
    expect(pii.identityHash({ ...answers, 'first-name': 'Joan' })).not.toBe(hash);
    expect(hash).not.toContain('Jane');
    expect(createPiiProtector('another-pii-key-0123456789-abcdefghij').identityHash(answers)).not.toBe(hash);
  });
});

describe('idempotency keys', () => {
  it('ignore key order at every depth', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('depend on the session, the payload and the secret', () => {
    const key = idempotencyKey('secret-a', 'session-1', { a: 1, b: [1, 2] });
    expect(idempotencyKey('secret-a', 'session-1', { b: [1, 2], a: 1 })).toBe(key);
    expect(idempotencyKey('secret-a', 'session-2', { a: 1, b: [1, 2] })).not.toBe(key);
    expect(idempotencyKey('secret-a', 'session-1', { a: 1, b: [2, 1] })).not.toBe(key);
    expect(idempotencyKey('secret-b', 'session-1', { a: 1, b: [1, 2] })).not.toBe(key);
  });
});

describe('tokens', () => {
  const clock = manualClock();
  const tokens = createTokenService(TEST_KEYS.tokenSecret, clock, 30);
  const quotationId = '8d2f8a4e-3c1b-4e6f-9a2d-1b3c4d5e6f70';

  it('round-trips a result token and rejects it as a form token', async () => {
    const token = await tokens.sign('result', {
      claims: { quotationId, reason: 'MATCH_AND_OFFER', brand: 'very' },
      decidedAt: clock.now(),
    });
    expect(await tokens.verify('result', token)).toEqual({ quotationId, reason: 'MATCH_AND_OFFER', brand: 'very' });
    await expect(tokens.verify('form', token)).rejects.toBeInstanceOf(TokenError);
  });

  it('issues identical result tokens for the same decision time', async () => {
    const claims = { quotationId, reason: 'SCORE_DECLINE' as const, brand: 'quickcheck' };
    const decidedAt = clock.now();
    clock.advance(5000);
    expect(await tokens.sign('result', { claims, decidedAt })).toBe(await tokens.sign('result', { claims, decidedAt }));
  });

  it('rejects a token signed with another secret', async () => {
    const other = createTokenService('another-secret-0123456789-abcdefghijkl', clock, 30);
    const token = await other.sign('result', {
      claims: { quotationId, reason: 'ERROR', brand: 'quickcheck' },
      decidedAt: clock.now(),
    });
    await expect(tokens.verify('result', token)).rejects.toBeInstanceOf(TokenError);
  });

  it('expires form tokens after the session expiry', async () => {
    const local = manualClock();
    const service = createTokenService(TEST_KEYS.tokenSecret, local, 30);
    const form = await service.sign('form', {
      sessionId: quotationId,
      definition: { id: 'qco-standard', stages: [{ id: 's', title: 'S', questions: [] }] },
      consumerName: 'QCHK',
      formValues: {},
      openBanking: { enabled: true },
      requestDetails: { quotationContext: { brand: 'quickcheck', consumerName: 'QCHK', journeyType: 'standard' } },
    });
    local.advance(29 * 60 * 1000);
    await expect(service.verify('form', form)).resolves.toMatchObject({ consumerName: 'QCHK' });
    local.advance(2 * 60 * 1000);
    await expect(service.verify('form', form)).rejects.toBeInstanceOf(TokenError);
  });
});

describe('security headers', () => {
  it('are exactly what helmet itself sets on a response, asked once', async () => {
    const server = createServer((request, response) =>
      helmet({ contentSecurityPolicy: false, frameguard: { action: 'deny' } })(request, response, () => response.end()),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const fromHelmet = (await fetch(`http://127.0.0.1:${port}/`)).headers;
      const expected = Object.fromEntries(
        [...fromHelmet].filter(([name]) => !['connection', 'content-length', 'date', 'keep-alive'].includes(name)),
      );
      expect(Object.keys(expected).length).toBeGreaterThan(5);
      expect(helmetHeaders()).toEqual(expected);
    } finally {
      server.close();
    }
  });
});

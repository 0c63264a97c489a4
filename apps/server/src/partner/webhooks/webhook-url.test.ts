import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isInternalAddress } from './webhook-url.ts';

const byte = fc.integer({ min: 0, max: 255 });
const ipv4 = fc.tuple(byte, byte, byte, byte);
type V4 = [number, number, number, number];
const dotted = (v4: V4) => v4.join('.');
const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
/** The IPv4 address as the two IPv6 groups that carry it. */
const groups = ([a, b, c, d]: V4) => `${hex(a, b)}:${hex(c, d)}`;
/** Teredo carries the client's address inverted (RFC 4380). */
const inverted = (v4: V4) => v4.map((part) => part ^ 0xff) as V4;

/** Every IPv6 spelling that carries an IPv4 address: each is a way to reach that address, so each is refused. */
const EMBEDDINGS: Record<string, (v4: V4) => string> = {
  'IPv4-mapped (dotted)': (v4) => `::ffff:${dotted(v4)}`,
  'IPv4-mapped (hex)': (v4) => `::ffff:${groups(v4)}`,
  'IPv4-compatible (dotted)': (v4) => `::${dotted(v4)}`,
  'IPv4-compatible (hex)': (v4) => `::${groups(v4)}`,
  'SIIT, RFC 6145': (v4) => `::ffff:0:${groups(v4)}`,
  'NAT64 well-known prefix, RFC 6052': (v4) => `64:ff9b::${groups(v4)}`,
  'NAT64 local-use prefix, RFC 8215': (v4) => `64:ff9b:1::${groups(v4)}`,
  '6to4, RFC 3056': (v4) => `2002:${groups(v4)}::1`,
  'Teredo, RFC 4380': (v4) => `2001:0:4136:e378:8000:63bf:${groups(inverted(v4))}`,
};

/** IPv4 ranges no partner is ever at (IANA special-purpose registry), with a host in each. */
const INTERNAL_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const inRange = ([network, prefix]: [string, number], host: number): V4 => {
  const base = network.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
  const size = 2 ** (32 - prefix);
  const value = base + (host % size);
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
};
const internalV4 = fc
  .tuple(fc.constantFrom(...INTERNAL_V4), fc.integer({ min: 0, max: 2 ** 32 - 1 }))
  .map(([range, host]) => inRange(range, host));

describe('the webhook address guard', () => {
  it.each([
    '::127.0.0.1',
    '::7f00:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:0:127.0.0.1',
    '::ffff:0:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::1',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '100::1',
    '2001:db8::1',
    '2001:2::1',
    '2001:10::1',
    '3fff::1',
    '4000::1',
    '0.0.0.0',
    '127.0.0.1',
    '10.1.2.3',
    '100.64.0.1',
    '169.254.169.254',
    '172.31.255.255',
    '192.0.0.1',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    'partner.example',
    '',
  ])('refuses %s', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '81.2.69.160', '2606:4700:4700::1111', '2a00:1450:4009:81f::200e'])(
    'lets the public unicast address %s through',
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );

  it('refuses every IPv6 spelling that carries an IPv4 address, whichever address it carries', () => {
    fc.assert(
      fc.property(ipv4, fc.constantFrom(...Object.keys(EMBEDDINGS)), (v4, kind) => {
        expect(isInternalAddress(EMBEDDINGS[kind]!(v4 as V4)), kind).toBe(true);
      }),
    );
  });

  it('refuses every address of the special-purpose IPv4 ranges, as itself', () => {
    fc.assert(fc.property(internalV4, (v4) => isInternalAddress(dotted(v4))));
  });

  it('refuses every IPv6 address outside the global unicast space 2000::/3', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const outside = fc
      .tuple(
        fc.integer({ min: 0, max: 0xffff }).filter((first) => first < 0x2000 || first >= 0x4000),
        fc.array(group, { minLength: 7, maxLength: 7 }),
      )
      .map(([first, rest]) => [first, ...rest].map((part) => part.toString(16)).join(':'));
    fc.assert(fc.property(outside, (address) => isInternalAddress(address)));
  });

  it('gives one verdict for one address however it is written', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }), (parts) => {
        const full = parts.map((part) => part.toString(16).padStart(4, '0')).join(':');
        const short = parts.map((part) => part.toString(16)).join(':');
        const upper = full.toUpperCase();
        const bracketed = new URL(`https://[${full}]/`).hostname.slice(1, -1);
        const verdicts = new Set([full, short, upper, bracketed].map(isInternalAddress));
        expect(verdicts.size).toBe(1);
      }),
    );
  });

  it('refuses a webhook URL naming an internal address in any spelling (the probe tried [::127.0.0.1])', () => {
    const production = { development: false };
    for (const host of [
      '[::127.0.0.1]',
      '[::ffff:7f00:1]',
      '[64:ff9b::a9fe:a9fe]',
      '[2002:a00:1::1]',
      '0x7f.1',
      '2130706433',
    ]) {
      expect(() => checkWebhookUrl(`https://${host}/hooks`, production), host).toThrow(/private or loopback/);
    }
    expect(checkWebhookUrl('https://[2606:4700:4700::1111]/hooks', production).hostname).toBe('[2606:4700:4700::1111]');
  });
});

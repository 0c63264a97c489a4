import fc from 'fast-check';

/** Values that broke servers like ours: text PostgreSQL refuses, bidi tricks, prototype names, sizes. */
export const NASTY_STRINGS = [
  '\uD800',
  'a\uDFFFb',
  '\u0000',
  'x\u0000y',
  '\u202Eevil\u202C',
  'مرحبا',
  '😀👩‍👩‍👧',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  "'; drop table quotations; --",
  '%E0%A4%A',
  '../../etc/passwd',
  'x'.repeat(10_000),
  'y'.repeat(70_000),
  '',
  ' ',
];

/** Any JSON-ish value, with strings drawn from all of UTF-16 (lone surrogates included). */
export const fuzzValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 2 ** 53 + 1, [], {}),
  fc.array(fc.string({ unit: 'binary', maxLength: 8 }), { maxLength: 30 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', 'b', 'toString'), fc.jsonValue({ maxDepth: 2 })),
);

/** JSON text of objects nested `depth` deep (JSON.stringify itself overflows on deep values). */
export const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

/** A request body: the route's own body with one field broken, dropped or added, or something else whole. */
export function fuzzBody(base: Record<string, unknown>): fc.Arbitrary<Body> {
  const keys = Object.keys(base);
  const json = (value: unknown): Body => ({ kind: 'json', value });
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(fc.constantFrom(...keys), fuzzValue).map(([k, v]) => json({ ...base, [k]: v })) },
    { weight: 1, arbitrary: fc.constantFrom(...keys).map((k) => json(omit(base, k))) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.string({ maxLength: 70 }), fuzzValue).map(([k, v]) => json({ ...base, [k]: v })),
    },
    { weight: 1, arbitrary: nestedBody(base, keys) },
    { weight: 1, arbitrary: fuzzValue.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"a":}',
          '[',
          'null',
          '"',
          '\u0000',
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{}}}',
        )
        .map((text): Body => ({ kind: 'raw', text })),
    },
  );
}

function nestedBody(base: Record<string, unknown>, keys: string[]): fc.Arbitrary<Body> {
  return fc.tuple(fc.constantFrom(...keys), fc.constantFrom(50, 1000, 5000)).map(([key, depth]) => {
    const text = JSON.stringify({ ...base, [key]: '__NESTED__' }).replace('"__NESTED__"', nestedJson(depth));
    return { kind: 'raw', text };
  });
}

function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

export const fuzzContentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  undefined,
);

/** Text for a query value or path segment: percent-encoded where possible, raw bytes where not. */
export const fuzzUrlText = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS.filter((text) => text.length < 5000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('%E0%A4%A', '%ED%A0%80', '%00', '%', '%zz', '..%2f..%2f'),
);

/** Lone surrogates cannot be percent-encoded: they are sent as their raw (invalid) UTF-8 bytes. */
export function urlEncode(text: string): string {
  if (/%/.test(text) && /^[\x21-\x7e]*$/.test(text)) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

export function bodyText(body: Body): string {
  if (body.kind === 'raw') return body.text;
  try {
    return JSON.stringify(body.value) ?? 'null';
  } catch {
    return 'null';
  }
}

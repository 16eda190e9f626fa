/**
 * fast-check arbitraries for hostile input: strings that attack (NUL, SQL and script injection,
 * odd Unicode, very long), numbers that overflow or are not numbers, values of the wrong type,
 * extra and server-owned fields, and raw JSON that JSON.stringify cannot produce (1e400, __proto__).
 */
import fc from 'fast-check';

const RAW = '\u0001RAW:';
/** A raw JSON literal, spliced into the body text unquoted by toPayload(). */
export const raw = (literal: string) => `${RAW}${literal}\u0001`;

export const hostileStrings = fc.constantFrom(
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  "' or '1'='1",
  "'; drop table cart_items; --",
  "user1'; update tailors set rating = 5; --",
  '"; select pg_sleep(10); --',
  '\\',
  '%',
  '%00',
  '%27',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${process.exit(1)}',
  '{{7*7}}',
  '../../../etc/passwd',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFE\uFFFF',
  '\u202Eevil',
  '\u200B',
  '🧵👗🏿‍🦱',
  'Ọ̀ṣun Ẹ̀kọ́ Àdìrẹ',
  'ＵＳＥＲ１',
  'user1',
  ' user1',
  'USER1',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e400',
  '0x10',
  '0b11',
  '1_000',
  ' 42 ',
  '4 2',
  '٤٢',
  '42abc',
  '1'.repeat(400),
  'a'.repeat(5_000),
  'ü'.repeat(40_000),
);

const anyString = fc.oneof(
  { weight: 3, arbitrary: hostileStrings },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 200, maxLength: 3_000 }) },
);

export const hostileNumbers = fc.oneof(
  fc.integer(),
  fc.double(), // NaN, ±Infinity and -0 included; JSON.stringify sends the first three as null
  fc.constantFrom(
    0,
    -1,
    0.001,
    0.004,
    0.005,
    1e-320,
    119.995,
    120.004,
    120.005,
    305.005,
    999.995,
    2 ** 31,
    2 ** 53 + 2,
    1e308,
    -1e308,
  ),
  fc.constantFrom(raw('1e400'), raw('-1e400'), raw('1e-400'), raw('-0'), raw('1'.repeat(60))),
);

const scalar = fc.oneof(anyString, hostileNumbers, fc.boolean(), fc.constant(null));

/** Anything at all where a value goes: scalars, lists and objects, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Fields the server owns or that belong to nobody: a request naming them must change nothing. */
const extraKeys = fc.oneof(
  fc.constantFrom(
    'id',
    'status',
    'rating',
    'reviewCount',
    'isVerified',
    'completedOrders',
    'totalAmount',
    'price',
    'createdAt',
    'updatedAt',
    'submittedAt',
    'reviewedAt',
    'reviewNotes',
    'tokenHash',
    'constructor',
    'prototype',
    'isAdmin',
  ),
  fc.string({ maxLength: 12 }),
);

/**
 * A body for a route whose valid fields are `valid`: often entirely valid (so requests reach the
 * database with hostile extra fields), often with one field wrong, sometimes with many wrong or
 * missing; now and then not an object at all, or raw text that is not JSON.
 */
export function hostileBody(valid: Record<string, fc.Arbitrary<unknown>>) {
  const keys = Object.keys(valid);
  const someKeys = (weights: [number, number, number]) =>
    // A body with no known fields (sign-out's {}) has only extra ones to add.
    keys.length === 0
      ? fc.constant<string[]>([])
      : fc.oneof(
          { weight: weights[0], arbitrary: fc.constant<string[]>([]) },
          { weight: weights[1], arbitrary: fc.subarray(keys, { minLength: 1, maxLength: 1 }) },
          { weight: weights[2], arbitrary: fc.subarray(keys) },
        );
  const object = fc
    .record({
      good: fc.record(valid),
      bad: fc.array(hostileValue, { minLength: keys.length, maxLength: keys.length }),
      corrupt: someKeys([2, 3, 3]),
      drop: someKeys([6, 1, 1]),
      extra: fc.dictionary(extraKeys, hostileValue, { maxKeys: 3 }),
      extraFirst: fc.boolean(),
    })
    .map(({ good, bad, corrupt, drop, extra, extraFirst }) => {
      const known: Record<string, unknown> = { ...good };
      corrupt.forEach((key) => (known[key] = bad[keys.indexOf(key)]));
      drop.forEach((key) => delete known[key]);
      return extraFirst ? { ...known, ...extra } : { ...extra, ...known };
    });
  return fc.oneof(
    { weight: 12, arbitrary: object.map((body) => toPayload(body)) },
    { weight: 1, arbitrary: hostileValue.map((body) => toPayload(body)) },
    { weight: 1, arbitrary: rawBodies },
  );
}

/** Bodies JSON.stringify cannot produce: broken JSON, prototype poisoning, deep nesting, BOMs. */
const rawBodies = fc.constantFrom(
  '',
  '{',
  '{"userId":',
  'null',
  '[]',
  '"user1"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"userId":"user1","userId":"someone-else"}',
  '\uFEFF{}',
  '['.repeat(20_000) + ']'.repeat(20_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  `{"x":"${'y'.repeat(70 * 1024)}"}`,
);

/** JSON text of a value, with raw() literals spliced in unquoted. */
export function toPayload(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/"\\u0001RAW:([^"\\]*)\\u0001"/g, '$1');
}

/** A path segment: a known id or a hostile string, percent-encoded or raw. */
export function hostileSegment(validIds: string[]) {
  const text = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...validIds) },
    { weight: 3, arbitrary: anyString.filter((s) => s.length < 5_000) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{60,130}$/) },
  );
  return fc.tuple(text, fc.constantFrom('encoded', 'raw', 'double')).map(([text, how]) => {
    // A URL cannot carry a lone surrogate: browsers send U+FFFD in its place, and so do we.
    const s = text.toWellFormed();
    if (how === 'encoded') return encodeURIComponent(s);
    if (how === 'double') return encodeURIComponent(encodeURIComponent(s));
    // Raw: what a hand-typed address may hold, except what would end the path itself.
    return s.replace(/[?#\s]/g, (c) => encodeURIComponent(c));
  });
}

import fc from 'fast-check';

/**
 * Values an attacker sends instead of the expected one: each has broken a web API somewhere (a NUL byte that
 * PostgreSQL text refuses, integers past int4, year 0, strings that look like numbers, SQL, paths, markup).
 */
const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '%00',
  '',
  ' ',
  '\t\r\n',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  'ﬃ',
  '🍕🍺',
  'Ő'.repeat(300),
  'x'.repeat(10_000),
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '-1',
  '0',
  '1e309',
  '0x10',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999',
  '1.5',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '") UNION SELECT * FROM users --',
  '$1',
  '\\',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '%',
  '%ZZ',
];

/** Days and instants past what the database or a calendar takes. */
const edgeDays = [
  '0000-01-01',
  '9999-12-31',
  '1899-12-31',
  '3000-01-01',
  '2026-02-29',
  '2024-02-30',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-23:59',
  '+275760-09-13T00:00:00Z',
];

const hostileNumbers = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
  -1,
  0,
  -0,
  1.5,
  Number.MAX_SAFE_INTEGER,
];

/** A value nested deeper than any schema goes. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? { a: value } : [value];
  return value;
}

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.constantFrom(...edgeDays) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`) },
);

/** Anything JSON can carry where a particular field is expected: hostile strings, numbers, wrong types, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { id: 1 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(nested(200, 1), nested(3, '\u0000'), ['\u0000'], { '': '\u0000' }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A path segment or query value: hostile text, or a hostile number written out. */
export const hostileParameter = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(...hostileNumbers).map(String) },
);

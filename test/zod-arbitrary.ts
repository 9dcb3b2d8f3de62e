import fc from 'fast-check';
import type { ZodType } from 'zod';

/**
 * fast-check arbitraries from the zod contracts routes declare (issue 19 item 8): values of the
 * contract's shape (so requests reach the handlers), and hostile ones mixed in at any depth (odd
 * strings with NUL and lone surrogates, numbers past 2^31, deep objects, wrong types).
 */

/** Values every parser must refuse or survive, whatever the field. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '',
    '\u0000',
    'a\u0000b',
    '\ud800',
    ' ',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '%00',
    '9'.repeat(400),
    'x'.repeat(5000),
    2 ** 31,
    2 ** 53 + 1,
    -1,
    0,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    null,
    true,
    [],
    {},
    { __proto__: { admin: true } },
    { constructor: { prototype: { admin: true } } },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant(null).map(() => deep(200)),
  fc.array(fc.string(), { maxLength: 5 }),
);

const deep = (n: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

/** Values a field named like this usually takes, so generated requests name real rows and books. */
const LIKELY: Record<string, unknown[]> = {
  bibleId: ['eng-web', 'eng-kjv'],
  bible_id: ['eng-web'],
  translation: ['eng-web'],
  bookId: ['JHN', 'GEN', 'PSA', 'JUD'],
  book: ['JHN'],
  chapter: [1, 3, 150, 2 ** 31, '3'],
  verses: [[16], [1, 2, 3]],
  slug: ['new_believer', 'reformed', 'launch', 'privacy'],
  id: [1, 2, 3, '1', 'nope'],
  q: ['love', 'John 3:16', 'a\u0000b'],
  refs: ['JHN.3.16', 'John 3:16-18', 'Gen 1:1; Rev 22:21', 'JHN.99999999999.1', 'PSA.23.1-PSA.2147483648.1'],
  prompt: ['What does this mean?', 'a\u0000b'],
  email: ['fuzz@example.org'],
};

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definition is untyped across kinds.
type Def = Record<string, any>;
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** An arbitrary of values shaped by `schema`, with hostile values mixed in at every level. */
export const arbitraryFor = (schema: unknown, key = '', depth = 0): fc.Arbitrary<unknown> => {
  const shaped = shapedFor(schema, key, depth);
  const likely = LIKELY[key];
  const options: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: shaped, weight: 6 },
    { arbitrary: hostile, weight: 2 },
  ];
  if (likely) options.push({ arbitrary: fc.constantFrom(...likely), weight: 4 });
  return fc.oneof(...options);
};

// Strings that name passages ("JHN.3.16", "PSA.23.1-PSA.23.6", "JHN.3.16;ROM.8"), with numbers past
// any chapter and past a database integer (issue 36: "JHN.99999999999.1" reached the database).
const REFERENCE_KEY = /^(?:refs?|reference|passage|range|verse_range|osis|target)$/i;
const extreme = fc.constantFrom(1, 3, 0, -1, 999, 1000, 2 ** 31, 99_999_999_999);
const oneRef = fc
  .tuple(
    fc.constantFrom('JHN', 'PSA', 'GEN', 'XXX', 'jhn'),
    extreme,
    extreme,
    fc.option(fc.tuple(extreme, extreme)),
  )
  .map(([b, c, v, to]) => (to ? `${b}.${c}.${v}-${b}.${to[0]}.${to[1]}` : `${b}.${c}.${v}`));
const referenceLike = fc.array(oneRef, { minLength: 1, maxLength: 3 }).map((refs) => refs.join(';'));

const shapedFor = (schema: unknown, key: string, depth: number): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  if (!def || depth > 6) return hostile;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, ZodType>;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(shape)) fields[k] = arbitraryFor(v, k, depth + 1);
      return fc.record(fields, { requiredKeys: [] });
    }
    case 'array':
      return fc.array(arbitraryFor(def.element, key, depth + 1), { maxLength: 4 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((s) => arbitraryFor(s, key, depth + 1)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryFor(def.valueType, key, depth + 1), {
        maxKeys: 3,
      });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fc.oneof(shapedFor(def.innerType, key, depth), fc.constant(undefined), fc.constant(null));
    case 'pipe':
      return shapedFor(def.in, key, depth);
    case 'lazy':
      return shapedFor(def.getter(), key, depth + 1);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((s) => shapedFor(s, key, depth)));
    case 'intersection':
      return fc.oneof(shapedFor(def.left, key, depth), shapedFor(def.right, key, depth));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'boolean':
      return fc.boolean();
    case 'number':
    case 'int':
    case 'bigint':
      // Out of every database integer's range too, either side (issue 36).
      return fc.oneof(
        fc.integer({ min: -2, max: 50 }),
        fc.integer(),
        fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 99_999_999_999, Number.MAX_SAFE_INTEGER, 1e21, 0.5),
      );
    case 'string':
      if (def.format === 'uuid' || def.format === 'guid') return fc.uuid();
      if (def.format === 'email') return fc.emailAddress();
      if (def.format === 'url') return fc.webUrl();
      if (REFERENCE_KEY.test(key)) return fc.oneof(referenceLike, fc.string({ maxLength: 30 }));
      return fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        // Numbers past what a database integer holds, as text: a route must bound them first.
        fc.constantFrom('99999999999', '2147483648', '-2147483649', '9007199254740993', '-1', '1e21', '0'),
      );
    case 'null':
      return fc.constant(null);
    default:
      return fc.anything({ maxDepth: 3 });
  }
};

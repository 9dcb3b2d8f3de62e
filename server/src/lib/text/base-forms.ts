import { z } from 'zod';
import data from './irregular-verbs.json' with { type: 'json' };

// Each irregular verb by its base, with its other forms ("cut" and "shut" have none: listed so that
// nobody adds them as missing). Regular forms are the stemmer's. "die" is listed as well: the stemmer reads "died" and
// "dying" as words of their own, so "how did Saul die" never met "Saul died".
const IrregularVerbs = z.record(z.string().regex(/^[a-z]+$/), z.array(z.string().regex(/^[a-z]+$/)));

// A form of two verbs ("lay": lie, and lay's own base) is read as the later one's, as the list is ordered.
const BASE_OF = new Map(
  Object.entries(IrregularVerbs.parse(data)).flatMap(([base, forms]) => forms.map((f) => [f, base] as const)),
);

/**
 * A text lower-cased, with its irregular verb forms as their base ("threw", "thrown" → "throw"): a
 * story told in the past ("threw him overboard") and its description in another tense ("thrown
 * overboard") are one.
 */
export const baseForms = (text: string): string =>
  text.toLowerCase().replace(/[a-z]+/g, (w) => BASE_OF.get(w) ?? w);

import { normalizeStrongs } from '../../../../common/src/strongs.ts';

/** A Strong's entry as the library stores it (importer/lexicons.ts): `definition` is the whole entry's text. */
export interface StoredEntry {
  id: string;
  language: string;
  lemma: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
}

export interface ReadableEntry {
  lemma: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
  usage: string;
  /** Numbers the entry cites, in order, itself left out (not yet checked against the lexicon). */
  related: string[];
}

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
/** The Hebrew dictionary brackets words in braces ("{safe} that {is}"): markup, not text. */
const unbrace = (s: string): string => squash(s.replace(/[{}]/g, ''));
/** "shâlôm  shâlôm" → "shâlôm": the Hebrew dictionary repeats a form for each spelling of the lemma. */
const distinctForms = (s: string): string => [...new Set(unbrace(s).split(' '))].join(' ');

/** "the KJV renders it" lists start after ":--" (Greek) or ": -" (Hebrew). */
const USAGE = /[:;]\s*--|:\s+-\s/;
/** A closing "Compare G5368." or "See H1234." after the usage list belongs to the definition. */
const TRAILING_SEE = /\.\s+((?:Compare|See)\b.*)$/;

/**
 * An entry in readable parts. The stored text is the whole entry flattened (lemma, transliteration,
 * pronunciation, then the body): the head is taken off, the body split at the KJV usage list, braces
 * dropped, and the numbers it cites collected (`<ref>` text such as "G5368", "H01904").
 */
export const readableEntry = (e: StoredEntry): ReadableEntry => {
  let body = squash(e.definition);
  for (const head of [e.lemma, e.transliteration, e.pronunciation]) {
    const h = squash(head);
    if (h && body.startsWith(h)) body = body.slice(h.length).trimStart();
  }
  let definition = body;
  let usage = '';
  const split = USAGE.exec(body);
  if (split) {
    definition = body.slice(0, split.index);
    usage = body.slice(split.index + split[0].length).trim();
    const see = TRAILING_SEE.exec(usage);
    if (see?.[1]) {
      usage = usage.slice(0, see.index + 1);
      definition = `${definition.replace(/[;,.]?\s*$/, '')}. ${see[1]}`;
    }
  }
  const related: string[] = [];
  for (const m of body.matchAll(/\b([GH]\d{1,5})\b/g)) {
    const id = normalizeStrongs(m[1] ?? '');
    if (id && id !== e.id && !related.includes(id)) related.push(id);
  }
  return {
    lemma: squash(e.lemma),
    transliteration: distinctForms(e.transliteration),
    pronunciation: distinctForms(e.pronunciation),
    definition: unbrace(definition),
    usage: unbrace(usage),
    related,
  };
};

/** "agápē" → "agape", "shâlôm" → "shalom", "'âhab" → "ahab": what a reader types for a transliteration. */
export const foldTransliteration = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** The forms a transliteration field holds ("shâlôm  shâlôm", "'âhab  'âhêb"), each folded, once. */
export const transliterationKeys = (transliteration: string): string[] => [
  ...new Set(
    unbrace(transliteration)
      .split(' ')
      .map(foldTransliteration)
      .filter((k) => k.length >= 3),
  ),
];

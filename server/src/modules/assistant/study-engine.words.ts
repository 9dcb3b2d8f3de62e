import { cite, excerpt } from '../../lib/citation.ts';
import { isFunctionWord } from './study-engine.function-words.ts';
import type { WordUsage } from './word-usage.ts';

/** What of the question's context and the tools' results these need (study-engine.answer.ts's types). */
type Place = { bookId: string; chapter: number };
type Results = Record<string, unknown[]>;

// The Strong's entries of an offline answer (issue 32): the words behind the text, how this translation
// uses each, and the verses elsewhere that carry the first.

interface Words {
  entries?: {
    strongs: string;
    language: string;
    lemma: string;
    transliteration: string;
    definition: string;
    english: string[];
    verses: number[];
    usage?: WordUsage;
  }[];
}
/** "γεννάω gennáō ghen-nah'-o from …; to procreate …:--bear, beget" → meaning and renderings. */
export const splitDefinition = (definition: string): { meaning: string; renderings: string } => {
  const [body = '', renderings = ''] = definition.split(':--');
  const afterOrigin = body.includes(';') ? body.slice(body.indexOf(';') + 1) : body;
  const clean = (t: string) =>
    t
      .replace(/[{}]/g, '')
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim();
  return { meaning: clean(afterOrigin), renderings: clean(renderings.replace(/\.$/, '')) };
};

export type WordEntry = NonNullable<Words['entries']>[number];

/** The Strong's entries found, less those of function words ("the", "your") unless asked for by number. */
export const entriesOf = (results: Results, question: string): WordEntry[] => {
  const seen = new Set<string>();
  const asked = new Set(question.toUpperCase().match(/\b[GH]\d{1,5}\b/g) ?? []);
  return (results.lookup_word ?? [])
    .flatMap((r) => (r as Words).entries ?? [])
    .filter(
      (e) => (asked.has(e.strongs) || !isFunctionWord(e)) && !seen.has(e.strongs) && seen.add(e.strongs),
    );
};

export const wordSection = (ctx: Place, entries: WordEntry[]): string | undefined => {
  if (entries.length === 0) return undefined;
  const lines = entries.slice(0, 4).map((e) => {
    const { meaning, renderings } = splitDefinition(e.definition);
    const english = e.english.length ? `**${e.english.join(', ')}**: ` : '';
    const where = e.verses.length ? ` (in ${cite(ctx.bookId, ctx.chapter, Math.min(...e.verses))})` : '';
    const also = e.usage
      ? ` ${usageLine(e.usage)}`
      : renderings
        ? ` Also rendered: ${excerpt(renderings, 100)}.`
        : '';
    const language = e.language.charAt(0).toUpperCase() + e.language.slice(1);
    const lemma = e.lemma.trim().split(/\s+/)[0] ?? e.lemma;
    const translit = e.transliteration.trim().split(/\s+/)[0] ?? e.transliteration;
    return `- ${english}${language} *${lemma}* (${translit}, Strong’s ${e.strongs}): ${excerpt(meaning, 220).replace(/[.;,:]$/, '')}${where}.${also}`;
  });
  // The verses elsewhere that carry the first word: what "where else is it used?" asks.
  const top = entries[0];
  const examples = (top?.usage?.elsewhere ?? []).map(
    (v) => `- [${v.reference}](${v.link}): ${excerpt(v.text, 160)}`,
  );
  const elsewhere =
    top && examples.length
      ? `\n\nElsewhere *${firstWord(top.lemma)}* stands in:\n\n${examples.join('\n')}`
      : '';
  return `#### The words behind the text\n\n${lines.join('\n')}${elsewhere}`;
};

const firstWord = (s: string) => s.trim().split(/\s+/)[0] ?? s;

/** "Used in 143 verses of this translation, most in John (37), 1 John (31) and Matthew (13); rendered “love” ×116, “beloved” ×7." */
const usageLine = (u: WordUsage): string => {
  const books = u.books.slice(0, 3).map((b) => `${b.book} (${b.count})`);
  const where = books.length > 1 ? `${books.slice(0, -1).join(', ')} and ${books.at(-1)}` : (books[0] ?? '');
  const rendered = u.renderings
    .slice(0, 4)
    .map((r) => `“${r.text}” ×${r.count}`)
    .join(', ');
  const verses = `${u.verses} verse${u.verses === 1 ? '' : 's'}`;
  return `Used in ${verses} of this translation${where ? `, most in ${where}` : ''}${rendered ? `; rendered ${rendered}` : ''}.`;
};

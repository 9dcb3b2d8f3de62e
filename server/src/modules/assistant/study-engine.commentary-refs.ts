import { bookById } from '../../../../common/src/books.ts';
import { parseReferences } from '../../../../common/src/references.ts';
import { rankByQuestion, sentences } from '../../lib/text/relevance.ts';

/** A passage Matthew Henry cites in his comment on the selected verses. */
export interface CitedPassage {
  book: string;
  chapter: number;
  start_verse: number;
  end_verse: number;
  /** How well the sentence that cites it bears on the question (0: not at all). */
  score: number;
}

// Henry's "He 2:11" (Hebrews) is not a book abbreviation the parser knows; the rest ("Joh", "Ro", "1Jo") are.
const expandHenry = (text: string) => text.replace(/\bHe (?=\d+:\d)/g, 'Heb ');

/**
 * The passages the commentary on the selected verses cites, those in the sentences that bear most on the
 * question first. Henry cites Scripture to explain Scripture: his references are the cross-references a
 * reader of that comment is meant to follow. The selected verses themselves and the deuterocanon (for
 * a canonical passage) are left out; a long span is cut to its first verses.
 */
export const commentaryReferences = (
  sections: readonly { text: string }[],
  question: Set<string>,
  selected: { bookId: string; chapter: number; verses: readonly number[] },
  max = 4,
): CitedPassage[] => {
  const all = sections.flatMap((s) => sentences(s.text));
  const ranked = rankByQuestion(all, (s) => s, question).sort(
    (a, b) => b.score - a.score || a.index - b.index,
  );
  const canonical = bookById(selected.bookId)?.testament !== 'DC';
  const out: CitedPassage[] = [];
  const seen = new Set<string>();
  for (const { item, score } of ranked) {
    for (const ref of parseReferences(expandHenry(item))) {
      if (!ref.verses || ref.endChapter) continue;
      if (canonical && bookById(ref.book)?.testament === 'DC') continue;
      const { start } = ref.verses;
      const end = Math.min(Math.max(ref.verses.end, start), start + 3);
      const inSelection =
        ref.book === selected.bookId &&
        ref.chapter === selected.chapter &&
        (selected.verses.length === 0 || selected.verses.some((v) => v >= start && v <= end));
      const key = `${ref.book} ${ref.chapter}:${start}`;
      if (inSelection || seen.has(key)) continue;
      seen.add(key);
      out.push({ book: ref.book, chapter: ref.chapter, start_verse: start, end_verse: end, score });
    }
  }
  return out.slice(0, max);
};

import { bookById } from '../../../../../common/src/books.ts';
import type { CitedPassage, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { parseReferences } from '../../../../../common/src/references.ts';
import { versesIn } from './canon.ts';
import { chapterDwell } from './main-text.ts';
import { type Citation, formatReference, toSermonPassage } from './passages.ts';

// The check every model answer passes, as chat answers do: each passage is verified against the canon,
// and one the transcript never names (read by the offline citation finder, which knows spoken forms) is
// dropped and recorded — a model's own knowledge never becomes part of a sermon's notes.

export interface TranscriptEvidence {
  citations: Citation[];
  sentences: string[];
}

export interface Checker {
  /** The passage, verified and named as the canon names it, or null (recorded as dropped). */
  passage(p: SermonPassage): SermonPassage | null;
  /** The passage with how the preacher used it, from the transcript's own citations. */
  cited(p: SermonPassage): CitedPassage;
  /** The text, less every sentence naming a passage the canon lacks or the transcript never names. */
  prose(text: string): string;
  /** Whether a line of prose survives whole (list items are kept or dropped as a unit). */
  proseKeeps(text: string): boolean;
  dropped(): string[];
}

const overlaps = (c: Citation, p: SermonPassage) =>
  c.bookId === p.book_id && c.chapter === p.chapter && c.start <= p.end_verse && p.start_verse <= c.end;

export const createChecker = ({ citations, sentences }: TranscriptEvidence): Checker => {
  const dropped = new Set<string>();
  const n = Math.max(sentences.length, 1);
  const dwell = chapterDwell(citations, sentences.length);

  const passage = (given: SermonPassage): SermonPassage | null => {
    // A model may write the book's name ("John") where the code belongs: its reference says which.
    const bookId =
      bookById(given.book_id.trim().toUpperCase())?.id ?? parseReferences(given.reference)[0]?.book;
    const p = { ...given, book_id: bookId ?? given.book_id };
    const last = bookId ? versesIn(bookId, p.chapter) : 0;
    const start = Math.max(1, p.start_verse);
    if (last === 0 || start > last) {
      dropped.add(p.reference || `${p.book_id} ${p.chapter}:${p.start_verse}`);
      return null;
    }
    const end = Math.min(Math.max(p.end_verse, start), last);
    const whole = start === 1 && end === last;
    const checked = toSermonPassage({ bookId: p.book_id, chapter: p.chapter, start, end, whole });
    if (!citations.some((c) => overlaps(c, checked))) {
      dropped.add(checked.reference);
      return null;
    }
    return checked;
  };

  /** References in a sentence that fail the check (the reference parser, as passages.ts reads them). */
  const failing = (sentence: string): string[] =>
    parseReferences(sentence).flatMap((ref) => {
      const written = sentence.slice(ref.indices[0], ref.indices[1]);
      if (!/\d/.test(written)) return [];
      const last = versesIn(ref.book, ref.chapter);
      const start = ref.verses?.start ?? 1;
      const end = ref.verses?.end ?? last;
      const p = {
        reference: formatReference({ bookId: ref.book, chapter: ref.chapter, start, end }),
        book_id: ref.book,
        chapter: ref.chapter,
        start_verse: start,
        end_verse: end,
      };
      return last === 0 || start > last || !citations.some((c) => overlaps(c, p)) ? [written] : [];
    });

  const proseSentences = (text: string) => text.match(/[^.!?]+(?:[.!?]+["”’)]?|$)\s*/g) ?? [];

  return {
    passage,
    cited: (p) => {
      const own = citations.filter((c) => overlaps(c, p));
      const first = Math.min(...own.map((c) => c.sentence));
      return {
        ...p,
        mentions: own.length,
        first_position: Math.min(1, first / n),
        dwell: Math.min(1, (dwell.get(`${p.book_id}.${p.chapter}`) ?? 0) / n),
        quote: (sentences[first] ?? '').slice(0, 400),
      };
    },
    prose: (text) =>
      proseSentences(text)
        .filter((s) => {
          const bad = failing(s);
          for (const b of bad) dropped.add(b);
          return bad.length === 0;
        })
        .join('')
        .trim(),
    proseKeeps: (text) => {
      const bad = failing(text);
      for (const b of bad) dropped.add(b);
      return bad.length === 0;
    },
    dropped: () => [...dropped],
  };
};

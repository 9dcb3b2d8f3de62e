import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { bookById } from '../../../../common/src/books.ts';
import { normaliseBookName } from '../../../../common/src/references.ts';
import { cite, readLink, refLabel } from '../../lib/citation.ts';
import { stem } from '../../lib/text/stem.ts';
import type { BibleService } from '../bible/bible.service.ts';
import type { BibleStudyService, VerseSpan as Span } from '../bible/bible.study.service.ts';
import { DEFAULT_COMMENTARY } from '../library/library.service.ts';
import type { LibraryStudyService } from '../library/library.study.service.ts';
import { type WordUsagePort, wordUsage } from './word-usage.ts';

export interface ToolDeps {
  bible: BibleService;
  /** Verse text with markup, first verses, cross-references (the bible module's read port). */
  bibleStudy: BibleStudyService;
  /** Commentary sections, Nave's topics, Strong's entries (the library's read port). */
  library: LibraryStudyService;
  /** A number's counts, renderings and verses across the translation (word study); absent in some tools' tests. */
  words?: WordUsagePort;
}

// The tools every model is offered, whatever answers: the study engine and cloud models read the same
// Scripture and helps, and the audit records what each call returned.
const passageInput = {
  book: z.string().min(1).max(40).describe('Book id (JHN) or name (John)'),
  chapter: z.number().int().min(1).max(150),
  start_verse: z
    .number()
    .int()
    .min(1)
    .max(200)
    .optional()
    .describe('First verse; omit for the whole chapter'),
  end_verse: z.number().int().min(1).max(200).optional(),
};

export const MAX_TOOL_STEPS = 5;

const spanOf = (input: { book: string; chapter: number; start_verse?: number; end_verse?: number }): Span => {
  const bookId = normaliseBookName(input.book).toUpperCase();
  if (!bookById(bookId)) throw new Error(`Unknown book: ${input.book}`);
  const from = input.start_verse ?? 1;
  const to = Math.max(input.end_verse ?? (input.start_verse ? from : 200), from);
  return { bookId, chapter: input.chapter, from, to };
};

/** Strong's numbers of a verse's words: `<w lemma="strong:G0025 …">loved</w>` → [["loved", ["G25"]]]. */
export const wordsWithStrongs = (osis: string): { word: string; ids: string[] }[] => {
  const out: { word: string; ids: string[] }[] = [];
  for (const m of osis.matchAll(/<w [^>]*lemma="([^"]*)"[^>]*>([^<]*)<\/w>/g)) {
    const ids = [...(m[1] ?? '').matchAll(/strong:([GH])0*(\d+)/g)].map((x) => `${x[1]}${x[2]}`);
    const word = (m[2] ?? '').trim();
    if (ids.length && word) out.push({ word, ids });
  }
  return out;
};

/**
 * The translators' footnotes of a verse ("The phrase “only born” is from the Greek word …"): often the
 * best answer to what a word means. Cross-reference notes are left out (get_cross_references has them).
 */
export const footnotesOf = (osis: string): string[] =>
  [...osis.matchAll(/<note\b([^>]*)>([\s\S]*?)<\/note>/g)]
    .filter((m) => !/type="crossReference"/.test(m[1] ?? ''))
    .map((m) =>
      (m[2] ?? '')
        .replace(/<reference\b[^>]*type="annotateRef"[^>]*>[\s\S]*?<\/reference>/g, '')
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);

export const createStudyTools = (deps: ToolDeps, translation: string): ToolSet => ({
  get_passage: tool({
    description: 'Read the text of a chapter or verse range in the reader’s translation.',
    inputSchema: z.object(passageInput),
    execute: async (input) => {
      const s = spanOf(input);
      const rows = await deps.bibleStudy.verses(translation, s);
      const last = rows.at(-1)?.verse;
      return {
        reference: refLabel(s.bookId, s.chapter, rows[0]?.verse, last),
        link: readLink(s.bookId, s.chapter, rows[0]?.verse, last),
        translation,
        verses: rows.map((r) => ({ verse: r.verse, text: r.text })),
        footnotes: rows.flatMap((r) => footnotesOf(r.osis).map((text) => ({ verse: r.verse, text }))),
      };
    },
  }),

  search_scripture: tool({
    description:
      'Full-text search of the whole Bible; returns ranked verses and the chapters they cluster in.',
    inputSchema: z.object({
      query: z.string().min(1).max(200),
      limit: z.number().int().min(1).max(20).optional(),
    }),
    execute: async ({ query, limit }) => {
      const hits = await deps.bible.search(translation, query, limit ?? 8);
      const chapters = new Map<string, { book_id: string; chapter: number; hits: number }>();
      for (const h of hits) {
        const key = `${h.book_id} ${h.chapter}`;
        const c = chapters.get(key) ?? { book_id: h.book_id, chapter: h.chapter, hits: 0 };
        c.hits++;
        chapters.set(key, c);
      }
      return {
        verses: hits.map((h) => ({
          reference: refLabel(h.book_id, h.chapter, h.verse),
          link: readLink(h.book_id, h.chapter, h.verse),
          text: h.text,
        })),
        chapters: [...chapters.values()].sort((a, b) => b.hits - a.hits),
      };
    },
  }),

  get_commentary: tool({
    description: 'Matthew Henry’s Concise Commentary on a chapter or the sections covering a verse range.',
    inputSchema: z.object(passageInput),
    execute: async (input) => {
      const s = spanOf(input);
      const sections = await deps.library.sectionsForChapter(DEFAULT_COMMENTARY, s.bookId, s.chapter);
      const covering = sections.filter(
        (x) =>
          (x.startChapter < s.chapter || x.startVerse <= s.to) &&
          (x.endChapter > s.chapter || x.endVerse >= s.from),
      );
      return {
        commentary: 'Matthew Henry’s Concise Commentary',
        sections: covering.map((x) => ({
          reference: refLabel(s.bookId, x.startChapter, x.startVerse, x.endVerse, x.endChapter),
          link: readLink(
            s.bookId,
            x.startChapter,
            x.startVerse,
            x.endChapter === x.startChapter ? x.endVerse : undefined,
          ),
          title: x.title,
          text: x.text,
        })),
      };
    },
  }),

  get_cross_references: tool({
    description:
      'Cross-references from the translation’s notes for a passage, and passages elsewhere filed under the same Nave’s topics.',
    inputSchema: z.object(passageInput),
    execute: async (input) => {
      const s = spanOf(input);
      const [notes, related] = await Promise.all([
        deps.bibleStudy.crossReferences(translation, s),
        deps.library.sharingHeadings(s, 8),
      ]);
      // The first verse of each note's target comes along, so a reader (or the study engine) can tell
      // which cross-references bear on the question without another call.
      const targets = notes.map((n) => {
        const [bookId = '', chapter = '0', verse = '1'] = n.target.split('-')[0]?.split('.') ?? [];
        return { bookId, chapter: Number(chapter), verse: Number(verse) };
      });
      const texts = await deps.bibleStudy.firstVerses(translation, [
        ...related.map((r) => ({ bookId: r.book_id, chapter: r.start_chapter, verse: r.start_verse })),
        ...targets.filter((t) => t.bookId && t.chapter > 0 && t.verse > 0),
      ]);
      return {
        cross_references: notes.map((n, i) => {
          const t = targets[i];
          const text = t ? texts.get(`${t.bookId} ${t.chapter}:${t.verse}`) : undefined;
          return { from_verse: n.verse, target: n.target, ...(text ? { text } : {}) };
        }),
        related_by_topic: related.map((r) => ({
          reference: refLabel(r.book_id, r.start_chapter, r.start_verse, r.end_verse, r.end_chapter),
          markdown: cite(r.book_id, r.start_chapter, r.start_verse, r.end_verse, r.end_chapter),
          shared_topics: r.topics,
          text: texts.get(`${r.book_id} ${r.start_chapter}:${r.start_verse}`) ?? '',
        })),
      };
    },
  }),

  lookup_topic: tool({
    description:
      'Nave’s Topical Bible: the topics citing a passage (each with its heading), or one topic by name with its passages (and each one’s first verse); give a heading too for only the passages under it.',
    inputSchema: z.object({
      topic: z.string().min(1).max(80).optional(),
      heading: z.string().min(1).max(300).optional(),
      ...passageInput,
      book: passageInput.book.optional(),
      chapter: passageInput.chapter.optional(),
    }),
    execute: async (input) => {
      if (input.topic) {
        const t = await deps.library.topicByName(input.topic, input.heading);
        if (!t) return { topics: [] };
        // The first verse of each passage comes along, so whoever reads the topic can tell which
        // passages bear on the question without reading each one.
        const texts = await deps.bibleStudy.firstVerses(
          translation,
          t.refs.map((r) => ({ bookId: r.bookId, chapter: r.startChapter, verse: r.startVerse })),
        );
        return {
          topics: [
            {
              name: t.name,
              passages: t.refs.map((r) => ({
                heading: r.label,
                markdown: cite(r.bookId, r.startChapter, r.startVerse, r.endVerse, r.endChapter),
                text: texts.get(`${r.bookId} ${r.startChapter}:${r.startVerse}`) ?? '',
              })),
            },
          ],
        };
      }
      if (!input.book || !input.chapter) throw new Error('Give a topic, or a book and chapter');
      const rows = await deps.library.topicsForSpan(
        spanOf({ ...input, book: input.book, chapter: input.chapter }),
      );
      return { topics: rows.map((r) => ({ name: r.name, heading: r.label })) };
    },
  }),

  lookup_word: tool({
    description:
      'Strong’s Hebrew and Greek dictionary: an entry by number (G26, H2617), or the original words behind an English word in a passage; with how often this translation uses each, in which books, how it renders it, and a few verses elsewhere that carry it.',
    inputSchema: z.object({
      strongs: z
        .string()
        .regex(/^[GHgh]0*\d{1,5}$/)
        .optional(),
      word: z.string().min(2).max(40).optional(),
      ...passageInput,
      book: passageInput.book.optional(),
      chapter: passageInput.chapter.optional(),
    }),
    execute: async (input) => {
      const found = new Map<string, { english: Set<string>; verses: Set<number> }>();
      if (input.strongs) {
        const id = input.strongs.toUpperCase().replace(/^([GH])0*/, '$1');
        found.set(id, { english: new Set(), verses: new Set() });
      } else if (input.word && input.book && input.chapter) {
        const s = spanOf({ ...input, book: input.book, chapter: input.chapter });
        const target = stem(input.word);
        for (const v of await deps.bibleStudy.verses(translation, s)) {
          for (const w of wordsWithStrongs(v.osis)) {
            if (
              !w.word
                .toLowerCase()
                .split(/\s+/)
                .some((x) => stem(x.replace(/[^a-z]/g, '')) === target)
            )
              continue;
            for (const id of w.ids) {
              const e = found.get(id) ?? { english: new Set(), verses: new Set() };
              e.english.add(w.word.toLowerCase());
              e.verses.add(v.verse);
              found.set(id, e);
            }
          }
        }
      } else throw new Error('Give a Strong’s number, or a word with the book and chapter it appears in');
      const entries = await deps.library.strongs([...found.keys()].slice(0, 6));
      const here =
        input.book && input.chapter
          ? spanOf({ ...input, book: input.book, chapter: input.chapter })
          : undefined;
      // Where else the first few are used, and how this translation renders them.
      const usages = await Promise.all(
        entries.map((e, i) =>
          deps.words && i < 3 ? wordUsage(deps.words, translation, e.id, here) : undefined,
        ),
      );
      return {
        entries: entries.map((e, i) => ({
          strongs: e.id,
          language: e.language,
          lemma: e.lemma,
          transliteration: e.transliteration,
          pronunciation: e.pronunciation,
          definition: e.definition,
          english: [...(found.get(e.id)?.english ?? [])],
          verses: [...(found.get(e.id)?.verses ?? [])],
          ...(usages[i] ? { usage: usages[i] } : {}),
        })),
      };
    },
  }),
});

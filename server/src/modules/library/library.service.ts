import type { CommentaryResponse } from '../../../../common/src/contracts/bible.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { notFound } from '../../lib/errors.ts';
import type { BibleService } from '../bible/bible.service.ts';
import type { LibraryRepository, Span } from './library.repository.ts';

/** A passage Nave's files, with the topic and sub-heading it is listed under. */
export interface TopicPassage {
  bookId: string;
  startChapter: number;
  startVerse: number;
  endChapter: number;
  endVerse: number;
  topic: string;
  label: string;
}

export const DEFAULT_COMMENTARY = 'mhc';

/** Study helps: commentary, and Nave's topics for Sermon Studies (the assistant's tools read their own). */
export const createLibraryService = (repo: LibraryRepository, bible: BibleService) => ({
  /** The commentary sections covering a chapter, after checking the chapter itself exists. */
  commentaryForChapter: async (
    bibleId: string,
    bookId: string,
    chapter: number,
  ): Promise<CommentaryResponse> => {
    await bible.chapter(bibleId, bookId, chapter);
    const commentary = await repo.getCommentary(DEFAULT_COMMENTARY);
    if (!commentary) throw notFound(ErrorCode.chapterNotFound, 'Commentary not found');
    const [sections, outline] = await Promise.all([
      repo.sectionsForChapter(DEFAULT_COMMENTARY, bookId, chapter),
      repo.outlineForChapter(DEFAULT_COMMENTARY, bookId, chapter),
    ]);
    return {
      commentary: { id: commentary.id, name: commentary.name },
      outline: outline.map((o) => ({ text: o.text, start_verse: o.startVerse, end_verse: o.endVerse })),
      sections: sections.map((s) => ({
        title: s.title,
        start_chapter: s.startChapter,
        start_verse: s.startVerse,
        end_chapter: s.endChapter,
        end_verse: s.endVerse,
        text: s.text,
      })),
    };
  },
  /** The commentary section covering a verse, as plain text, or null (no commentary there). */
  commentaryOn: async (bookId: string, chapter: number, verse: number): Promise<string | null> => {
    const sections = await repo.sectionsForChapter(DEFAULT_COMMENTARY, bookId, chapter);
    const covers = sections.find(
      (s) =>
        (s.startChapter < chapter || s.startVerse <= verse) &&
        (s.endChapter > chapter || s.endVerse >= verse),
    );
    return covers?.text ?? null;
  },

  /**
   * The passages Nave's files under a topic (its name in any case; a "See …" entry is followed once; else
   * the shortest name starting with it), optionally one sub-heading (`label`, matched from its start).
   * The sub-headings `near` spans are filed under come first (the sermon's own sense of the topic), then
   * by chapter, densest first; passages in the chapters of `near` are left out (already read).
   */
  topicPassages: async (
    name: string,
    opts: { label?: string; near?: Span[]; limit?: number } = {},
  ): Promise<TopicPassage[]> => {
    let topic = await repo.topicNamed(name);
    const see = topic && topic.refs === 0 ? /See ([^\n]+)/.exec(topic.text)?.[1] : undefined;
    if (see) topic = await repo.topicNamed(see.replace(/&gt;|>|[.,;]+$/g, '').trim());
    if (!topic || topic.refs === 0) {
      const other = await repo.topicStartingWith(name);
      topic = other ? await repo.topicNamed(other) : undefined;
    }
    if (!topic) return [];
    const near = opts.near ?? [];
    const label = opts.label?.toLowerCase();
    const refs = (await repo.topicRefs(topic.id, 5000)).filter(
      (r) =>
        (!label || r.label.toLowerCase().startsWith(label)) &&
        !near.some((n) => n.bookId === r.bookId && n.chapter === r.startChapter),
    );
    const own = new Set(await repo.labelsFiling(topic.id, near));
    // The chapters where Nave's cites the topic most are where Scripture dwells on it: one passage per
    // chapter, from its first cited verse to its last, densest chapters first.
    const dense = (list: typeof refs) => {
      const byChapter = new Map<string, { first: (typeof refs)[number]; end: number; n: number }>();
      for (const r of list) {
        const k = `${r.bookId}.${r.startChapter}`;
        const end = r.endChapter === r.startChapter ? r.endVerse : r.startVerse;
        const seen = byChapter.get(k);
        if (seen) {
          seen.n += 1;
          seen.end = Math.max(seen.end, end);
        } else byChapter.set(k, { first: r, end, n: 1 });
      }
      return [...byChapter.values()].sort((a, b) => b.n - a.n);
    };
    const ordered = [
      ...dense(refs.filter((r) => own.has(r.label))),
      ...dense(refs.filter((r) => !own.has(r.label))),
    ];
    return ordered.slice(0, opts.limit ?? 20).map(({ first, end }) => ({
      bookId: first.bookId,
      startChapter: first.startChapter,
      startVerse: first.startVerse,
      endChapter: first.startChapter,
      endVerse: Math.max(end, first.startVerse),
      topic: topic.name,
      label: first.label,
    }));
  },

  /** Passages Nave's files under the same headings as a span, closest first (library.repository.ts). */
  relatedPassages: async (span: Span, limit: number) =>
    (await repo.relatedByTopic(span, limit)).map((r) => ({
      bookId: r.book_id,
      startChapter: Number(r.start_chapter),
      startVerse: Number(r.start_verse),
      endChapter: Number(r.end_chapter),
      endVerse: Number(r.end_verse),
      score: Number(r.score),
    })),
  /** Home search reads the commentary, Nave's topics and the English words through these, never the tables. */
  allOutlines: repo.allOutlines,
  allCommentarySections: repo.allCommentarySections,
  allTopicRefs: repo.allTopicRefs,
  /** The common English words (lower case, a–z) of the imported word list; none without one. */
  englishWords: repo.englishWords,
});

export type LibraryService = ReturnType<typeof createLibraryService>;

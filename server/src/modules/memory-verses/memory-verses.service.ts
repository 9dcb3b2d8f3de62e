import { type Card, type CardInput, createEmptyCard, fsrs, type Grade, Rating } from 'ts-fsrs';
import {
  type CreateMemoryVerseBody,
  MEMORY_GRADES,
  MEMORY_MAX_VERSES,
  type MemoryGrade,
  type MemoryVerse,
  type ReviewMemoryVerseBody,
} from '../../../../common/src/contracts/habits.ts';
import { passageLabel } from '../../../../common/src/passage-label.ts';
import { isKnownBook, parseRange } from '../../../../common/src/references.ts';
import { pagedSection } from '../../db/user-data.ts';
import {
  invalidGrade,
  invalidMemoryReference,
  memoryTooLong,
  memoryVerseNotFound,
} from './memory-verses.errors.ts';
import {
  deleteMemoryVerses,
  type MemoryVerseRow,
  type MemoryVersesRepository,
  moveMemoryVerses,
} from './memory-verses.repository.ts';

/** What memory verses need of the bible module (wired in app.ts): a chapter's verses with their text. */
export interface MemoryVerseDeps {
  chapterVerses: (
    bibleId: string,
    bookId: string,
    chapter: number,
  ) => Promise<{ verses: { verse: number; text: string }[] }>;
  now?: () => Date;
}

const RATINGS: Record<MemoryGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

// No fuzz: the same reviews give the same schedule, on every instance and in the tests.
const scheduler = fsrs({ enable_fuzz: false });

const present = (r: MemoryVerseRow): MemoryVerse => {
  const range = parseRange(r.ref);
  return {
    id: r.id,
    ref: r.ref,
    label: range
      ? passageLabel({
          bookId: range.bookId,
          chapter: range.startChapter,
          startVerse: range.startVerse,
          endVerse: range.endVerse,
        })
      : r.ref,
    bible_id: r.bibleId,
    text: r.text,
    due: r.due.toISOString(),
    reps: r.reps,
    lapses: r.lapses,
    last_review: r.lastReview?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
};

/**
 * Memory verses (issue 33): verses a reader saves to learn by heart, scheduled by FSRS (ts-fsrs) from
 * how well they recalled them. Every call acts on the caller's own; another reader's id is unknown (404).
 */
export const createMemoryVersesService = (repo: MemoryVersesRepository, deps: MemoryVerseDeps) => {
  const now = deps.now ?? (() => new Date());

  /** The verses `ref` names in `bibleId`, checked against the translation, with their text. */
  const resolve = async (ref: string, bibleId: string) => {
    const range = parseRange(ref);
    if (!range || !/^[^-]*\.\d+\.\d+(-|$)/.test(ref.trim()) || !isKnownBook(range.bookId))
      throw invalidMemoryReference();
    if (range.endChapter !== range.startChapter) throw memoryTooLong();
    if (range.endVerse - range.startVerse + 1 > MEMORY_MAX_VERSES) throw memoryTooLong();
    const chapter = await deps
      .chapterVerses(bibleId, range.bookId, range.startChapter)
      .catch(() => ({ verses: [] }));
    const verses = chapter.verses.filter((v) => v.verse >= range.startVerse && v.verse <= range.endVerse);
    if (verses.length !== range.endVerse - range.startVerse + 1) throw invalidMemoryReference();
    const start = `${range.bookId}.${range.startChapter}.${range.startVerse}`;
    return {
      ref:
        range.endVerse === range.startVerse
          ? start
          : `${start}-${range.bookId}.${range.startChapter}.${range.endVerse}`,
      text: verses
        .map((v) => v.text.trim())
        .join(' ')
        .replace(/\s+/g, ' '),
    };
  };

  const owned = async (userId: string, id: string) => {
    const row = await repo.find(userId, id);
    if (!row) throw memoryVerseNotFound();
    return row;
  };

  return {
    list: async (userId: string) => ({ memory_verses: (await repo.list(userId)).map(present) }),
    due: async (userId: string) => ({ memory_verses: (await repo.list(userId, now())).map(present) }),

    /** Saves verses to learn, due at once; saving the same verses again answers the one already kept. */
    add: async (userId: string, body: CreateMemoryVerseBody) => {
      const { ref, text } = await resolve(body.ref, body.bible_id);
      const at = now();
      const card = createEmptyCard(at);
      const { row, created } = await repo.add({
        userId,
        bibleId: body.bible_id,
        ref,
        text,
        card,
        due: card.due,
        createdAt: at,
      });
      return { verse: present(row), created };
    },

    remove: async (userId: string, id: string) => {
      if (!(await repo.remove(userId, id))) throw memoryVerseNotFound();
    },

    /**
     * The reader graded their recall: FSRS schedules the next practice. A review made offline keeps its
     * time (`reviewed_at`), held between the last review and now so the schedule never runs backwards.
     */
    review: async (userId: string, id: string, body: ReviewMemoryVerseBody) => {
      if (!(MEMORY_GRADES as readonly string[]).includes(body.grade)) throw invalidGrade();
      const row = await owned(userId, id);
      const n = now().getTime();
      const floor = (row.lastReview ?? row.createdAt).getTime();
      const sent = body.reviewed_at ? Date.parse(body.reviewed_at) : n;
      const at = new Date(Math.min(n, Math.max(floor, sent)));
      const { card } = scheduler.next(row.card as CardInput, at, RATINGS[body.grade as MemoryGrade]);
      const updated = await repo.update(userId, id, {
        card: card satisfies Card,
        due: card.due,
        reps: card.reps,
        lapses: card.lapses,
        lastReview: at,
      });
      if (!updated) throw memoryVerseNotFound();
      return present(updated);
    },

    usersWithData: repo.usersWithMemoryVerses,
    moveUserData: moveMemoryVerses,
    exportUserData: (userId: string) =>
      pagedSection('memory_verses', async (offset, size) =>
        (await repo.list(userId)).slice(offset, offset + size).map(present),
      ),
    deleteUserData: deleteMemoryVerses,
  };
};

export type MemoryVersesService = ReturnType<typeof createMemoryVersesService>;

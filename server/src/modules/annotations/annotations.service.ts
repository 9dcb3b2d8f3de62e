import {
  ANNOTATION_LIMITS,
  type Annotation,
  type AnnotationKind,
  type CreateAnnotationBody,
  type UpdateAnnotationBody,
} from '../../../../common/src/contracts/annotations.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { pagedSection } from '../../db/user-data.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { BibleService } from '../bible/bible.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { annotationNotFound } from './annotations.errors.ts';
import {
  type AnnotationChanges,
  type AnnotationFilter,
  type AnnotationRow,
  type AnnotationsRepository,
  type AnnotationUsage,
  deleteAnnotations,
  moveAnnotations,
} from './annotations.repository.ts';

const MIB = 1024 * 1024;

/**
 * How much note text (UTF-8 bytes, all of a reader's notes together) one reader may keep (issue 35).
 * The 5,000-annotation limit alone let one anonymous id store 5,000 notes of 10,000 characters (about
 * 50 MB), and one address several ids. An account keeps 20 MiB: 5,000 notes of 4,000 characters
 * (two printed pages each), far more than a lifetime of study notes. An anonymous id, which anyone
 * can make and nobody signs for, keeps 2 MiB: still about 1,000 notes of a long paragraph; signing in
 * raises it (the notes move with the reader).
 */
export interface AnnotationBudgets {
  anonymousBytes: number;
  accountBytes: number;
}
export const DEFAULT_ANNOTATION_BUDGETS: AnnotationBudgets = {
  anonymousBytes: 2 * MIB,
  accountBytes: 20 * MIB,
};

const bytesOf = (text: string | null | undefined) => (text ? Buffer.byteLength(text, 'utf8') : 0);
const mib = (bytes: number) => `${Math.round((bytes / MIB) * 10) / 10} MiB`;

/** Rows never reach the client: this is what the API shows of one. */
export const presentAnnotation = (r: AnnotationRow): Annotation => ({
  id: r.id,
  kind: r.kind as AnnotationKind,
  bible_id: r.bibleId,
  book_id: r.bookId,
  chapter: r.chapter,
  verses: r.verses,
  color: (r.color as Annotation['color']) ?? null,
  text: r.text ?? null,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

const sorted = (verses: number[]) => [...new Set(verses)].sort((a, b) => a - b);

/**
 * Highlights, notes and bookmarks (issue 18). Each belongs to one reader: every look-up is by owner and
 * id, so someone else's annotation is a 404, never a 403 that would confirm it exists.
 */
export const createAnnotationsService = (
  repo: AnnotationsRepository,
  bible: Pick<BibleService, 'chapterVerses'>,
  budgets: AnnotationBudgets = DEFAULT_ANNOTATION_BUDGETS,
) => {
  const budgetOf = (user: UserRow) => (user.authUserId ? budgets.accountBytes : budgets.anonymousBytes);

  /** Refuses a write that would leave the reader with more note text than their budget (409). */
  const checkBytes = (user: UserRow, usage: AnnotationUsage, before: number, after: number) => {
    const budget = budgetOf(user);
    // Shrinking or keeping a note is always allowed, even over the budget (notes moved in at sign-in).
    if (after <= before || usage.bytes - before + after <= budget) return;
    throw new AppError(
      409,
      ErrorCode.annotationStorageFull,
      user.authUserId
        ? `Your notes have reached ${mib(budget)} of text, the most one reader can keep. Shorten or delete some notes to write more.`
        : `Your notes have reached ${mib(budget)} of text, the most a reader without an account can keep. Sign in to keep more, or shorten or delete some notes.`,
    );
  };

  const checkVerses = async (bibleId: string, bookId: string, chapter: number, verses: number[]) => {
    const known = new Set((await bible.chapterVerses(bibleId, bookId, chapter)).verses.map((v) => v.verse));
    const bad = verses.filter((v) => !known.has(v));
    if (bad.length) {
      throw badRequest(
        ErrorCode.annotationBadVerse,
        `${bookId} ${chapter} has no verse ${bad.join(', ')} in ${bibleId}`,
      );
    }
  };

  const checkShape = (
    kind: AnnotationKind,
    color: string | null | undefined,
    text: string | null | undefined,
  ) => {
    if (kind === 'highlight' && !color)
      throw badRequest(ErrorCode.annotationInvalid, 'A highlight needs a color');
    if (kind === 'note' && !text?.trim())
      throw badRequest(ErrorCode.annotationInvalid, 'A note needs some text');
  };

  return {
    /** For the expiry of empty anonymous users (users.expiry.ts): who has annotations. */
    usersWithData: repo.usersWithData,
    moveUserData: moveAnnotations,
    /** The reader's data export (issue 34): every highlight, note and bookmark, as the API shows them. */
    exportUserData: (userId: string) =>
      pagedSection('annotations', async (offset, size) =>
        (await repo.list(userId, {}, size, offset)).map(presentAnnotation),
      ),
    deleteUserData: deleteAnnotations,

    list: async (userId: string, filter: AnnotationFilter, page: number) => {
      const size = ANNOTATION_LIMITS.pageSize;
      const [rows, total] = await Promise.all([
        repo.list(userId, filter, size, (page - 1) * size),
        repo.count(userId, filter),
      ]);
      return { annotations: rows.map(presentAnnotation), page, total, has_more: page * size < total };
    },

    create: async (user: UserRow, body: CreateAnnotationBody) => {
      const userId = user.id;
      checkShape(body.kind, body.color, body.text);
      // The same create sent again (its first answer was lost on the way back) answers what it made.
      const replayed = body.client_id ? await repo.find(userId, body.client_id) : undefined;
      if (replayed) return presentAnnotation(replayed);
      const verses = sorted(body.verses);
      await checkVerses(body.bible_id, body.book_id, body.chapter, verses);
      // A colour belongs to highlights; notes and bookmarks keep only what they use.
      const text = body.kind === 'note' ? (body.text ?? null) : null;
      // The limits are checked in the insert's transaction, under the reader's lock (issue 35).
      const row = await repo.withWriteLock(userId, async (rows, usage) => {
        if (usage.count >= ANNOTATION_LIMITS.perUser) {
          throw new AppError(
            409,
            ErrorCode.annotationLimit,
            `You have ${ANNOTATION_LIMITS.perUser} highlights, notes and bookmarks, the most one reader can keep. Delete some to add more.`,
          );
        }
        checkBytes(user, usage, 0, bytesOf(text));
        return rows.insert(
          {
            userId,
            kind: body.kind,
            bibleId: body.bible_id,
            bookId: body.book_id,
            chapter: body.chapter,
            verses,
            color: body.kind === 'highlight' ? (body.color ?? null) : null,
            text,
          },
          body.client_id,
        );
      });
      if (row) return presentAnnotation(row);
      // Taken meanwhile: by this same create racing itself, or by someone else's (never shown to them).
      const raced = body.client_id ? await repo.find(userId, body.client_id) : undefined;
      if (raced) return presentAnnotation(raced);
      throw new AppError(409, ErrorCode.annotationIdTaken, 'This change was already used. Make it again.');
    },

    update: async (user: UserRow, id: string, body: UpdateAnnotationBody) => {
      const userId = user.id;
      const current = await repo.find(userId, id);
      if (!current) throw annotationNotFound();
      const changes: AnnotationChanges = {};
      if (body.verses !== undefined) {
        changes.verses = sorted(body.verses);
        await checkVerses(current.bibleId, current.bookId, current.chapter, changes.verses);
      }
      if (body.color !== undefined) changes.color = body.color;
      if (body.text !== undefined) changes.text = body.text;
      const kind = current.kind as AnnotationKind;
      checkShape(
        kind,
        changes.color !== undefined ? changes.color : current.color,
        changes.text !== undefined ? changes.text : current.text,
      );
      // New text is checked against the budget in the update's transaction, under the reader's lock;
      // verses and colours keep no text, and need neither.
      const row =
        changes.text === undefined
          ? await repo.update(userId, id, changes)
          : await repo.withWriteLock(userId, async (rows, usage) => {
              // What the note holds now (inside the lock: another write of theirs may have changed it).
              const now = await rows.find(userId, id);
              if (!now) return undefined;
              checkBytes(user, usage, bytesOf(now.text), bytesOf(changes.text));
              return rows.update(userId, id, changes);
            });
      if (!row) throw annotationNotFound();
      return presentAnnotation(row);
    },

    remove: async (userId: string, id: string) => {
      if (!(await repo.remove(userId, id))) throw annotationNotFound();
      return { deleted: true as const };
    },
  };
};

export type AnnotationsService = ReturnType<typeof createAnnotationsService>;

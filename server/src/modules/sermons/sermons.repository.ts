import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mediaNamedIn } from '../../db/media-references.ts';
import { sermons } from './sermons.schema.ts';

export type SermonRow = typeof sermons.$inferSelect;
export type SermonPatch = Partial<
  Pick<
    SermonRow,
    | 'title'
    | 'theologySlug'
    | 'content'
    | 'hasAnalysis'
    | 'status'
    | 'transcriptSource'
    | 'transcript'
    | 'transcriptStarts'
    | 'progress'
    | 'errorType'
    | 'message'
    | 'analysis'
    | 'jobId'
    | 'coverUrl'
  >
>;

/** The sermons table (the sermons module's own): the store, the video lookup and the churches use it. */
export const createSermonsRepository = (db: Db) => ({
  find: async (id: number): Promise<SermonRow | undefined> =>
    (await db.select().from(sermons).where(eq(sermons.id, id)).limit(1))[0],

  ofChurch: (churchId: number): Promise<SermonRow[]> =>
    db.select().from(sermons).where(eq(sermons.churchId, churchId)).orderBy(desc(sermons.createdAt)),

  /** Ids of the church's sermons (its page counts those the reader may open). */
  idsOfChurch: async (churchId: number): Promise<number[]> =>
    (await db.select({ id: sermons.id }).from(sermons).where(eq(sermons.churchId, churchId))).map(
      (r) => r.id,
    ),

  ofVideo: async (churchId: number, videoId: string): Promise<SermonRow | undefined> =>
    (
      await db
        .select()
        .from(sermons)
        .where(and(eq(sermons.churchId, churchId), eq(sermons.youtubeVideoId, videoId)))
        .orderBy(desc(sermons.createdAt))
        .limit(1)
    )[0],

  /** The church's sermons made from any of these videos, newest first. */
  ofVideos: (churchId: number, videoIds: string[]): Promise<SermonRow[]> =>
    db
      .select()
      .from(sermons)
      .where(and(eq(sermons.churchId, churchId), inArray(sermons.youtubeVideoId, videoIds)))
      .orderBy(desc(sermons.createdAt)),

  /** The sermon of this video in the church, made (with the video's title and link) when there is none. */
  ensureOfVideo: async (
    churchId: number,
    video: { videoId: string; youtubeUrl: string; title: string },
  ): Promise<SermonRow> => {
    const [existing] = await db
      .select()
      .from(sermons)
      .where(and(eq(sermons.churchId, churchId), eq(sermons.youtubeVideoId, video.videoId)))
      .limit(1);
    const row =
      existing ??
      (
        await db
          .insert(sermons)
          .values({
            churchId,
            title: video.title,
            youtubeUrl: video.youtubeUrl,
            youtubeVideoId: video.videoId,
          })
          .returning()
      )[0];
    if (!row) throw new Error('sermon insert returned nothing');
    return row;
  },

  create: async (values: {
    churchId: number;
    title: string;
    youtubeUrl: string | null;
    youtubeVideoId: string | null;
    theologySlug: string;
    status: string;
  }): Promise<SermonRow> => {
    const [row] = await db.insert(sermons).values(values).returning();
    if (!row) throw new Error('sermon insert returned nothing');
    return row;
  },

  update: async (id: number, patch: SermonPatch): Promise<SermonRow | undefined> =>
    (
      await db
        .update(sermons)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(sermons.id, id))
        .returning()
    )[0],

  /**
   * Runs `fn` in one transaction holding the sermon's row (SELECT … FOR UPDATE; undefined when there is
   * none): its study's creation, replacement and the sermon's deletion queue up on it, on PostgreSQL as on
   * PGlite, so concurrent calls never leave a sermon two studies or a study with no sermon (issue 37).
   */
  locked: <T>(id: number, fn: (tx: Db, row: SermonRow | undefined) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(sermons).where(eq(sermons.id, id)).limit(1).for('update');
      return fn(tx, row);
    }),

  /** Deletes the sermon inside the caller's transaction (locked above). */
  removeIn: async (tx: Db, id: number) => {
    await tx.delete(sermons).where(eq(sermons.id, id));
  },

  /** Which of these ids still have a row (the daily sweep of orphaned audio, sermons.audio-sweep.ts). */
  existingIds: async (ids: number[]): Promise<number[]> =>
    ids.length === 0
      ? []
      : (await db.select({ id: sermons.id }).from(sermons).where(inArray(sermons.id, ids))).map((r) => r.id),

  /**
   * Deletes the church's sermons inside the caller's transaction (a church's deletion is one); their
   * notes as they were, whose images the caller lets go once the deletion is done.
   */
  deleteOfChurch: async (tx: Db, churchId: number): Promise<(string | null)[]> =>
    (
      await tx.delete(sermons).where(eq(sermons.churchId, churchId)).returning({ content: sermons.content })
    ).map((r) => r.content),

  /** Which of these stored images any sermon's notes name (media module, db/media-references.ts). */
  mediaNamed: (ids: readonly string[]) => mediaNamedIn(db, [sermons.content, sermons.coverUrl], ids),

  /** The covers of these sermons that have one (their studies' pictures, issue 36). */
  coversOf: async (ids: readonly number[]): Promise<Map<number, string>> => {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: sermons.id, coverUrl: sermons.coverUrl })
      .from(sermons)
      .where(inArray(sermons.id, [...ids]));
    return new Map(rows.flatMap((r) => (r.coverUrl ? [[r.id, r.coverUrl] as const] : [])));
  },
});

export type SermonsRepository = ReturnType<typeof createSermonsRepository>;

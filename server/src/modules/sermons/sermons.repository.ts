import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
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
    | 'progress'
    | 'errorType'
    | 'message'
    | 'analysis'
    | 'jobId'
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

  remove: async (id: number) => {
    await db.delete(sermons).where(eq(sermons.id, id));
  },

  /** Deletes the church's sermons inside the caller's transaction (a church's deletion is one). */
  deleteOfChurch: async (tx: Db, churchId: number) => {
    await tx.delete(sermons).where(eq(sermons.churchId, churchId));
  },
});

export type SermonsRepository = ReturnType<typeof createSermonsRepository>;

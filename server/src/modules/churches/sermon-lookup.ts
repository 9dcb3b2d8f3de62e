import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Sermon as SermonResponse } from '../../../../common/src/contracts/churches.ts';
import type { PlanSummary } from '../../../../common/src/contracts/reading-plans.ts';
import type { Db } from '../../db/database.ts';
import { sermons } from './churches.schema.ts';

// What the video list needs to know about sermons: the sermon made from a video and its study. The
// sermons table moves to the sermons module (branch `sermons`); this small interface is what the
// churches module relies on, so the lead can wire that module's implementation in at merge.

export interface SermonOfVideo {
  sermon: SermonResponse;
  readingPlan: PlanSummary | null;
}

export interface SermonLookup {
  /** For each video id that has a sermon in the church: the sermon and its newest study. */
  forVideos(churchId: number, videoIds: string[]): Promise<Map<string, SermonOfVideo>>;
  /** Adds a sermon for a video by link (POST /api/churches/{id}/sermons). */
  addFromVideo(
    churchId: number,
    video: { videoId: string; youtubeUrl: string; title: string },
  ): Promise<SermonResponse>;
}

/** The reading-plans module's answer (its service, wired in app.ts): studies of sermons, newest first. */
export type StudiesOfSermons = (sermonIds: number[]) => Promise<{ sermonId: number; summary: PlanSummary }[]>;

export const createSermonLookup = (db: Db, studiesOf: StudiesOfSermons): SermonLookup => ({
  forVideos: async (churchId, videoIds) => {
    const found = new Map<string, SermonOfVideo>();
    if (!videoIds.length) return found;
    const rows = await db
      .select()
      .from(sermons)
      .where(and(eq(sermons.churchId, churchId), inArray(sermons.youtubeVideoId, videoIds)))
      .orderBy(desc(sermons.createdAt));
    const plans = rows.length ? await studiesOf(rows.map((r) => r.id)) : [];
    for (const row of rows) {
      if (!row.youtubeVideoId || found.has(row.youtubeVideoId)) continue;
      const own = plans.filter((p) => p.sermonId === row.id);
      found.set(row.youtubeVideoId, {
        sermon: {
          id: row.id,
          title: row.title,
          theology: row.theologySlug,
          youtube_url: row.youtubeUrl,
          has_analysis: row.hasAnalysis,
          has_reading_plan: own.length > 0,
          reading_plan_published: own.some((p) => p.summary.visibility === 'public'),
          content: row.content,
        },
        readingPlan: own[0]?.summary ?? null,
      });
    }
    return found;
  },

  addFromVideo: async (churchId, video) => {
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
    return {
      id: row.id,
      title: row.title,
      theology: row.theologySlug,
      youtube_url: row.youtubeUrl,
      has_analysis: row.hasAnalysis,
      has_reading_plan: false,
      reading_plan_published: false,
      content: row.content,
    };
  },
});

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

/** The sermon's newest study, as the sermon's fields need it (has_reading_plan, published). */
export interface SermonPlanRef {
  id: number;
  visibility: string;
}

/**
 * The sermons table as the sermons module uses it (issue 16). The table is the churches module's
 * (its church delete removes them), so its queries live here and app.ts passes this store in.
 */
export const createSermonStore = (db: Db, studiesOf: StudiesOfSermons) => ({
  find: async (id: number): Promise<SermonRow | undefined> =>
    (await db.select().from(sermons).where(eq(sermons.id, id)).limit(1))[0],

  ofChurch: (churchId: number): Promise<SermonRow[]> =>
    db.select().from(sermons).where(eq(sermons.churchId, churchId)).orderBy(desc(sermons.createdAt)),

  ofVideo: async (churchId: number, videoId: string): Promise<SermonRow | undefined> =>
    (
      await db
        .select()
        .from(sermons)
        .where(and(eq(sermons.churchId, churchId), eq(sermons.youtubeVideoId, videoId)))
        .orderBy(desc(sermons.createdAt))
        .limit(1)
    )[0],

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

  /** Each sermon's newest study (id and visibility). */
  plansOf: async (ids: number[]): Promise<Map<number, SermonPlanRef>> => {
    const found = new Map<number, SermonPlanRef>();
    if (!ids.length) return found;
    const rows = (await studiesOf(ids)).map((r) => ({
      id: r.summary.id,
      sermonId: r.sermonId,
      visibility: r.summary.visibility,
    }));
    for (const r of rows) if (!found.has(r.sermonId)) found.set(r.sermonId, r);
    return found;
  },
});

export type SermonStore = ReturnType<typeof createSermonStore>;

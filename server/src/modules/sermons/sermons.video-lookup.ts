import type { Sermon as SermonResponse } from '../../../../common/src/contracts/churches.ts';
import type { PlanSummary } from '../../../../common/src/contracts/reading-plans.ts';
import type { SermonRow, SermonsRepository } from './sermons.repository.ts';
import type { StudiesOfSermons } from './sermons.store.ts';

// What a church's video list needs to know about sermons (the churches module's SermonLookup,
// churches.videos.ts): the sermon made from a video and its study, and a sermon added by a video link.

const present = (row: SermonRow, studies: PlanSummary[]): SermonResponse => ({
  id: row.id,
  title: row.title,
  theology: row.theologySlug,
  youtube_url: row.youtubeUrl,
  has_analysis: row.hasAnalysis,
  has_reading_plan: studies.length > 0,
  reading_plan_published: studies.some((p) => p.visibility === 'public'),
  content: row.content,
});

export const createSermonVideoLookup = (repo: SermonsRepository, studiesOf: StudiesOfSermons) => ({
  /** For each video id that has a sermon in the church: the sermon and its newest study. */
  forVideos: async (churchId: number, videoIds: string[]) => {
    const found = new Map<string, { sermon: SermonResponse; readingPlan: PlanSummary | null }>();
    if (!videoIds.length) return found;
    const rows = await repo.ofVideos(churchId, videoIds);
    const plans = rows.length ? await studiesOf(rows.map((r) => r.id)) : [];
    for (const row of rows) {
      if (!row.youtubeVideoId || found.has(row.youtubeVideoId)) continue;
      const own = plans.filter((p) => p.sermonId === row.id).map((p) => p.summary);
      found.set(row.youtubeVideoId, { sermon: present(row, own), readingPlan: own[0] ?? null });
    }
    return found;
  },

  /** Adds a sermon for a video by link (POST /api/churches/{id}/sermons); the one it has when there is. */
  addFromVideo: async (
    churchId: number,
    video: { videoId: string; youtubeUrl: string; title: string },
  ): Promise<SermonResponse> => present(await repo.ensureOfVideo(churchId, video), []),
});

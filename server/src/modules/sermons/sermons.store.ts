import type { PlanSummary } from '../../../../common/src/contracts/reading-plans.ts';
import type { SermonAnalysis, SermonProgress } from '../../../../common/src/contracts/sermons.ts';
import type { Db } from '../../db/database.ts';
import type { SermonsRepository } from './sermons.repository.ts';

// What the sermons service and jobs need of the sermons table (sermons.repository.ts) and of the
// studies made from sermons (the reading-plans module's, passed in by sermons.module.ts).

export interface SermonRecord {
  id: number;
  churchId: number;
  title: string;
  youtubeUrl: string | null;
  youtubeVideoId: string | null;
  theologySlug: string;
  hasAnalysis: boolean;
  content: string | null;
  createdAt: Date;
  status: string;
  transcriptSource: string | null;
  transcript: string | null;
  /** Issue 30: each transcript paragraph's start in seconds (sermons.transcript-starts.ts). */
  transcriptStarts: unknown;
  progress: unknown;
  errorType: string | null;
  message: string | null;
  analysis: unknown;
  jobId: string | null;
  updatedAt: Date;
  coverUrl: string | null;
}

export interface SermonRecordPatch {
  title?: string;
  theologySlug?: string;
  content?: string | null;
  hasAnalysis?: boolean;
  status?: string;
  transcriptSource?: string | null;
  transcript?: string | null;
  transcriptStarts?: (number | null)[] | null;
  progress?: SermonProgress | null;
  errorType?: string | null;
  message?: string | null;
  analysis?: SermonAnalysis | null;
  jobId?: string | null;
  coverUrl?: string | null;
}

export interface SermonStorePort {
  find(id: number): Promise<SermonRecord | undefined>;
  ofChurch(churchId: number): Promise<SermonRecord[]>;
  ofVideo(churchId: number, videoId: string): Promise<SermonRecord | undefined>;
  create(values: {
    churchId: number;
    title: string;
    youtubeUrl: string | null;
    youtubeVideoId: string | null;
    theologySlug: string;
    status: string;
  }): Promise<SermonRecord>;
  update(id: number, patch: SermonRecordPatch): Promise<SermonRecord | undefined>;
  /** `fn` in one transaction holding the sermon's row (undefined when it is gone): sermons.repository.ts. */
  locked<T>(id: number, fn: (tx: Db, row: SermonRecord | undefined) => Promise<T>): Promise<T>;
  /** Deletes the sermon inside `locked`'s transaction. */
  removeIn(tx: Db, id: number): Promise<void>;
  /** Each sermon's newest study. */
  plansOf(ids: number[]): Promise<Map<number, { id: number; visibility: string }>>;
}

/** The reading-plans module's answer (its service): studies of sermons, newest first. */
export type StudiesOfSermons = (sermonIds: number[]) => Promise<{ sermonId: number; summary: PlanSummary }[]>;

export const createSermonStore = (repo: SermonsRepository, studiesOf: StudiesOfSermons): SermonStorePort => ({
  find: repo.find,
  ofChurch: repo.ofChurch,
  ofVideo: repo.ofVideo,
  create: repo.create,
  update: repo.update,
  locked: repo.locked,
  removeIn: repo.removeIn,

  /** Each sermon's newest study (id and visibility). */
  plansOf: async (ids: number[]): Promise<Map<number, { id: number; visibility: string }>> => {
    const found = new Map<number, { id: number; visibility: string }>();
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

import type { SermonAnalysis, SermonProgress } from '../../../../common/src/contracts/sermons.ts';

// What the sermons module needs of the sermons table. The table belongs to the churches module
// (churches/sermon-lookup.ts implements this store); app.ts passes it in.

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
  progress: unknown;
  errorType: string | null;
  message: string | null;
  analysis: unknown;
  jobId: string | null;
  updatedAt: Date;
}

export interface SermonRecordPatch {
  title?: string;
  theologySlug?: string;
  content?: string | null;
  hasAnalysis?: boolean;
  status?: string;
  transcriptSource?: string | null;
  transcript?: string | null;
  progress?: SermonProgress | null;
  errorType?: string | null;
  message?: string | null;
  analysis?: SermonAnalysis | null;
  jobId?: string | null;
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
  remove(id: number): Promise<void>;
  /** Each sermon's newest study. */
  plansOf(ids: number[]): Promise<Map<number, { id: number; visibility: string }>>;
}

import { queryOptions } from '@tanstack/react-query';
import type { PlanDetail } from '../../../common/src/contracts/reading-plans.ts';
import type {
  CorrectTranscriptBody,
  CreateReadingPlanBody,
  CreateReadingPlanResponse,
  GenerateFromVideoBody,
  Sermon,
  SermonListResponse,
  SermonStatus,
  UpdateReadingPlanBody,
  UpdateSermonAnalysisBody,
} from '../../../common/src/contracts/sermons.ts';
import { getJson, postJson, putJson } from './client.ts';

const RUNNING: readonly SermonStatus[] = ['queued', 'transcribing', 'analyzing'];
export const isRunning = (s: Sermon | null | undefined) => !!s && RUNNING.includes(s.status);

/** A sermon, polled every 1.5 s while its job runs (the workflow's checklist follows `progress`). */
export const sermonQuery = (sermonId: number) =>
  queryOptions({
    queryKey: ['user', 'sermon', sermonId],
    queryFn: () => getJson<Sermon>(`/api/sermons/${sermonId}`, 'Sermon'),
    // Also while its study is written: study_progress drives the study checklist.
    refetchInterval: (q) => (isRunning(q.state.data) || q.state.data?.study_progress ? 1500 : false),
    staleTime: 0,
  });

/** The church's sermons (the dashboard lists those that are not among the channel's latest videos). */
export const churchSermonsQuery = (churchId: number) =>
  queryOptions({
    queryKey: ['user', 'church', churchId, 'sermons'],
    queryFn: async () =>
      (await getJson<SermonListResponse>(`/api/churches/${churchId}/sermons`, 'Sermons'))?.sermons ?? [],
  });

/** A plan being generated says so (`status`); the dashboard polls it until it is ready. */
export type DashboardPlan = PlanDetail & { status?: 'generating' | 'ready' | 'failed' };

export const dashboardPlanQuery = (planId: number) =>
  queryOptions({
    queryKey: ['user', 'plan', String(planId)],
    queryFn: () => getJson<DashboardPlan>(`/api/reading-plans/${planId}`, 'Reading plan'),
    refetchInterval: (q) => (q.state.data?.status === 'generating' ? 1500 : false),
    staleTime: 0,
  });

export const generateFromVideo = (churchId: number, body: Partial<GenerateFromVideoBody>) =>
  postJson<Sermon>(`/api/churches/${churchId}/sermons/generate-from-video`, body, 'Sermon generation');

export const analyzeSermon = (sermonId: number) =>
  postJson<Sermon>(`/api/sermons/${sermonId}/analyze`, {}, 'Sermon analysis');

export const regenerateSermon = (sermonId: number) =>
  postJson<Sermon>(`/api/sermons/${sermonId}/regenerate`, {}, 'Sermon analysis');

export const uploadTranscript = (sermonId: number, text: string) =>
  postJson<Sermon>(`/api/sermons/${sermonId}/transcript`, { text, format: 'auto' }, 'Transcript upload');

export const createReadingPlan = (sermonId: number, body: Partial<CreateReadingPlanBody>) =>
  postJson<CreateReadingPlanResponse>(`/api/sermons/${sermonId}/create-reading-plan`, body, 'Sermon Study');

export const updateReadingPlan = (planId: number, body: UpdateReadingPlanBody) =>
  putJson<DashboardPlan>(`/api/reading-plans/${planId}`, body, 'Reading plan');

/** Issue 30: the publisher's edit of the notes and the references the study draws on. */
export const editSermonNotes = (sermonId: number, body: UpdateSermonAnalysisBody) =>
  putJson<Sermon>(`/api/sermons/${sermonId}/analysis`, body, 'Sermon notes');

/** Issue 30: the corrected transcript, analysed again. */
export const correctTranscript = (sermonId: number, paragraphs: CorrectTranscriptBody['paragraphs']) =>
  putJson<Sermon>(`/api/sermons/${sermonId}/transcript`, { paragraphs }, 'Transcript correction');

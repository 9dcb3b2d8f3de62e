import {
  ANALYSIS_FAILED_MESSAGE,
  NOT_A_SERMON_MESSAGE,
  SermonAnalysis,
  type SermonProgress,
} from '../../../../common/src/contracts/sermons.ts';
import type { VideoPlatform } from '../../adapters/video-platform/video-platform.ts';
import { JobFailure } from '../../jobs/job-types.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import type { SermonAnalyzer } from './sermons.analyzer.ts';
import { type CopyImage, takeCover } from './sermons.cover.ts';
import { ANALYZE_JOB, type AnalyzePayload, STUDY_JOB, type StudyPayload } from './sermons.service.ts';
import type { SermonStorePort } from './sermons.store.ts';
import { readTranscript, type TranscriptDeps } from './sermons.transcripts.ts';
import type { StudyWriter } from './study/writer.ts';

/** What the study job writes through (the reading-plans service, wired in app.ts). */
export interface StudyPlans {
  write(
    planId: number,
    patch: { name?: string; description?: string; status?: 'generating' | 'ready' | 'failed' },
    days?: {
      bookId: string;
      startChapter: number;
      startVerse: number;
      endChapter: number;
      endVerse: number;
      name: string;
      insight: string;
      question: string;
    }[],
  ): Promise<void>;
  exists(planId: number): Promise<boolean>;
}

/**
 * Registers the sermon job kinds on the worker: `sermon.analyze` (transcript → analysis) and
 * `sermon.study` (analysis → a Sermon Study's days). Both record their step on the sermon/plan so the
 * dashboard's poll shows real progress, and a failure after the last attempt is recorded with its type.
 */
export const registerSermonJobs = (
  worker: JobWorker,
  deps: {
    store: SermonStorePort;
    platform: VideoPlatform;
    writer: StudyWriter;
    plans: StudyPlans;
    /** The offline analysis, or a configured model's (sermons.analyzer.ts). */
    analyze: SermonAnalyzer;
    /** The chapter the transcript's verse headings quote, looked up in the Bible (sermons.expounded.ts). */
    expounded?: (paragraphs: string[]) => Promise<{ bookId: string; chapter: number } | null>;
    /** Uploaded audio and the speech-to-text server, when one is configured. */
    audio?: TranscriptDeps['audio'];
    /** The media module's copy of an image: the video's picture becomes its study's cover (issue 36). */
    copyImage?: CopyImage;
  },
) => {
  const { store } = deps;

  worker.register<AnalyzePayload, { status: string }>(
    ANALYZE_JOB,
    async ({ job, signal, progress }) => {
      const id = job.payload.sermonId;
      const row = await store.find(id);
      if (!row) return { status: 'deleted' };
      const report = async (step: SermonProgress['step'], share: number, status = 'analyzing') => {
        await progress({ step, share });
        await store.update(id, { status, progress: { step, share }, jobId: job.id });
      };
      try {
        await report('fetching_transcript', 0.05);
        if (!row.coverUrl && row.youtubeVideoId && deps.copyImage) {
          const copyImage = deps.copyImage;
          // Best effort: a platform that does not answer leaves the study its plain cover.
          const cover = await takeCover({ platform: deps.platform, copyImage }, row.youtubeVideoId).catch(
            () => null,
          );
          if (cover) await store.update(id, { coverUrl: cover });
        }
        const found = await readTranscript(deps, row, job.payload.prefer, {
          signal,
          transcribing: () => report('transcribing', 0.08, 'transcribing'),
        });
        // Deleted while its transcript was read: nothing to record, nothing to fail (issue 37).
        if (!(await store.find(id))) return { status: 'deleted' };
        const paragraphs = found?.paragraphs ?? [];
        const source = found?.source ?? null;
        signal.throwIfAborted();
        if (!source) {
          await store.update(id, {
            status: 'needs_transcript',
            progress: null,
            errorType: 'no_transcript',
            message: deps.audio
              ? 'No transcript yet: upload the sermon’s audio, or upload or paste its transcript.'
              : 'No transcript yet: upload or paste the sermon’s transcript.',
          });
          return { status: 'needs_transcript' };
        }
        // Issue 30: the captions' text and times are kept, so the workflow shows the transcript the analysis
        // read and the publisher can correct it; a publisher's own upload is never overwritten by them.
        const kept =
          source === 'captions' && (row.transcript === null || row.transcriptSource === 'captions')
            ? { transcript: paragraphs.join('\n\n'), transcriptStarts: found?.starts ?? null }
            : {};
        // A lookup that fails leaves the analysis to the chapters the transcript names.
        const expounded = (await deps.expounded?.(paragraphs).catch(() => null)) ?? null;
        const analysis = await deps.analyze(
          { paragraphs, title: row.title, expounded },
          { signal, progress: (step, share) => report(step, 0.1 + share * 0.9) },
        );
        if (!analysis.is_sermon) {
          await store.update(id, {
            status: 'not_sermon',
            transcriptSource: source,
            ...kept,
            analysis,
            progress: { step: 'done', share: 1 },
            errorType: 'not_a_sermon',
            message: `${NOT_A_SERMON_MESSAGE} ${analysis.reason}`.trim(),
          });
          return { status: 'not_sermon' };
        }
        await store.update(id, {
          status: 'ready',
          transcriptSource: source,
          ...kept,
          analysis,
          content: analysis.content,
          hasAnalysis: true,
          progress: { step: 'done', share: 1 },
          errorType: null,
          message: null,
        });
        return { status: 'ready' };
      } catch (err) {
        // A sermon deleted mid-run (its audio removed under the transcription): the job ends, not retried.
        if (!(await store.find(id))) return { status: 'deleted' };
        const last = job.attempts >= job.maxAttempts || (err instanceof JobFailure && !err.retry);
        const type =
          err instanceof JobFailure && (err.code === 'transcript_unavailable' || err.code === 'ai_failed')
            ? err.code
            : 'analysis_failed';
        // Before the last attempt the sermon waits for the retry; after it, the dashboard offers Retry Analysis.
        await store.update(
          id,
          last
            ? { status: 'failed', errorType: type, message: ANALYSIS_FAILED_MESSAGE, progress: null }
            : { status: 'queued', progress: { step: 'queued', share: 0 } },
        );
        throw err;
      }
    },
    // Long enough to transcribe a 45-minute sermon on a CPU speech-to-text server, then analyse it.
    { timeoutMs: 30 * 60_000, backoffMs: 2000 },
  );

  worker.register<StudyPayload, { passages: number }>(
    STUDY_JOB,
    async ({ job, signal, progress }) => {
      const { planId, sermonId, config } = job.payload;
      if (!(await deps.plans.exists(planId))) return { passages: 0 };
      try {
        const row = await store.find(sermonId);
        const analysis = SermonAnalysis.safeParse(row?.analysis);
        if (!row || !analysis.success)
          throw new JobFailure('analysis_missing', 'The sermon has no analysis.', false);
        await progress({ step: 'choosing_passages', share: 0.1 });
        const study = await deps.writer.write(
          analysis.data,
          {
            passage_count: config.passage_count,
            reading_length: config.reading_length,
            study_focus: config.study_focus,
            bible_id: config.bible_id,
            ...(config.theme ? { theme: config.theme } : {}),
            // The perspective asked for, else the sermon's (the church's, set when it was added).
            theology: config.theology ?? row.theologySlug,
            // Issue 30: the preacher's own words on each day's passage come from the transcript read.
            ...(row.transcript ? { transcript: row.transcript } : {}),
          },
          { signal, progress: (share) => progress({ step: 'writing_days', share: 0.1 + share * 0.8 }) },
        );
        await progress({ step: 'saving', share: 0.95 });
        await deps.plans.write(
          planId,
          {
            status: 'ready',
            // The publisher's own name and description stay; else the generator's.
            ...(config.name ? {} : { name: study.name }),
            ...(config.description ? {} : { description: study.description }),
          },
          study.passages.map((p) => ({
            bookId: p.book_id,
            startChapter: p.start_chapter,
            startVerse: p.start_verse,
            endChapter: p.end_chapter,
            endVerse: p.end_verse,
            name: p.name,
            insight: p.insight,
            question: p.question,
          })),
        );
        return { passages: study.passages.length };
      } catch (err) {
        const last = job.attempts >= job.maxAttempts || (err instanceof JobFailure && !err.retry);
        if (last) await deps.plans.write(planId, { status: 'failed' });
        throw err;
      }
    },
    { timeoutMs: 2 * 60_000, backoffMs: 2000 },
  );
};

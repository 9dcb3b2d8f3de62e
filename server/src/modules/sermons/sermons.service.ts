import type { Readable } from 'node:stream';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import {
  AUDIO_TYPES,
  type CorrectTranscriptBody,
  type CreateReadingPlanBody,
  type CreateReadingPlanResponse,
  type GenerateFromVideoBody,
  type Sermon,
  SermonAnalysis,
  SermonErrorType,
  SermonProgress,
  SermonStatus,
  StudyProgress,
  TRANSCRIPT_MAX_BYTES,
  type TranscriptBody,
  TranscriptSource,
  type UpdateSermonAnalysisBody,
  type UpdateSermonBody,
} from '../../../../common/src/contracts/sermons.ts';
import { youTubeVideoId } from '../../../../common/src/youtube.ts';
import type { VideoPlatform } from '../../adapters/video-platform/video-platform.ts';
import type { Db } from '../../db/database.ts';
import { type Job, JobGroupFull } from '../../jobs/job-types.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { looksBinary, notEnglish } from './analysis/language.ts';
import { cuesToParagraphs, parseCues } from './analysis/transcript.ts';
import { AudioEmpty, type AudioStore, AudioTooLarge } from './sermons.audio.ts';
import { analysisRunning, churchQueueFull, sermonNotFound } from './sermons.errors.ts';
import { applyNotesEdit, notesMarkdown } from './sermons.notes-edit.ts';
import type { SermonRecord, SermonStorePort } from './sermons.store.ts';
import { paragraphStarts, transcriptView } from './sermons.transcript-starts.ts';
import { cleanSermonTitle, isChosenName } from './study/title.ts';

export const ANALYZE_JOB = 'sermon.analyze';
export const STUDY_JOB = 'sermon.study';
export const sermonJobKey = (id: number) => `sermon:${id}`;
export const studyJobKey = (planId: number) => `plan:${planId}`;
/** A church's jobs run one at a time, and other churches' interleave (issue 37; jobs/queue.ts claim). */
export const churchJobGroup = (churchId: number) => `church:${churchId}`;
/** Jobs a church may have queued or running (JOBS_PER_CHURCH). */
export const DEFAULT_JOBS_PER_CHURCH = 10;

export interface AnalyzePayload {
  sermonId: number;
  /** Which transcript a publisher's upload asked for: their text, or their audio, wins over captions. */
  prefer?: 'upload' | 'audio';
}

export interface StudyPayload {
  sermonId: number;
  planId: number;
  config: CreateReadingPlanBody;
}

/**
 * What the sermons module asks of the reading-plans module (its service, wired in app.ts): each runs
 * inside the sermons' transaction that holds the sermon's row (SermonStorePort.locked).
 */
export interface SermonPlans {
  /** The sermon's study, if any (one at most: reading_plans_sermon_idx). */
  sermonStudy(tx: Db, sermonId: number): Promise<{ id: number; status: string; name?: string } | undefined>;
  createSermonDraft(
    tx: Db,
    values: { name: string; description: string; theme: string | null; churchId: number; sermonId: number },
  ): Promise<{ id: number }>;
  /** The sermon's studies with their days and enrolments. */
  deleteSermonStudies(tx: Db, sermonId: number): Promise<void>;
}

export interface SermonsDeps {
  store: SermonStorePort;
  /** Throws 401/403/404 unless the user is the church's owner/publisher or a site admin. */
  manage(user: UserRow, churchId: number): Promise<unknown>;
  /** True for the church's approved members (any church role) and site admins: they read private studies' sermons. */
  reads(user: UserRow, churchId: number): Promise<boolean>;
  platform: VideoPlatform;
  queue: JobQueue;
  plans: SermonPlans;
  /** Audio uploads, when a speech-to-text server is configured (TRANSCRIBE_BASE_URL). */
  audio?: { store: AudioStore; maxBytes: number } | undefined;
  /** Jobs a church may have queued or running; beyond it 429 (default DEFAULT_JOBS_PER_CHURCH). */
  jobsPerChurch?: number | undefined;
  /**
   * The media module's: notes whose images are copied to Emmaus, so readers never fetch them elsewhere;
   * and the images of notes replaced or deleted let go (removed where nothing else names them).
   */
  images: {
    rewriteMarkdown(text: string): Promise<string>;
    release(texts: readonly (string | null | undefined)[]): Promise<void>;
  };
}

/** An audio upload as the route hands it over: the unread body stream and what the headers say. */
export interface AudioUpload {
  type: string;
  /** Content-Length, when the client sent one. */
  length: number | undefined;
  body: Readable;
  /** Called once the caller may upload here, before the body is read: it may now take its size's time. */
  authorised?: () => void;
}

const RUNNING = new Set(['queued', 'transcribing', 'analyzing']);
const parse = <T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? r.data : null;
};

// Issue 30: a transcript that cannot be analysed is refused before anything is stored, the same for an
// upload and a correction.

/** Over 1 MB (413), or binary data decoded as text (400). */
const refuseUnreadable = (text: string) => {
  if (Buffer.byteLength(text, 'utf8') > TRANSCRIPT_MAX_BYTES)
    throw new AppError(413, ErrorCode.payloadTooLarge, 'A transcript may be at most 1 MB.');
  if (looksBinary(text))
    throw badRequest(
      ErrorCode.invalidTranscript,
      'The transcript is not text: upload the plain text, WebVTT or SRT file of the sermon.',
    );
};

/** Not English: 422, naming its language (read on the words, once cues and times are gone). */
const refuseForeign = (words: string) => {
  const foreign = notEnglish(words);
  if (foreign) throw new AppError(422, ErrorCode.transcriptLanguage, foreign.detail);
};

/**
 * Sermons of a church and their analysis (issue 16). Writes are for the church's owners and publishers
 * (and site admins); a sermon is private until it has a published study, then readers get its notes
 * (the church's members get them as soon as it has a study, private or not: decision 0009).
 * Analysis runs as a durable job (sermons.jobs.ts), never inside the request.
 */
export const createSermonsService = (deps: SermonsDeps) => {
  const { store } = deps;

  const status = (row: SermonRecord) => {
    const s = parse(SermonStatus, row.status) ?? 'failed';
    // Sermons analysed before the pipeline existed (the demo seed) have notes but the column default.
    return s === 'needs_transcript' && row.hasAnalysis ? 'ready' : s;
  };

  const present = (
    row: SermonRecord,
    plan: { id: number; visibility: string } | undefined,
    full: boolean,
    /** Jobs of the church that run before this sermon's queued one (queue.aheadOf). */
    ahead?: Map<string, number>,
  ): Sermon => {
    const s = status(row);
    return {
      id: row.id,
      church_id: row.churchId,
      title: row.title,
      theology: row.theologySlug,
      youtube_url: row.youtubeUrl,
      youtube_video_id: row.youtubeVideoId,
      has_analysis: row.hasAnalysis,
      has_reading_plan: Boolean(plan),
      reading_plan_id: plan?.id ?? null,
      reading_plan_published: plan?.visibility === 'public',
      content: row.content,
      status: s,
      transcript_source: full ? parse(TranscriptSource, row.transcriptSource) : null,
      progress: full ? parse(SermonProgress, row.progress) : null,
      error_type: full ? parse(SermonErrorType, row.errorType) : null,
      message: full ? row.message : null,
      analysis: full ? parse(SermonAnalysis, row.analysis) : null,
      job_id: full && RUNNING.has(s) ? row.jobId : null,
      queue_position: full && s === 'queued' && row.jobId ? (ahead?.get(row.jobId) ?? null) : null,
      audio_upload_max_bytes: full && deps.audio ? deps.audio.maxBytes : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  };

  /** Where the queued ones among `rows` stand in their church's queue. */
  const aheadOf = (rows: SermonRecord[]) =>
    deps.queue.aheadOf(rows.flatMap((r) => (r.jobId && status(r) === 'queued' ? [r.jobId] : [])));

  const presentOne = async (row: SermonRecord, full = true) => ({
    ...present(
      row,
      (await store.plansOf([row.id])).get(row.id),
      full,
      full ? await aheadOf([row]) : undefined,
    ),
    // Issue 30: a single sermon's answer carries its transcript to its managers (never the church's list).
    ...(full ? { transcript: transcriptView(row.transcript, row.transcriptStarts) } : {}),
  });

  /** Issue 30: an edit is refused while an analysis runs, which would write over it. */
  const idle = (row: SermonRecord) => {
    if (RUNNING.has(status(row))) throw analysisRunning();
  };

  const sermon = async (id: number) => {
    const row = await store.find(id);
    if (!row) throw sermonNotFound();
    return row;
  };

  /** The sermon, after checking the user manages its church (else 404 for readers, as unknown). */
  const managed = async (user: UserRow, id: number) => {
    const row = await sermon(id);
    await deps.manage(user, row.churchId);
    return row;
  };

  const jobsPerChurch = deps.jobsPerChurch ?? DEFAULT_JOBS_PER_CHURCH;
  /**
   * 429 before anything is written when the church already has its bound of jobs queued or running
   * (issue 37); a call answered by the job that already holds `key` is never refused.
   */
  const ensureRoom = async (churchId: number, key?: string) => {
    if (key && (await deps.queue.getActiveByKey(key))) return;
    if ((await deps.queue.activeInGroup(churchJobGroup(churchId))) >= jobsPerChurch) throw churchQueueFull();
  };
  /**
   * The queue's options for a church's job. `checked`: the caller checked the room (ensureRoom) and has
   * written since (a new sermon, an upload), so the job is queued whatever, never leaving half a request
   * done: requests racing that check may pass the bound by their number. Otherwise the queue counts and
   * inserts under the church's lock (JobGroupFull → 429).
   */
  const queueOptions = (churchId: number, checked: boolean) => ({
    maxAttempts: 3,
    group: churchJobGroup(churchId),
    ...(checked ? {} : { maxActiveInGroup: jobsPerChurch }),
  });

  /** Queues the analysis, or answers the job that already runs for this sermon (one per sermon). */
  const start = async (row: SermonRecord, payload: AnalyzePayload, checked = false) => {
    const { job, created } = await deps.queue
      .enqueue<AnalyzePayload>(
        ANALYZE_JOB,
        sermonJobKey(row.id),
        payload,
        queueOptions(row.churchId, checked),
      )
      .catch((err: unknown) => {
        throw err instanceof JobGroupFull ? churchQueueFull() : err;
      });
    if (!created) return row;
    return (
      (await store.update(row.id, {
        status: 'queued',
        progress: { step: 'queued', share: 0 },
        errorType: null,
        message: null,
        jobId: job.id,
      })) ?? row
    );
  };

  return {
    present,

    generateFromVideo: async (user: UserRow, churchId: number, body: GenerateFromVideoBody) => {
      await deps.manage(user, churchId);
      const videoId = youTubeVideoId(body.youtube_url, [deps.platform.host]);
      if (!videoId) throw badRequest(ErrorCode.invalidVideoUrl, 'That is not a video link.');
      const existing = await store.ofVideo(churchId, videoId);
      if (existing) {
        const running = await deps.queue.getActiveByKey(sermonJobKey(existing.id));
        const again =
          running || existing.hasAnalysis ? existing : await start(existing, { sermonId: existing.id });
        return presentOne(again);
      }
      let title = body.title;
      if (!title) {
        // The platform's title when it answers; the video id otherwise (the publisher can rename it).
        title = await deps.platform.videoDetails(videoId).then(
          (d) => d.title,
          () => videoId,
        );
      }
      await ensureRoom(churchId);
      const row = await store.create({
        churchId,
        title,
        youtubeUrl: body.youtube_url,
        youtubeVideoId: videoId,
        theologySlug: body.theology,
        status: 'queued',
      });
      return presentOne(await start(row, { sermonId: row.id }, true));
    },

    /** (Re)starts the analysis; while a job runs, answers the sermon with that job. */
    analyze: async (user: UserRow, id: number) =>
      presentOne(await start(await managed(user, id), { sermonId: id })),

    /** Redoes the analysis from the start (the last transcript source first: an upload stays preferred). */
    regenerate: async (user: UserRow, id: number) => {
      const row = await managed(user, id);
      const prefer = row.transcriptSource === 'upload' ? ({ prefer: 'upload' } as const) : {};
      return presentOne(await start(row, { sermonId: id, ...prefer }));
    },

    get: async (user: UserRow, id: number) => {
      const row = await sermon(id);
      const plan = (await store.plansOf([id])).get(id);
      const manages = await deps.manage(user, row.churchId).then(
        () => true,
        () => false,
      );
      // Readers see a sermon only with its published study, the church's members with any study of it,
      // and then only its notes.
      const readable =
        manages ||
        plan?.visibility === 'public' ||
        (plan !== undefined && (await deps.reads(user, row.churchId)));
      if (!readable) throw sermonNotFound();
      const view = {
        ...present(row, plan, manages, manages ? await aheadOf([row]) : undefined),
        ...(manages ? { transcript: transcriptView(row.transcript, row.transcriptStarts) } : {}),
      };
      if (!manages || !plan) return view;
      // The study job's real progress while it is queued or running (the dashboard's checklist).
      const job = await deps.queue.latestByKey(studyJobKey(plan.id));
      const running = job && (job.status === 'queued' || job.status === 'running');
      if (!running) return { ...view, study_progress: null };
      const progress = parse(StudyProgress, job.progress) ?? { step: 'queued' as const, share: 0 };
      // A queued study says how many of its church's jobs run first, as a queued analysis does.
      const ahead =
        job.status === 'queued'
          ? (await deps.queue.aheadOf([String(job.id)])).get(String(job.id))
          : undefined;
      return {
        ...view,
        study_progress: job.status === 'queued' ? { ...progress, queue_position: ahead ?? null } : progress,
      };
    },

    list: async (user: UserRow, churchId: number) => {
      await deps.manage(user, churchId);
      const rows = await store.ofChurch(churchId);
      const plans = await store.plansOf(rows.map((r) => r.id));
      const ahead = await aheadOf(rows);
      return { sermons: rows.map((r) => present(r, plans.get(r.id), true, ahead)) };
    },

    update: async (user: UserRow, id: number, body: UpdateSermonBody) => {
      const before = await managed(user, id);
      const row = await store.update(id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.theology !== undefined ? { theologySlug: body.theology } : {}),
        // Issue 37: the notes' images are copied now; one that cannot be is not shown to readers.
        ...(body.content !== undefined ? { content: await deps.images.rewriteMarkdown(body.content) } : {}),
      });
      if (!row) throw sermonNotFound();
      if (body.content !== undefined) await deps.images.release([before.content]);
      return presentOne(row);
    },

    /**
     * Issue 30: the publisher's edit of the notes (summary, big idea, main passage, outline, applications,
     * questions, the references the study draws on), stored in the analysis the study job reads; the
     * markdown readers get is written again from it.
     */
    editAnalysis: async (user: UserRow, id: number, body: UpdateSermonAnalysisBody) => {
      const row = await managed(user, id);
      idle(row);
      const current = parse(SermonAnalysis, row.analysis);
      if (!current || status(row) !== 'ready')
        throw new AppError(409, ErrorCode.sermonNotAnalysed, 'Analyse the sermon before editing its notes.');
      const edited = applyNotesEdit(current, body);
      const content = notesMarkdown(edited);
      const updated = await store.update(id, { analysis: { ...edited, content }, content });
      if (!updated) throw sermonNotFound();
      // Notes written again from the analysis: pictures the publisher had put in them are gone.
      await deps.images.release([row.content]);
      return presentOne(updated);
    },

    /**
     * Issue 30: the publisher's corrected transcript, paragraph by paragraph with their times, kept as
     * their upload (so Analyze Again reads it too) and analysed again through the analysis job.
     */
    correctTranscript: async (user: UserRow, id: number, body: CorrectTranscriptBody) => {
      const row = await managed(user, id);
      idle(row);
      // A paragraph is one line of speech: blank lines inside one would split it when stored.
      const paragraphs = body.paragraphs.map((p) => ({ start: p.start, text: p.text.replace(/\s+/g, ' ') }));
      const text = paragraphs.map((p) => p.text).join('\n\n');
      // The upload's checks, before anything is stored: the stored transcript stays as it was.
      refuseUnreadable(text);
      refuseForeign(text);
      await ensureRoom(row.churchId, sermonJobKey(id));
      const stored = await store.update(id, {
        transcript: text,
        transcriptStarts: paragraphs.some((p) => p.start !== null) ? paragraphs.map((p) => p.start) : null,
        transcriptSource: 'upload',
      });
      return presentOne(await start(stored ?? row, { sermonId: id, prefer: 'upload' }, true));
    },

    /**
     * Removes the sermon, its study and its uploaded audio. A job still queued for it then finds no
     * sermon and ends as `deleted` (sermons.jobs.ts); the row goes first, so a crash before the files
     * leaves only files of no sermon, which the daily sweep removes (sermons.audio-sweep.ts); so are the
     * images of its notes that nothing else names (media module, with its own daily sweep).
     */
    remove: async (user: UserRow, id: number) => {
      await managed(user, id);
      const notes = await store.locked(id, async (tx, row) => {
        if (!row) return null;
        await deps.plans.deleteSermonStudies(tx, id);
        await store.removeIn(tx, id);
        return row.content;
      });
      await deps.audio?.store.remove(id);
      await deps.images.release([notes]);
    },

    /** Stores the publisher's transcript (plain, WebVTT or SRT; ≤ 1 MB) and starts the analysis from it. */
    transcript: async (user: UserRow, id: number, body: TranscriptBody) => {
      const row = await managed(user, id);
      refuseUnreadable(body.text);
      const cues = parseCues(body.text, body.format);
      const paragraphs = cuesToParagraphs(cues).filter((p) => p.trim());
      if (!paragraphs.length)
        throw badRequest(ErrorCode.invalidTranscript, 'The transcript has no text to analyse.');
      refuseForeign(paragraphs.join(' '));
      await ensureRoom(row.churchId, sermonJobKey(id));
      const stored = await store.update(id, {
        transcript: paragraphs.join('\n\n'),
        // Issue 30: a timed upload (WebVTT, SRT) keeps its times for the workflow's transcript.
        transcriptStarts: paragraphStarts(cues, paragraphs),
      });
      return presentOne(await start(stored ?? row, { sermonId: id, prefer: 'upload' }, true));
    },

    /**
     * Streams the publisher's audio (≤ 200 MB) to disk and starts the job, which transcribes it, then
     * analyses. Checked in this order: who asks, the type, whether transcription is set up, the size
     * (an empty file is refused too: there is nothing to transcribe).
     */
    audio: async (user: UserRow, id: number, upload: AudioUpload) => {
      const row = await managed(user, id);
      if (!AUDIO_TYPES[upload.type])
        throw new AppError(
          415,
          ErrorCode.unsupportedMediaType,
          'Upload the sermon as an audio file (MP3, M4A, WAV, WebM, Ogg or FLAC).',
        );
      const audio = deps.audio;
      if (!audio)
        throw new AppError(
          501,
          ErrorCode.transcriptionNotConfigured,
          'Audio transcription is not set up on this server: upload or paste the transcript instead.',
        );
      const tooLarge = () =>
        new AppError(
          413,
          ErrorCode.payloadTooLarge,
          `An audio file may be at most ${audio.maxBytes / 1048576} MB.`,
        );
      const empty = () => badRequest(ErrorCode.audioEmpty, 'The audio file is empty.');
      if (upload.length !== undefined && upload.length > audio.maxBytes) throw tooLarge();
      if (upload.length === 0) throw empty();
      await ensureRoom(row.churchId, sermonJobKey(id));
      upload.authorised?.();
      // Deleted while the body streamed: the deletion could not remove a file not yet written (issue 37).
      const deleted = async () => {
        if (await store.find(id)) return false;
        await audio.store.remove(id);
        return true;
      };
      await audio.store.save(id, upload.body, upload.type, audio.maxBytes).catch(async (err: unknown) => {
        if (await deleted()) throw sermonNotFound();
        throw err instanceof AudioTooLarge ? tooLarge() : err instanceof AudioEmpty ? empty() : err;
      });
      if (await deleted()) throw sermonNotFound();
      return presentOne(await start(row, { sermonId: id, prefer: 'audio' }, true));
    },

    /**
     * Creates the sermon's Sermon Study as a private draft and queues its generation (202 with the plan
     * id). One study per sermon whatever the concurrency (issue 37): the check and the write hold the
     * sermon's row. While its study is being generated, a create or a regenerate answers that generation;
     * otherwise a sermon with a study answers 409 unless `replace`, which removes the old one first.
     */
    createReadingPlan: async (
      user: UserRow,
      id: number,
      body: CreateReadingPlanBody,
    ): Promise<CreateReadingPlanResponse> => {
      const { churchId } = await managed(user, id);
      await ensureRoom(churchId);
      let name: string | undefined;
      const planId = await store.locked(id, async (tx, row) => {
        if (!row) throw sermonNotFound();
        const analysis = parse(SermonAnalysis, row.analysis);
        if (!row.hasAnalysis && !analysis)
          throw new AppError(409, ErrorCode.sermonNotAnalysed, 'Analyse the sermon before creating a study.');
        const existing = await deps.plans.sermonStudy(tx, id);
        if (existing?.status === 'generating') return existing.id;
        if (existing && !body.replace)
          throw new AppError(409, ErrorCode.sermonHasPlan, 'This sermon already has a Sermon Study.');
        // Issue 30: a name the publisher typed is kept, also through a regenerate whose form sent the
        // video's title again; otherwise the study is named after the sermon's clean title.
        const chosen = isChosenName(body.name, row.title)
          ? body.name
          : isChosenName(existing?.name, row.title)
            ? existing?.name
            : undefined;
        name = chosen ?? cleanSermonTitle(row.title);
        if (existing) await deps.plans.deleteSermonStudies(tx, id);
        const plan = await deps.plans.createSermonDraft(tx, {
          name,
          description:
            body.description ??
            (analysis?.big_idea || analysis?.summary.slice(0, 300) || `A study of “${row.title}”.`),
          theme: body.theme ?? analysis?.themes[0] ?? null,
          churchId: row.churchId,
          sermonId: id,
        });
        return plan.id;
      });
      // Keyed by plan: a call that found the study generating gets its job (or, before the winner has
      // queued it, queues it; the winner then gets this one), so every caller answers the same job.
      const { job } = await deps.queue.enqueue<StudyPayload>(
        STUDY_JOB,
        studyJobKey(planId),
        // The name settled above: the job keeps it rather than the generator's.
        { sermonId: id, planId, config: name ? { ...body, name } : body },
        queueOptions(churchId, true),
      );
      return { id: planId, sermon_id: id, status: 'generating', job_id: job.id };
    },
  };
};

export type SermonsService = ReturnType<typeof createSermonsService>;
export type AnalyzeJob = Job<AnalyzePayload>;

import { z } from 'zod';
import { PlanPassage } from './reading-plans.ts';

// Spec §3 Sermon / Associated sermon / Sermon Study generation config, §4 sermon workflow,
// §7 Sermons and churches, §8 sermon analysis errors, §9 passage counts and lengths (issue 16).

/** Where a sermon is in its life: no transcript → queued → (transcribing) → analyzing → an outcome. */
export const SermonStatus = z.enum([
  'needs_transcript',
  'queued',
  'transcribing',
  'analyzing',
  'ready',
  'not_sermon',
  'failed',
]);
export type SermonStatus = z.infer<typeof SermonStatus>;

/** Which transcript the analysis read (issue 16: captions first, then an upload, then audio). */
export const TranscriptSource = z.enum(['captions', 'upload', 'audio']);
export type TranscriptSource = z.infer<typeof TranscriptSource>;

/** Spec §8: not_a_sermon shows 'Not a Sermon'; the others 'Analysis Failed' with Retry Analysis. */
export const SermonErrorType = z.enum([
  'not_a_sermon',
  'no_transcript',
  'transcript_unavailable',
  'analysis_failed',
  'ai_failed',
]);
export type SermonErrorType = z.infer<typeof SermonErrorType>;

/** Spec §8's message, shown with the reason. */
export const NOT_A_SERMON_MESSAGE = 'This video does not appear to contain sermon content.';
export const ANALYSIS_FAILED_MESSAGE = 'There was an error analyzing the sermon. Please try again.';

/** The running step and the share done (0..1); the UI's checklist follows `step`. */
export const SermonProgress = z.object({
  step: z.enum([
    'queued',
    'fetching_transcript',
    'transcribing',
    'reading',
    'finding_passages',
    'outlining',
    'writing_notes',
    'done',
  ]),
  share: z.number().min(0).max(1),
});
export type SermonProgress = z.infer<typeof SermonProgress>;

/** The running study generation's step and share done (the workflow's §9 checklist follows it). */
export const StudyProgress = z.object({
  step: z.enum(['queued', 'choosing_passages', 'writing_days', 'saving']),
  share: z.number().min(0).max(1),
  /** While queued: how many of the church's jobs run before it (issue 37: one at a time per church). */
  queue_position: z.number().int().min(0).nullable().optional(),
});
export type StudyProgress = z.infer<typeof StudyProgress>;

/** A passage verified against the canon. `reference` is human ('John 15:5', 'Romans 8'). */
export const SermonPassage = z.object({
  reference: z.string(),
  book_id: z.string(),
  chapter: z.number().int(),
  /** A whole-chapter citation spans 1..the chapter's last verse. */
  start_verse: z.number().int(),
  end_verse: z.number().int(),
});
export type SermonPassage = z.infer<typeof SermonPassage>;

/** Every cited passage with how the preacher used it (offline main-text evidence). */
export const CitedPassage = SermonPassage.extend({
  /** How many times the transcript names it. */
  mentions: z.number().int(),
  /** Where it is first named, 0 (start) .. 1 (end). */
  first_position: z.number().min(0).max(1),
  /** Share of the transcript spent near it (0..1): how long the preacher stays on it. */
  dwell: z.number().min(0).max(1),
  /** The sentence in which it is first named, verbatim. */
  quote: z.string(),
  /**
   * Issue 30: added by the publisher, not found in the transcript (mentions, dwell and first_position then
   * rank it with the sermon's most used passages, so the study generator can make it a day).
   */
  added: z.boolean().optional(),
  /** Offline analysis: the main passage and the verses expounded in it, or a passage only mentioned. */
  role: z.enum(['preached_on', 'mentioned']).optional(),
  /** Offline analysis: where each mention is, 0 (start) .. 1 (end). */
  positions: z.array(z.number().min(0).max(1)).optional(),
});
export type CitedPassage = z.infer<typeof CitedPassage>;

export const OutlinePoint = z.object({
  /** A key sentence of the sermon (verbatim or lightly trimmed; never invented). */
  point: z.string(),
  /** The passages this part of the sermon cites. */
  passages: z.array(SermonPassage),
});
export type OutlinePoint = z.infer<typeof OutlinePoint>;

export const SermonAnalysis = z.object({
  is_sermon: z.boolean(),
  reason: z.string(),
  title: z.string(),
  summary: z.string(),
  big_idea: z.string(),
  main_text: SermonPassage.nullable(),
  passages: z.array(CitedPassage),
  key_sentences: z.array(z.string()),
  outline: z.array(OutlinePoint),
  themes: z.array(z.string()),
  illustrations: z.array(z.string()),
  applications: z.array(z.string()),
  discussion_questions: z.array(z.string()),
  /** Markdown sermon notes; every reference linked /read/BOOK/C?verse=a-b; only cited passages. */
  content: z.string(),
  /** 'offline' (deterministic) or the model's name. */
  engine: z.string(),
  word_count: z.number().int(),
  /**
   * With a model: what it named that the check removed (a passage the transcript never mentions, or
   * one the Bible does not have), so the publisher can see what was not kept.
   */
  dropped_references: z.array(z.string()).optional(),
});
export type SermonAnalysis = z.infer<typeof SermonAnalysis>;

/** Issue 30: a transcript paragraph and the second of the video it starts at (null: not known). */
export const TranscriptParagraph = z.object({ start: z.number().nullable(), text: z.string() });
export type TranscriptParagraph = z.infer<typeof TranscriptParagraph>;

/** A sermon as the dashboard and the notes panel see it (spec §3 Sermon plus the pipeline fields). */
export const Sermon = z.object({
  id: z.number().int(),
  church_id: z.number().int(),
  title: z.string(),
  theology: z.string(),
  youtube_url: z.string().nullable(),
  youtube_video_id: z.string().nullable(),
  has_analysis: z.boolean(),
  has_reading_plan: z.boolean(),
  reading_plan_id: z.number().int().nullable(),
  reading_plan_published: z.boolean(),
  /** Markdown notes (null until analysed). */
  content: z.string().nullable(),
  status: SermonStatus,
  transcript_source: TranscriptSource.nullable(),
  progress: SermonProgress.nullable(),
  error_type: SermonErrorType.nullable(),
  message: z.string().nullable(),
  /** Only to the church's owners/publishers; readers of a published study get content only. */
  analysis: SermonAnalysis.nullable(),
  /** While its Sermon Study is being written: the study job's progress (owners/publishers only). */
  study_progress: StudyProgress.nullable().optional(),
  /** The running job, if any (POST /analyze while one runs answers it). */
  job_id: z.string().nullable(),
  /**
   * While the sermon is queued (owners/publishers only): how many of its church's jobs run before it
   * (the running one and those queued ahead; a church's jobs run one at a time, issue 37). 0: next.
   */
  queue_position: z.number().int().min(0).nullable().optional(),
  /**
   * The largest audio file the server transcribes (owners/publishers only): null when no speech-to-text
   * server is configured (TRANSCRIBE_BASE_URL/MODEL), so the dashboard offers audio upload only where it works.
   */
  audio_upload_max_bytes: z.number().int().nullable().optional(),
  /**
   * Issue 30: the transcript the analysis read, in paragraphs, each with the second it starts at when the
   * captions (or timed upload) had times (owners/publishers only, on a single sermon's answers).
   */
  transcript: z.array(TranscriptParagraph).nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Sermon = z.infer<typeof Sermon>;

export const SermonListResponse = z.object({ sermons: z.array(Sermon) });
export type SermonListResponse = z.infer<typeof SermonListResponse>;

export const SermonIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const GenerateFromVideoBody = z.object({
  youtube_url: z.string().trim().min(1).max(2048),
  theology: z.string().trim().min(1).max(100).default('default'),
  title: z.string().trim().min(1).max(300).optional(),
});
export type GenerateFromVideoBody = z.infer<typeof GenerateFromVideoBody>;

export const UpdateSermonBody = z
  .object({
    title: z.string().trim().min(1).max(300),
    theology: z.string().trim().min(1).max(100),
    /** The publisher may edit the notes; references stay links. */
    content: z.string().max(200_000),
  })
  .partial();
export type UpdateSermonBody = z.infer<typeof UpdateSermonBody>;

/** POST /api/sermons/{id}/transcript: JSON `{text}` or a text/plain, text/vtt or application/x-subrip body. */
export const TRANSCRIPT_MAX_BYTES = 1_048_576;
export const TranscriptBody = z.object({
  text: z.string().min(1).max(TRANSCRIPT_MAX_BYTES),
  format: z.enum(['auto', 'plain', 'vtt', 'srt', 'timedtext']).default('auto'),
});
export type TranscriptBody = z.infer<typeof TranscriptBody>;

/**
 * PUT /api/sermons/{id}/transcript (issue 30): the publisher's corrected transcript, paragraph by paragraph
 * (their times kept), stored as their upload and analysed again. At most 1 MB of text in all (413).
 */
export const CorrectTranscriptBody = z.object({
  paragraphs: z
    .array(
      z.object({
        start: z.number().min(0).max(86_400).nullable(),
        text: z.string().trim().min(1).max(1_048_576),
      }),
    )
    .min(1)
    .max(10_000),
});
export type CorrectTranscriptBody = z.infer<typeof CorrectTranscriptBody>;

/** Issue 30: bounds of the notes a publisher edits (each list's items, and their number). */
export const NOTES_LIMITS = {
  summary: 4000,
  bigIdea: 600,
  item: 600,
  items: 20,
  reference: 100,
  references: 60,
} as const;
const noteItem = z.string().trim().min(1).max(NOTES_LIMITS.item);
const referenceText = z.string().trim().min(1).max(NOTES_LIMITS.reference);

/**
 * PUT /api/sermons/{id}/analysis (issue 30): the publisher's edit of the notes, any of these fields. References
 * are written as people write them ('John 15:1-8', 'Psalm 23') and checked against the canon
 * (400 `sermon.invalid_passage`). `references` is the whole list of cited passages the study draws on: one not
 * in it is removed (from the outline and the main text too), one new is added. The notes' markdown is
 * written again from the result.
 */
export const UpdateSermonAnalysisBody = z
  .object({
    summary: z.string().trim().max(NOTES_LIMITS.summary),
    big_idea: z.string().trim().max(NOTES_LIMITS.bigIdea),
    /** The main passage; null or '' for none. */
    main_text: z.string().trim().max(NOTES_LIMITS.reference).nullable(),
    outline: z
      .array(
        z.object({
          point: noteItem,
          references: z.array(referenceText).max(NOTES_LIMITS.items).default([]),
        }),
      )
      .max(NOTES_LIMITS.items),
    applications: z.array(noteItem).max(NOTES_LIMITS.items),
    discussion_questions: z.array(noteItem).max(NOTES_LIMITS.items),
    references: z.array(referenceText).max(NOTES_LIMITS.references),
  })
  .partial();
export type UpdateSermonAnalysisBody = z.infer<typeof UpdateSermonAnalysisBody>;

/** POST /api/sermons/{id}/audio: a sermon's audio up to 200 MB (issue 16), of these types. */
export const AUDIO_MAX_BYTES = 200 * 1024 * 1024;

/** Audio types a speech-to-text server reads, and the extension its name gets (servers go by it). */
export const AUDIO_TYPES: Readonly<Record<string, string>> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** Spec §3 Sermon Study generation config and §7 create-reading-plan. */
export const ReadingLength = z.enum(['short', 'medium', 'chapter']);
export type ReadingLength = z.infer<typeof ReadingLength>;
export const StudyFocus = z.enum(['sermon_only', 'balanced', 'deeper_study']);
export type StudyFocus = z.infer<typeof StudyFocus>;

export const CreateReadingPlanBody = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(2000).optional(),
  passage_count: z.number().int().min(3).max(10).default(5),
  reading_length: ReadingLength.default('medium'),
  study_focus: StudyFocus.default('balanced'),
  theme: z.string().trim().max(200).optional(),
  theology: z.string().trim().max(100).optional(),
  bible_id: z.string().trim().max(50).default('eng-web'),
  /** Replace the sermon's plan instead of answering 409. */
  replace: z.boolean().default(false),
});
export type CreateReadingPlanBody = z.infer<typeof CreateReadingPlanBody>;

export const PlanGenerationStatus = z.enum(['generating', 'ready', 'failed']);

/** 202 answer: the plan exists (private) and is being (or has been) generated. */
export const CreateReadingPlanResponse = z.object({
  id: z.number().int(),
  sermon_id: z.number().int(),
  status: PlanGenerationStatus,
  job_id: z.string().nullable(),
});
export type CreateReadingPlanResponse = z.infer<typeof CreateReadingPlanResponse>;

/** PUT /api/reading-plans/{id}: edit, reorder (array order = day order) or remove passages. */
export const EditPlanPassage = PlanPassage.pick({
  book_id: true,
  start_chapter: true,
  start_verse: true,
  end_chapter: true,
  end_verse: true,
  name: true,
  insight: true,
  question: true,
}).extend({
  // Bounded here; whether the verses exist is the server's check against the translation (plan.invalid_passage).
  book_id: z.string().regex(/^[0-9A-Z]{3}$/),
  start_chapter: z.number().int().min(1).max(200),
  start_verse: z.number().int().min(1).max(200),
  end_chapter: z.number().int().min(1).max(200),
  end_verse: z.number().int().min(1).max(200),
  name: z.string().trim().min(1).max(200),
  insight: z.string().trim().max(4000),
  // Several lines allowed (the day editor's textarea), within bounds.
  question: z
    .string()
    .trim()
    .max(1000)
    .refine((q) => q.split('\n').length <= 12, 'at most 12 lines'),
});
export const UpdateReadingPlanBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000),
    passages: z.array(EditPlanPassage).min(1).max(30),
    /** Issue 33: `BOOK.C.V` or `BOOK.C.V-BOOK.C.V` within one chapter; null takes it away. */
    memory_verse: z.string().trim().max(60).nullable(),
    /** Issue 33: one day a day from each reader's start (on for new sermon studies). */
    paced: z.boolean(),
  })
  .partial();
export type UpdateReadingPlanBody = z.infer<typeof UpdateReadingPlanBody>;

/** Spec §9: minutes per passage by length, each plus 3 on min and max. */
export const READING_MINUTES: Record<ReadingLength, [number, number]> = {
  short: [1, 2],
  medium: [3, 8],
  chapter: [8, 15],
};
export const estimatedMinutes = (length: ReadingLength, count: number): [number, number] => {
  const [lo, hi] = READING_MINUTES[length];
  return [(lo + 3) * count, (hi + 3) * count];
};
/** Spec §9 verse counts per length ('chapter' = a whole chapter). */
export const READING_VERSES: Record<Exclude<ReadingLength, 'chapter'>, [number, number]> = {
  short: [1, 5],
  medium: [5, 20],
};

import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A church's sermons (spec §7) with their analysis pipeline (issue 16). Each belongs to a church by id
 * (the churches module's); a church's deletion removes them in its transaction (sermons.repository.ts
 * deleteOfChurch, passed to the churches module).
 */
export const sermons = pgTable(
  'sermons',
  {
    id: serial('id').primaryKey(),
    churchId: integer('church_id').notNull(),
    title: text('title').notNull(),
    youtubeUrl: text('youtube_url'),
    youtubeVideoId: text('youtube_video_id'),
    theologySlug: text('theology_slug').notNull().default('default'),
    hasAnalysis: boolean('has_analysis').notNull().default(false),
    /** Sermon notes, markdown. */
    content: text('content'),
    seedKey: text('seed_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The analysis pipeline (issue 16).
    /** needs_transcript | queued | transcribing | analyzing | ready | not_sermon | failed */
    status: text('status').notNull().default('needs_transcript'),
    /** captions | upload | audio: the transcript the last analysis read. */
    transcriptSource: text('transcript_source'),
    /** The publisher's uploaded transcript as paragraphs joined by blank lines. */
    transcript: text('transcript'),
    /**
     * Issue 30: the second each paragraph of `transcript` starts at (null where unknown), one per paragraph;
     * null when the transcript had no times. The workflow screen plays the video from them.
     */
    transcriptStarts: jsonb('transcript_starts'),
    progress: jsonb('progress'),
    errorType: text('error_type'),
    message: text('message'),
    /** The SermonAnalysis of common/src/contracts/sermons.ts. */
    analysis: jsonb('analysis'),
    /** The running (or last) analysis job. */
    jobId: text('job_id'),
    /**
     * Issue 36: the video's picture, shown as its study's cover: a copy on Emmaus (/api/media/…) or the
     * platform's own small inline picture (data:image/…), never an address readers' browsers would fetch
     * elsewhere. Taken by the analysis job; null until then, or when the platform had none.
     */
    coverUrl: text('cover_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sermons_church_idx').on(t.churchId)],
);

import { generateObject, type LanguageModel } from 'ai';
import type { SermonAnalysis } from '../../../../../common/src/contracts/sermons.ts';
import { transcriptWords } from '../../../lib/text/tokenise.ts';
import { type AnalysisInput, foreignAnalysis, type PipelineContext } from './analyze.ts';
import { CHUNK_WORDS, chunkParagraphs } from './chunks.ts';
import { notEnglish } from './language.ts';
import { mergeChunks } from './merge.ts';
import { sermonInput, sermonInstructions } from './model-prompt.ts';
import { ModelSermonAnalysis } from './model-schema.ts';
import { buildNotes } from './notes.ts';
import { extractCitations } from './passages.ts';
import { splitSentences } from './sentences.ts';
import { createChecker } from './verify.ts';

export interface ModelAnalysisOptions {
  model: Exclude<LanguageModel, string>;
  /** Longest one call may take (AI_TIMEOUT_MS). */
  timeoutMs: number;
  chunkWords?: number;
  /** Chunks read at once. */
  concurrency?: number;
}

/**
 * The analysis with a configured model: the transcript in chunks, each read with structured output
 * (the analysis contract's fields) and our prompt files, merged, then checked like a chat answer.
 * A malformed answer throws (the job retries); nothing the transcript does not say is kept.
 */
export const createModelAnalysis =
  (opts: ModelAnalysisOptions) =>
  async (input: AnalysisInput, ctx: PipelineContext = {}): Promise<SermonAnalysis> => {
    await ctx.progress?.('reading', 0.05);
    const sentences = splitSentences(input.paragraphs);
    // Issue 30: as the offline analysis and the upload do, a transcript in another language (captions
    // of a Spanish video, a transcript stored before the check) is told so, and never sent to the model.
    const foreign = notEnglish(sentences.join(' '));
    if (foreign) return foreignAnalysis(input, foreign.detail, transcriptWords(sentences.join(' ')).length);
    const evidence = { sentences, citations: extractCitations(sentences, input.title, input.expounded) };
    const chunks = chunkParagraphs(input.paragraphs, opts.chunkWords ?? CHUNK_WORDS);
    const answers: ModelSermonAnalysis[] = new Array(chunks.length);
    let done = 0;
    let next = 0;
    const read = async () => {
      while (next < chunks.length) {
        const i = next++;
        const signal = AbortSignal.any([
          AbortSignal.timeout(opts.timeoutMs),
          ...(ctx.signal ? [ctx.signal] : []),
        ]);
        const { object } = await generateObject({
          model: opts.model,
          schema: ModelSermonAnalysis,
          schemaName: 'sermon_analysis',
          system: sermonInstructions(),
          prompt: sermonInput({
            title: input.title ?? '',
            part: i + 1,
            parts: chunks.length,
            transcript: (chunks[i] ?? []).join('\n\n'),
          }),
          temperature: 0,
          // The job retries the whole analysis; one call is not retried on its own.
          maxRetries: 0,
          abortSignal: signal,
        });
        answers[i] = object;
        done++;
        await ctx.progress?.('finding_passages', 0.1 + (0.7 * done) / chunks.length);
      }
    };
    await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? 2, chunks.length) }, read));
    ctx.signal?.throwIfAborted();
    await ctx.progress?.('outlining', 0.85);
    const check = createChecker(evidence);
    const merged = mergeChunks(answers, evidence, check, input.title);
    await ctx.progress?.('writing_notes', 0.95);
    const base = {
      ...merged,
      engine: opts.model.modelId,
      word_count: transcriptWords(sentences.join(' ')).length,
      dropped_references: check.dropped(),
    };
    return { ...base, content: merged.is_sermon ? buildNotes(base) : '' };
  };

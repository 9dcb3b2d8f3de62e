import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { SermonAnalysis } from '../../../../common/src/contracts/sermons.ts';
import { JobFailure } from '../../jobs/job-types.ts';
import type { WorkerPool } from '../../lib/worker-pool.ts';
import { type AnalysisInput, analyzeTranscript, type PipelineContext } from './analysis/analyze.ts';
import { createModelAnalysis } from './analysis/analyze-with-model.ts';

export type SermonAnalyzer = (input: AnalysisInput, ctx: PipelineContext) => Promise<SermonAnalysis>;

type AnalysisTask = { 'sermon.analyze': (input: AnalysisInput, progress: (m: unknown) => void) => unknown };
type Step = Parameters<NonNullable<PipelineContext['progress']>>[0];

/**
 * The offline analysis in a worker thread (seconds of CPU on a long transcript, issue 37): its steps
 * come back as progress, an aborted job ends the thread's work.
 */
const inPool =
  (pool: WorkerPool<AnalysisTask>): SermonAnalyzer =>
  async (input, ctx) => {
    // Each step is written in order and all before the result is: a late step's write must never
    // overwrite what the job records after the analysis (the sermon's 'ready').
    let written: Promise<void> = Promise.resolve();
    const result = (await pool.run('sermon.analyze', input, {
      signal: ctx.signal,
      onProgress: (m) => {
        const { step, share } = m as { step: Step; share: number };
        written = written.then(async () => {
          await ctx.progress?.(step, share);
        });
      },
    })) as SermonAnalysis;
    await written;
    return result;
  };

/**
 * The analysis the job runs: a configured model's structured output (checked against the canon and the
 * transcript), or without one the offline, deterministic analysis.
 */
export const createSermonAnalyzer = (
  model: { model: LanguageModelV3; timeoutMs: number } | undefined,
  pool?: WorkerPool<AnalysisTask>,
): SermonAnalyzer => {
  if (!model) return pool ? inPool(pool) : analyzeTranscript;
  const withModel = createModelAnalysis(model);
  return (input, ctx) =>
    withModel(input, ctx).catch((err: unknown) => {
      // Malformed output, a refusal, a provider down or slow: the job retries, then records 'ai_failed'.
      if (ctx.signal?.aborted) throw err;
      throw new JobFailure('ai_failed', err instanceof Error ? err.message.slice(0, 500) : String(err));
    });
};

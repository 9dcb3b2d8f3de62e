import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { SermonAnalysis } from '../../../../common/src/contracts/sermons.ts';
import { JobFailure } from '../../jobs/job-types.ts';
import { type AnalysisInput, analyzeTranscript, type PipelineContext } from './analysis/analyze.ts';
import { createModelAnalysis } from './analysis/analyze-with-model.ts';

export type SermonAnalyzer = (input: AnalysisInput, ctx: PipelineContext) => Promise<SermonAnalysis>;

/**
 * The analysis the job runs: a configured model's structured output (checked against the canon and the
 * transcript), or without one the offline, deterministic analysis.
 */
export const createSermonAnalyzer = (
  model: { model: LanguageModelV3; timeoutMs: number } | undefined,
): SermonAnalyzer => {
  if (!model) return analyzeTranscript;
  const withModel = createModelAnalysis(model);
  return (input, ctx) =>
    withModel(input, ctx).catch((err: unknown) => {
      // Malformed output, a refusal, a provider down or slow: the job retries, then records 'ai_failed'.
      if (ctx.signal?.aborted) throw err;
      throw new JobFailure('ai_failed', err instanceof Error ? err.message.slice(0, 500) : String(err));
    });
};

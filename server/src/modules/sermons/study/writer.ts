import type { SermonAnalysis } from '../../../../../common/src/contracts/sermons.ts';
import { type GeneratedStudy, generateStudy, type StudyConfig } from './generate.ts';
import type { StudySources } from './sources.ts';

/**
 * One interface for writing a Sermon Study from an analysis: the offline generator below, or a model
 * through the AI SDK's structured output over the same days (study/model-writer.ts). The study job sees only this.
 */
export interface StudyWriter {
  readonly engine: string;
  write(
    analysis: SermonAnalysis,
    config: StudyConfig,
    ctx: { signal?: AbortSignal; progress?: (share: number) => void | Promise<void> },
  ): Promise<GeneratedStudy>;
}

/** The deterministic generator of study/generate.ts over the translation's real verses. */
export const createOfflineStudyWriter = (sources: StudySources): StudyWriter => ({
  engine: 'offline',
  write: (analysis, config, ctx) => generateStudy(analysis, config, sources, ctx),
});

import { type ParsePageInput, parsePage } from '../adapters/church-website/parse-page.ts';
import { checkReferences } from '../lib/reference-check.ts';
import type { TaskProgress } from '../lib/worker-pool.ts';
import { decide, type EngineStep } from '../modules/assistant/study-engine.ts';
import { HOME_TASKS } from '../modules/home/home.tasks.ts';
import { type AnalysisInput, analyzeTranscript } from '../modules/sermons/analysis/analyze.ts';
import { renderVerseImage, type VerseImageInput } from '../modules/verse-image/verse-image.render.ts';

/**
 * Every task the worker threads run (lib/worker-pool.ts, decision 0023): pure functions of plain data,
 * CPU-bound, each the whole of its module's heavy step. A worker imports this table only, so it loads
 * none of the server: no database, no Fastify, no routes.
 */
export const TASKS = {
  /** The offline study engine's step: tool calls to make, or the answer from their results. */
  'engine.decide': (step: EngineStep) => decide(step),
  /** The offline sermon analysis (seconds of CPU on a long transcript), with its steps as progress. */
  'sermon.analyze': (input: AnalysisInput, progress: TaskProgress) =>
    analyzeTranscript(input, { progress: (step, share) => progress({ step, share }) }),
  /** A church website's page read within its bounds (nodes, links, time): a result or a typed refusal. */
  'church.parsePage': (input: ParsePageInput) => parsePage(input),
  /**
   * An answer's references checked against the canon and linked (~10 ms for 2 KB with the reference
   * parser: twenty answers ending together held the event loop for a reader's chapter; issue 37).
   */
  'chat.checkReferences': (input: { text: string; canon: [string, number][] }) =>
    checkReferences(input.text, new Map(input.canon)),
  /** A verse as a picture to share (issue 33): satori lays it out, resvg paints it, 0.1–0.4 s of CPU. */
  'verse.image': (input: VerseImageInput) => renderVerseImage(input),
  ...HOME_TASKS,
};

export type Tasks = typeof TASKS;

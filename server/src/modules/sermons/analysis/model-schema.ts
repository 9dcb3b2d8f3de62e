import { z } from 'zod';
import { OutlinePoint, SermonAnalysis, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';

/**
 * What the model fills for one stretch of the transcript: the analysis contract's own fields, less those
 * the server computes (mentions, position and dwell come from the transcript; notes, engine and word
 * count from the merge). Every field required and nothing optional, so strict JSON-schema servers
 * accept it.
 */
export const ModelSermonAnalysis = SermonAnalysis.pick({
  is_sermon: true,
  reason: true,
  title: true,
  summary: true,
  big_idea: true,
  key_sentences: true,
  themes: true,
  illustrations: true,
  applications: true,
  discussion_questions: true,
}).extend({
  main_text: SermonPassage.nullable(),
  passages: z.array(SermonPassage),
  outline: z.array(OutlinePoint),
});
export type ModelSermonAnalysis = z.infer<typeof ModelSermonAnalysis>;

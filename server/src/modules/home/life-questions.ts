import { z } from 'zod';
import { chapterRef, readHomeData } from './home-data.ts';
import type { LabelledQuestion } from './similar-questions.ts';

const LifeQuestion = z.strictObject({
  question: z.string().min(1),
  /** The chapters to open, the best first. */
  chapters: z.array(chapterRef).min(1),
});

/**
 * Questions people ask about their own lives, each with the chapters a well-read pastor would open for
 * it, the best first (similar-questions.ts votes with them). Written by thirteen helpers from their own
 * knowledge, without seeing the code or any evaluation set, 220 each: one side of life each (feelings;
 * family; work and money; faith; health, death and crisis; conduct), one kind of asker (the young;
 * adults in mid and later life and those who care for others), one way of asking (a few words; a long
 * outpouring; a question) or a mixed week of a big app's users. Kept apart from every evaluation set:
 * the 46 that happened to be one of their questions word for word are left out. The questions are
 * data/life-questions.jsonl, one a line.
 */
export const LIFE_QUESTIONS: LabelledQuestion[] = readHomeData('life-questions.jsonl', LifeQuestion).map(
  (q) => [q.question, q.chapters],
);

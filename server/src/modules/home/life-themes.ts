import { z } from 'zod';
import { alternatives, chapterRef, joined, readHomeData } from './home-data.ts';

const LifeTheme = z.strictObject({
  words: alternatives,
  ref: chapterRef,
  /** The part of the index the situation is under; the first part has no heading. */
  section: z.string().min(1).optional(),
});

/**
 * "Where to turn when…": the situations of life and the chapter Bibles' helps traditionally send a
 * reader to for each (the index printed at the front of many study and gift Bibles), reviewed by hand.
 * A question about a situation holds its word but rarely the words of the passage ("I am anxious" →
 * "in nothing be anxious", but "I can't stop worrying about money" → Matthew 6), so ranking over
 * verses alone misses them. The situations are data/life-themes.jsonl, one a line under the heading of
 * its part of the index, its words alternatives (read here as one string, separated by "|").
 */
export const LIFE_THEMES: [words: string, ref: string][] = readHomeData('life-themes.jsonl', LifeTheme).map(
  (t) => [joined(t.words), t.ref],
);

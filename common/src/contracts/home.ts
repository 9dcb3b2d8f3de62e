import { z } from 'zod';
import { HOME_PROMPT_MAX } from '../home-limits.ts';
import { Care, Support } from './care.ts';

export { HOME_PROMPT_MAX };

// POST /api/home (spec §7 Home): where a question or a passage typed on the home page should open.
export const HomeRequest = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(HOME_PROMPT_MAX, `must be at most ${HOME_PROMPT_MAX} characters`),
});
export const HomeResponse = z.object({
  /** true: open the reader with the question attached for the assistant; false: a bare passage. */
  ask_question: z.boolean(),
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int().optional(),
  /** The reader may be in danger: show the care card before anything else (issue 29). */
  care: Care.optional(),
  /** Someone close may be at risk, or the reader grieves: a smaller pointer. */
  support: Support.optional(),
});
export type HomeResponse = z.infer<typeof HomeResponse>;

import { z } from 'zod';
import { alternatives, chapterRef, joined, readHomeData } from './home-data.ts';
import type { NameMatch } from './passage-names.ts';

const StoryKey = z.strictObject({ keys: alternatives, ref: chapterRef });

/**
 * Stories and people as people describe them, without the names of book or chapter: the words a
 * question holds when it tells an event or a person in everyday terms ("thrown overboard", "talking
 * donkey", "lowered through the roof", "left handed judge", "seller of purple"), each set with the
 * chapter that tells it. The traditional names of passages are in passage-names.ts; these are the
 * descriptions. A set counts when the question holds every word of it (irregular verbs at their base,
 * story-words.ts baseForms), and the reranker (home-reranker.ts, features "told") learns how far to trust
 * it. Written by helpers from the narratives of the whole Bible (Genesis–Esther, Job, Jonah, Daniel, the
 * Gospels and Acts, the prophets' own stories, the people of the letters), then a second pass of other
 * everyday wordings of each, then about 300 people described without their names — never from any set
 * of questions. Events the Gospels tell more than once are listed under each telling. The sets are
 * data/story-keys.jsonl, one chapter's alternatives a line (read here as one string, separated by "|").
 */
export const STORY_KEYS: [keys: string, ref: string][] = readHomeData('story-keys.jsonl', StoryKey).map(
  (s) => [joined(s.keys), s.ref],
);

// A question about how someone died, and who: "how did king saul die", "what happened to john the
// baptist's head", "the death of moses".
const DEATH_ASKED =
  /\b(?:how|when|where|why)\s+(?:did|does|do)\s+(.+?)\s+die\b|\bwhat\s+happened\s+to\s+(.+?)(?:['’]s\s+head)?\s*\??\s*$|\bdeath\s+of\s+(.+?)\s*\??\s*$|\bhow\s+(.+?)\s+died\b/i;
const DEATH_WAYS = ['died', 'killed', 'slain', 'stoned', 'beheaded', 'hanged', 'death'];

/** Who a question asks the death of ("how did king saul die" → "saul"), if it asks one. */
export const deathAsked = (text: string): string | null => {
  const m = DEATH_ASKED.exec(text);
  const who = (m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4] ?? '')
    .replace(/\b(?:in|at)\s+the\s+end\b|\bin\s+the\s+bible\b/gi, ' ')
    .replace(/\b(?:king|queen|prophet|apostle|the)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return who && who.split(' ').length <= 4 ? who : null;
};

/**
 * The story a question tells, by the stories' index. A death asked about is also asked in each way the
 * stories tell one ("stephen stoned", "baptist beheaded"): they name how it came, seldom "died".
 */
export const storyTold = (
  stories: (question: string, weight?: (stem: string) => number) => NameMatch | null,
  text: string,
  weight?: (stem: string) => number,
): NameMatch | null => {
  let found = stories(text, weight);
  const who = deathAsked(text);
  for (const way of who ? DEATH_WAYS : []) {
    const told = stories(`${who} ${way}`, weight);
    if (told && told.score > (found?.score ?? 0)) found = told;
  }
  return found;
};

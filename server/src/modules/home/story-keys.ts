import { z } from 'zod';
import { alternatives, chapterRef, joined, readHomeData } from './home-data.ts';

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

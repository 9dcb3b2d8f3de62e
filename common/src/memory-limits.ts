// Memory verses (issue 33), without zod: the web app's verse actions read these, and the contract
// (contracts/habits.ts) builds on them.

/** What a reader grades their own recall with (FSRS's four ratings). */
export const MEMORY_GRADES = ['again', 'hard', 'good', 'easy'] as const;
export type MemoryGrade = (typeof MEMORY_GRADES)[number];

/** At most this many verses, all in one chapter, make one memory verse. */
export const MEMORY_MAX_VERSES = 6;

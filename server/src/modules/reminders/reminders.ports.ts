import type { CurrentPlanResponse } from '../../../../common/src/contracts/reading-plans.ts';
import { passageLabel } from '../../../../common/src/passage-label.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { ChapterRead, StudyDay } from './reminders.message.ts';

/**
 * The Sermon Study day waiting for the reader, through the reading-plans service (what GET
 * /api/user/plans/current answers them): the first day from their current one that they have not read
 * and that is open (a paced study opens one a day, issue 33: after "Mark as read" the next reminder names
 * the day that opened since). Null when they have none, finished it, or read every day open so far.
 */
export const studyDayThrough =
  (
    findUser: (id: string) => Promise<UserRow | undefined>,
    currentPlan: (user: UserRow) => Promise<CurrentPlanResponse>,
  ) =>
  async (userId: string): Promise<StudyDay | null> => {
    const user = await findUser(userId);
    if (!user) return null;
    const { plan, current_step: current } = await currentPlan(user);
    if (!plan || !current || plan.is_completed) return null;
    const read = new Set(plan.progress?.completed_steps ?? []);
    const open = plan.opened_days ?? plan.passages.length;
    const step = plan.passages.find(
      (p) =>
        p.passage_order >= current.passage_order && p.passage_order <= open && !read.has(p.passage_order),
    );
    if (!step) return null;
    return {
      planId: plan.id,
      studyName: plan.name,
      day: step.step_order,
      reference: passageLabel({
        bookId: step.book_id,
        chapter: step.start_chapter,
        startVerse: step.start_verse,
        endChapter: step.end_chapter,
        endVerse: step.end_verse,
      }),
    };
  };

/**
 * Where the reader continues: the chapter after the last one they read, where the translation has one,
 * else that chapter again (the reading-history module's latest reading).
 */
export const continueThrough =
  (
    latest: (
      userId: string,
    ) => Promise<{ bible_id: string | null; book_id: string; chapter: number } | undefined>,
    versesIn: (bibleId: string, bookId: string, chapter: number) => Promise<number>,
  ) =>
  async (userId: string): Promise<ChapterRead | null> => {
    const last = await latest(userId);
    if (!last) return null;
    const next = last.chapter + 1;
    const hasNext = (await versesIn(last.bible_id ?? 'eng-web', last.book_id, next).catch(() => 0)) > 0;
    return { bookId: last.book_id, chapter: hasNext ? next : last.chapter };
  };

import type { NotificationPayload } from '../../../../common/src/contracts/reminders.ts';
import { chapterBookName } from '../../../../common/src/passage-label.ts';
import { verseOfTheDay } from '../../../../common/src/verse-of-the-day.ts';

/** The day of an enrolled Sermon Study a reader is on (read through the reading-plans service). */
export interface StudyDay {
  planId: number;
  studyName: string;
  day: number;
  /** "John 15:1–11" */
  reference: string;
}

/** A chapter the reader read last (the reading-history module's answer), to continue from. */
export interface ChapterRead {
  bookId: string;
  chapter: number;
}

const bookName = (id: string) => chapterBookName(id);

/**
 * What a reminder says: the study day that is ready (when the reader asked for study days), else the
 * chapter where they stopped, else the verse of the day's chapter. `localDate` is the reader's date.
 */
export const reminderMessage = (
  localDate: string,
  study: StudyDay | null,
  continueAt: ChapterRead | null,
): NotificationPayload => {
  if (study)
    return {
      title: `Day ${study.day} of ${study.studyName} is ready`,
      body: study.reference,
      url: `/plans/${study.planId}`,
    };
  if (continueAt) {
    const where = `${bookName(continueAt.bookId)} ${continueAt.chapter}`;
    return {
      title: `Your reading for today: ${where}`,
      body: 'Pick up where you stopped.',
      url: `/read/${continueAt.bookId}/${continueAt.chapter}`,
    };
  }
  const [y, m, d] = localDate.split('-').map(Number);
  const verse = verseOfTheDay(new Date(y ?? 2000, (m ?? 1) - 1, d ?? 1));
  const chapter = `${bookName(verse.bookId)} ${verse.chapter}`;
  return {
    title: `Your reading for today: ${chapter}`,
    body: `Today’s verse is ${chapter}:${verse.verse}.`,
    url: `/read/${verse.bookId}/${verse.chapter}?verse=${verse.verse}`,
  };
};

// Where the reader left off (issue 18: Continue reading, reading history), kept in localStorage:
// the last chapter and scroll position per translation, and the last 20 chapters read.
const LAST_KEY = 'emmaus.lastRead';
const HISTORY_KEY = 'emmaus.readingHistory';
export const HISTORY_SIZE = 20;

export interface ReadingPlace {
  bibleId: string;
  bookId: string;
  chapter: number;
  /** Window scroll offset in CSS pixels. */
  scrollY: number;
  at: number;
}

const read = <T>(key: string, fallback: T): T => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
};
const write = (key: string, value: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: reading goes on; only the bookmark of the place is lost.
  }
};

const valid = (p: unknown): p is ReadingPlace => {
  const x = p as ReadingPlace;
  return (
    !!x &&
    typeof x.bibleId === 'string' &&
    /^[1-4A-Z]{3}$/.test(x.bookId) &&
    Number.isInteger(x.chapter) &&
    typeof x.scrollY === 'number'
  );
};

export const lastRead = (bibleId: string): ReadingPlace | undefined => {
  const p = read<Record<string, unknown>>(LAST_KEY, {})[bibleId];
  return valid(p) ? p : undefined;
};

export const readingHistory = (): ReadingPlace[] => read<unknown[]>(HISTORY_KEY, []).filter(valid);

/** Records a chapter as read now (moves it to the front of the history) and its scroll position. */
export const recordReading = (place: Omit<ReadingPlace, 'at'>) => {
  const entry = { ...place, at: Date.now() };
  write(LAST_KEY, { ...read<Record<string, unknown>>(LAST_KEY, {}), [place.bibleId]: entry });
  const same = (p: ReadingPlace) =>
    p.bibleId === place.bibleId && p.bookId === place.bookId && p.chapter === place.chapter;
  write(HISTORY_KEY, [entry, ...readingHistory().filter((p) => !same(p))].slice(0, HISTORY_SIZE));
};

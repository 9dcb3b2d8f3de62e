import { call, okJson, seeded } from './http.ts';

// Sermon transcripts of real length for the load figures, built procedurally from public-domain
// Scripture (the KJV and the WEB, read through the server's own API): a preacher's opening, the text
// read, then verse after verse quoted and set beside passages from elsewhere in the Bible, until the
// length is reached, and a closing prayer. Nothing is hand-written beyond the few framing sentences
// below; the same seed gives the same transcripts.

/** Main texts preached on (book id, chapter). */
const TEXTS: [string, number][] = [
  ['JHN', 15],
  ['ROM', 8],
  ['PSA', 23],
  ['ISA', 53],
  ['LUK', 15],
  ['MAT', 5],
  ['EPH', 2],
  ['HEB', 11],
  ['1CO', 13],
  ['GEN', 22],
  ['PHP', 4],
  ['JHN', 3],
];
/** Passages set beside the main text. */
const BESIDE: [string, number][] = [
  ['PSA', 1],
  ['PSA', 51],
  ['PSA', 91],
  ['PSA', 139],
  ['PRO', 3],
  ['ISA', 40],
  ['JER', 31],
  ['MIC', 6],
  ['MAT', 6],
  ['MRK', 4],
  ['LUK', 2],
  ['JHN', 1],
  ['ACT', 2],
  ['ROM', 5],
  ['GAL', 5],
  ['COL', 3],
  ['JAS', 1],
  ['1PE', 1],
  ['1JN', 4],
  ['REV', 21],
];
const OPENINGS = [
  (ref: string) => `Good morning, church. Will you turn with me in your Bibles to ${ref}.`,
  (ref: string) => `Well, friends, it is good to be together. Open your Bibles to ${ref} with me.`,
  (ref: string) => `Let us come to the word of God this morning. Our text is ${ref}.`,
];
const QUOTE = [
  (ref: string) => `Look at verse ${ref}.`,
  (ref: string) => `Now notice what verse ${ref} says.`,
  (ref: string) => `Come down to verse ${ref} with me.`,
];
const BESIDE_INTRO = [
  (ref: string) => `Set that beside ${ref}, where we read:`,
  (ref: string) => `The same truth is in ${ref}:`,
  (ref: string) => `Scripture explains Scripture. Turn to ${ref}:`,
];

interface Verse {
  chapter: number;
  verse: number;
  text: string;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * `count` transcripts whose lengths are spread evenly from `minWords` to `maxWords`, from the
 * translations' text on the server at `base` (the chapters' verses through GET /api/bible/…/passages).
 */
export const makeTranscripts = async (
  base: string,
  count: number,
  seed = 1,
  minWords = 2200,
  maxWords = 7900,
): Promise<string[]> => {
  const random = seeded(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const bibles = ['eng-kjv', 'eng-web'];
  const names = new Map<string, string>();
  for (const b of bibles) {
    const toc = okJson<{ books: { id: string; name: string }[] }>(
      'toc',
      await call(base, `/api/bible/${b}/toc`, { headers: { 'accept-encoding': 'identity' } }),
    );
    for (const book of toc.books) names.set(`${b} ${book.id}`, book.name);
  }
  const chapterCache = new Map<string, Verse[]>();
  const versesOf = async (bible: string, book: string, chapter: number): Promise<Verse[]> => {
    const key = `${bible} ${book} ${chapter}`;
    const held = chapterCache.get(key);
    if (held) return held;
    // Two ranges of 40 verses (the call's limit per range) cover every chapter used here.
    const res = okJson<{ passages: { verses: Verse[] }[] }>(
      'passages',
      await call(
        base,
        `/api/bible/${bible}/passages?refs=${book}.${chapter}.1-${book}.${chapter}.40;${book}.${chapter}.41-${book}.${chapter}.80`,
        { headers: { 'accept-encoding': 'identity' } },
      ),
    );
    const verses = res.passages.flatMap((p) => p.verses).filter((v) => v.chapter === chapter);
    chapterCache.set(key, verses);
    return verses;
  };

  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const target = count === 1 ? minWords : Math.round(minWords + ((maxWords - minWords) * i) / (count - 1));
    const bible = bibles[i % bibles.length] as string;
    const [book, chapter] = TEXTS[i % TEXTS.length] as [string, number];
    const name = names.get(`${bible} ${book}`) ?? book;
    const main = await versesOf(bible, book, chapter);
    const paragraphs: string[] = [];
    const reading = main.slice(0, Math.min(main.length, 8));
    paragraphs.push(
      `${pick(OPENINGS)(`${name} chapter ${chapter}`)} ${reading.map((v) => v.text).join(' ')}`,
      'Let us pray. Father, as we open your word, open our hearts to hear it, for the glory of your name. Amen.',
    );
    let total = paragraphs.reduce((n, p) => n + words(p), 0);
    for (let k = 0; total < target - 60; k++) {
      const v = main[k % main.length] as Verse;
      const [otherBook, otherChapter] = pick(BESIDE);
      const other = await versesOf(bible, otherBook, otherChapter);
      const start = Math.floor(random() * Math.max(1, other.length - 3));
      const beside = other.slice(start, start + 1 + Math.floor(random() * 3));
      const otherName = names.get(`${bible} ${otherBook}`) ?? otherBook;
      const besideRef = `${otherName} ${otherChapter}:${beside[0]?.verse ?? 1}${beside.length > 1 ? `-${beside.at(-1)?.verse}` : ''}`;
      const p = `${pick(QUOTE)(String(v.verse))} "${v.text}" ${pick(BESIDE_INTRO)(besideRef)} "${beside.map((b) => b.text).join(' ')}" ${name} ${chapter}:${v.verse} and ${besideRef} speak with one voice.`;
      paragraphs.push(p);
      total += words(p);
    }
    paragraphs.push(
      `As we close, hear ${name} ${chapter}:${main.at(-1)?.verse ?? 1} once more: "${main.at(-1)?.text ?? ''}" Let us pray. Amen.`,
    );
    out.push(paragraphs.join('\n\n'));
  }
  return out;
};

export const wordCount = words;

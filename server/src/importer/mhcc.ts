import { bookBySwordName } from '../../../common/src/books.ts';
import { tokenize } from './osis-tokens.ts';
import { type ImpEntry, parseVerseKey } from './sword.ts';

export interface CommentarySection {
  bookId: string;
  chapter: number;
  startVerse: number;
  endVerse: number;
  title: string;
  text: string;
}
export interface OutlineItem {
  bookId: string;
  chapter: number;
  position: number;
  text: string;
  startVerse: number;
  endVerse: number;
}

/** End verse of a whole-chapter comment until the import clamps it to the chapter's real length. */
export const WHOLE_CHAPTER = 999;
const VERSES = /^Verses?\s+(\d+)(?:\s*[-–]\s*(\d+))?/;
const RANGE = /^\((\d+)(?:\s*[-–]\s*(\d+))?\)$/;
const tidy = (s: string): string =>
  s
    .split(/\n{2,}/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');

/**
 * Matthew Henry's Concise Commentary as SWORD stores it: one entry per group of sections, starting
 * with the chapter outline (a table of "summary (verse range)") and then sections introduced by a bold
 * "Verses 1-8" label. Book introductions before the first label are not verse commentary and are skipped.
 */
export const parseMhcc = (
  entries: ImpEntry[],
): { sections: CommentarySection[]; outlines: OutlineItem[] } => {
  const sections: CommentarySection[] = [];
  const outlines: OutlineItem[] = [];
  for (const entry of entries) {
    const key = parseVerseKey(entry.key);
    const book = key ? bookBySwordName(key.book) : undefined;
    if (!key || !book || key.chapter === 0) continue;
    let current: CommentarySection | undefined;
    let bold: string | undefined;
    let cell: string | undefined;
    let cells: string[] = [];
    let titleDepth = 0;
    // Text outside any "Verses" section: a short chapter's only comment (Psalm 23 has no label).
    let orphan = '';
    for (const t of tokenize(entry.body)) {
      if (t.kind === 'text') {
        if (titleDepth > 0) continue;
        if (bold !== undefined) bold += t.text;
        else if (cell !== undefined) cell += t.text;
        else if (current) current.text += t.text;
        else orphan += t.text;
        continue;
      }
      if (t.name === 'title') titleDepth += t.kind === 'open' ? 1 : t.kind === 'close' ? -1 : 0;
      else if (t.name === 'hi' && t.kind === 'open' && t.attrs.type === 'bold') bold = '';
      else if (t.name === 'hi' && t.kind === 'close' && bold !== undefined) {
        const m = VERSES.exec(bold.trim());
        if (m) {
          const start = Number(m[1]);
          current = {
            bookId: book.id,
            chapter: key.chapter,
            startVerse: start,
            endVerse: m[2] ? Number(m[2]) : start,
            title: bold.trim(),
            text: '',
          };
          sections.push(current);
        } else if (current) current.text += bold;
        bold = undefined;
      } else if (t.name === 'cell' && t.kind === 'open') cell = '';
      else if (t.name === 'cell' && t.kind === 'close' && cell !== undefined) {
        cells.push(cell.trim());
        cell = undefined;
      } else if (t.name === 'row' && t.kind === 'close') {
        const [text, range] = cells;
        const m = range ? RANGE.exec(range) : null;
        if (text && m) {
          const start = Number(m[1]);
          outlines.push({
            bookId: book.id,
            chapter: key.chapter,
            position: outlines.filter((o) => o.bookId === book.id && o.chapter === key.chapter).length,
            text,
            startVerse: start,
            endVerse: m[2] ? Number(m[2]) : start,
          });
        }
        cells = [];
      } else if (t.name === 'div' && (t.attrs.type === 'x-p' || t.attrs.type === 'paragraph')) {
        if (current) current.text += '\n\n';
        else orphan += '\n\n';
      }
    }
    const chapterHasSections = sections.some((s) => s.bookId === book.id && s.chapter === key.chapter);
    if (!current && !chapterHasSections) {
      // The first paragraph is the chapter's one-line outline; the rest comments on the whole chapter.
      const [summary = '', ...rest] = tidy(orphan).split('\n\n');
      const text = rest.join('\n\n').replace(/^[-–—"“\s]+(?=["“A-Z])/, '');
      if (text.length > 80) {
        sections.push({
          bookId: book.id,
          chapter: key.chapter,
          startVerse: 1,
          endVerse: WHOLE_CHAPTER,
          title: 'The whole chapter',
          text,
        });
        if (summary && !outlines.some((o) => o.bookId === book.id && o.chapter === key.chapter)) {
          outlines.push({
            bookId: book.id,
            chapter: key.chapter,
            position: 0,
            text: summary,
            startVerse: 1,
            endVerse: WHOLE_CHAPTER,
          });
        }
      }
    }
  }
  for (const s of sections) s.text = tidy(s.text);
  const kept = sections.filter((s) => s.text.length > 0);
  closeGaps(kept, outlines);
  return { sections: kept, outlines };
};

/**
 * Some entries lose a "Verses 9-21" label (John 3 is one), leaving its text under the previous label.
 * A section therefore runs until the next section starts, and the chapter's last one to the end of the
 * chapter's outline, so every verse the commentary discusses finds its section.
 */
const closeGaps = (sections: CommentarySection[], outlines: OutlineItem[]): void => {
  const byChapter = new Map<string, CommentarySection[]>();
  for (const s of sections) {
    const k = `${s.bookId}.${s.chapter}`;
    byChapter.set(k, [...(byChapter.get(k) ?? []), s]);
  }
  const outlineEnd = new Map<string, number>();
  for (const o of outlines) {
    const k = `${o.bookId}.${o.chapter}`;
    outlineEnd.set(k, Math.max(outlineEnd.get(k) ?? 0, o.endVerse));
  }
  for (const [k, list] of byChapter) {
    list.sort((a, b) => a.startVerse - b.startVerse);
    list.forEach((s, i) => {
      const next = list[i + 1];
      if (next && next.startVerse > s.endVerse + 1) s.endVerse = next.startVerse - 1;
      if (!next) s.endVerse = Math.max(s.endVerse, outlineEnd.get(k) ?? 0);
    });
  }
};

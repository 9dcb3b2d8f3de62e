import { bookById, bookOrder } from '../../../common/src/books.ts';
import type { Annotation, CreateAnnotationBody } from '../../../common/src/contracts/annotations.ts';
import { verseReference } from '../../../common/src/verse-text.ts';

export const EXPORT_FORMAT = 'emmaus-annotations';

export const bookName = (bookId: string) => bookById(bookId)?.name ?? bookId;
export const referenceOf = (a: Pick<Annotation, 'book_id' | 'chapter' | 'verses'>) =>
  verseReference(bookName(a.book_id), a.chapter, a.verses);

/** Canonical order: book, chapter, first verse, then kind. */
export const byPlace = (a: Annotation, b: Annotation) =>
  bookOrder(a.book_id) - bookOrder(b.book_id) ||
  a.chapter - b.chapter ||
  (a.verses[0] ?? 0) - (b.verses[0] ?? 0) ||
  a.kind.localeCompare(b.kind);

/** A Markdown document: one section per book, each annotation a list item (notes keep their Markdown). */
export const toMarkdown = (list: Annotation[]): string => {
  const out = ['# My Notes & Highlights', ''];
  let book = '';
  for (const a of [...list].sort(byPlace)) {
    if (a.book_id !== book) {
      book = a.book_id;
      out.push(`## ${bookName(book)}`, '');
    }
    const what = a.kind === 'highlight' ? `Highlight (${a.color})` : a.kind === 'note' ? 'Note' : 'Bookmark';
    out.push(`- **${referenceOf(a)}** (${a.bible_id}) — ${what}`);
    if (a.kind === 'note' && a.text) out.push(...a.text.split('\n').map((l) => `  ${l}`.trimEnd()));
  }
  return `${out.join('\n')}\n`;
};

export const toJson = (list: Annotation[]): string =>
  `${JSON.stringify({ format: EXPORT_FORMAT, version: 1, annotations: [...list].sort(byPlace) }, null, 2)}\n`;

const sameKey = (a: Pick<Annotation, 'kind' | 'bible_id' | 'book_id' | 'chapter' | 'verses'>) =>
  `${a.kind}|${a.bible_id}|${a.book_id}|${a.chapter}|${a.verses.join(',')}`;

/**
 * Reads an export back into what to create, leaving out what the reader already has (so importing the
 * same file twice adds nothing). Throws a sentence for people on a file that is not an export.
 */
export const parseImport = (json: string, existing: Annotation[]): CreateAnnotationBody[] => {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new Error('This file is not JSON.');
  }
  const list = (data as { format?: unknown; annotations?: unknown })?.annotations;
  if ((data as { format?: unknown })?.format !== EXPORT_FORMAT || !Array.isArray(list)) {
    throw new Error('This file is not an Emmaus notes export.');
  }
  const have = new Set(existing.map(sameKey));
  const out: CreateAnnotationBody[] = [];
  for (const raw of list as Partial<Annotation>[]) {
    if (
      !raw ||
      typeof raw.kind !== 'string' ||
      typeof raw.bible_id !== 'string' ||
      typeof raw.book_id !== 'string' ||
      typeof raw.chapter !== 'number' ||
      !Array.isArray(raw.verses)
    ) {
      continue;
    }
    const a = raw as Annotation;
    if (have.has(sameKey(a))) continue;
    have.add(sameKey(a));
    out.push({
      kind: a.kind,
      bible_id: a.bible_id,
      book_id: a.book_id,
      chapter: a.chapter,
      verses: a.verses,
      ...(a.color ? { color: a.color } : {}),
      ...(a.text ? { text: a.text } : {}),
    });
  }
  return out;
};

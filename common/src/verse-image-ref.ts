import { formatVerseParam, parseVerseParam } from './verse-selection.ts';

// Verses shared as pictures (issue 33): the image route's parameters, without zod, so the web app's share
// dialog reads them without loading it (contracts/verse-image.ts holds the route's query schema).

export const IMAGE_STYLES = ['light', 'dark', 'parchment'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];
export const IMAGE_SIZES = ['square', 'story'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** An image holds at most this many verses and characters of verse text (more: 400 `image.too_long`). */
export const MAX_IMAGE_VERSES = 6;
export const MAX_IMAGE_CHARS = 600;

/** Verses of one chapter: `JHN.3.16`, `JHN.3.16-18`, `PSA.23.1-3,5` (the reader's `verse` list). */
export interface ImageRef {
  bookId: string;
  chapter: number;
  verses: number[];
}

const REF = /^([1-4A-Za-z][A-Za-z0-9]{2})\.(\d{1,3})\.(\d{1,3}(?:-\d{1,3})?(?:,\d{1,3}(?:-\d{1,3})?)*)$/;

/** The ref read strictly: undefined for anything malformed (a range running backwards, verse 0). */
export const parseImageRef = (ref: string): ImageRef | undefined => {
  const m = REF.exec(ref.trim());
  if (!m) return undefined;
  const list = m[3] as string;
  for (const part of list.split(',')) {
    const [a, b = a] = part.split('-').map(Number) as [number, number?];
    if (a < 1 || (b as number) < a) return undefined;
  }
  const chapter = Number(m[2]);
  if (chapter < 1) return undefined;
  // At most 200 verses are listed (a 1-999 range): enough to tell it is too long.
  return { bookId: (m[1] as string).toUpperCase(), chapter, verses: parseVerseParam(list) };
};

/** The ref for verses of one chapter, as the image route reads it. */
export const imageRef = (bookId: string, chapter: number, verses: readonly number[]): string =>
  `${bookId}.${chapter}.${formatVerseParam(verses)}`;

/** The image's path (relative to the site). */
export const verseImagePath = (bibleId: string, ref: string, style: ImageStyle, size: ImageSize): string =>
  `/api/bible/${encodeURIComponent(bibleId)}/image?ref=${encodeURIComponent(ref)}&style=${style}&size=${size}`;

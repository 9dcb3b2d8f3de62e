import { createHash } from 'node:crypto';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import {
  IMAGE_SIZES,
  IMAGE_STYLES,
  type ImageSize,
  type ImageStyle,
  MAX_IMAGE_CHARS,
  MAX_IMAGE_VERSES,
  parseImageRef,
} from '../../../../common/src/verse-image-ref.ts';
import { verseReference } from '../../../../common/src/verse-text.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { Lru } from '../../lib/lru.ts';
import type { BibleService } from '../bible/bible.service.ts';
import { invalidRef, invalidSize, invalidStyle, tooLong } from './verse-image.errors.ts';
import type { VerseImageInput } from './verse-image.render.ts';

// Bumped when the picture's design changes, so browsers and caches holding the old one fetch the new.
const DESIGN_VERSION = 1;
// Pictures are 20–450 KB: a hundred recent ones in memory is at most ~45 MB, usually far less. Verse
// text changes only with an import (which clears it, bible.onForget); the hour bounds what another
// instance's import leaves here.
const CACHE_ENTRIES = 100;
const CACHE_TTL_MS = 60 * 60_000;

export interface VerseImage {
  png: Buffer;
  etag: string;
}

/** What a request for an image resolved to: the ETag at once, the picture only when it is needed. */
export interface ResolvedImage {
  etag: string;
  /** The PNG, from memory or rendered; `charge` counts a render against the client's budget first. */
  png(charge: () => Promise<void>): Promise<Buffer>;
}

const pick = <T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T | undefined => (value === undefined || value === '' ? fallback : allowed.find((a) => a === value));

/**
 * Verse images (issue 33): the verses of a ref read from the Bible, checked against the bounds, and
 * rendered by `render` (a worker task: satori and resvg take 0.1–0.4 s of CPU), each picture kept in
 * memory by what it shows, and asked for once however many requests wait for it.
 */
export const createVerseImageService = (deps: {
  bible: Pick<BibleService, 'chapterVerses' | 'listTranslations'>;
  render: (input: VerseImageInput) => Promise<Uint8Array>;
}) => {
  const cache = new Lru<Buffer>(CACHE_ENTRIES, CACHE_TTL_MS);
  const rendering = new Map<string, Promise<Buffer>>();

  const resolve = async (
    bibleId: string,
    query: { ref: string; style?: string | undefined; size?: string | undefined },
  ): Promise<ResolvedImage> => {
    const style = pick<ImageStyle>(query.style, IMAGE_STYLES, 'light');
    if (!style) throw invalidStyle();
    const size = pick<ImageSize>(query.size, IMAGE_SIZES, 'square');
    if (!size) throw invalidSize();
    const ref = parseImageRef(query.ref);
    if (!ref) throw invalidRef();
    const translation = (await deps.bible.listTranslations()).find((t) => t.id === bibleId);
    // The 404 every Bible route answers for a translation it does not have.
    if (!translation) throw notFound(ErrorCode.bibleNotFound, `Bible not found: ${bibleId}`);
    if (ref.verses.length > MAX_IMAGE_VERSES) throw tooLong();
    const chapter = await deps.bible.chapterVerses(bibleId, ref.bookId, ref.chapter).catch((err: unknown) => {
      // A book or chapter the translation lacks is a bad ref, not a missing page.
      if (err instanceof AppError && err.statusCode === 404) throw invalidRef();
      throw err;
    });
    const verses = chapter.verses.filter((v) => ref.verses.includes(v.verse) && v.text.trim());
    if (verses.length !== ref.verses.length) throw invalidRef();
    if (verses.reduce((n, v) => n + v.text.trim().length, 0) > MAX_IMAGE_CHARS) throw tooLong();
    const input: VerseImageInput = {
      verses: verses.map((v) => ({ verse: v.verse, text: v.text })),
      reference: verseReference(chapter.book.name, ref.chapter, ref.verses),
      translation: translation?.name ?? bibleId,
      style,
      size,
    };
    const etag = `"${createHash('sha256')
      .update(JSON.stringify([DESIGN_VERSION, bibleId, input]))
      .digest('base64url')
      .slice(0, 27)}"`;
    return {
      etag,
      png: async (charge) => {
        const hit = cache.get(etag);
        if (hit) return hit;
        const running = rendering.get(etag);
        if (running) return running;
        await charge();
        const job = deps
          .render(input)
          .then((bytes) => {
            const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
            cache.set(etag, png);
            return png;
          })
          .finally(() => rendering.delete(etag));
        rendering.set(etag, job);
        return job;
      },
    };
  };

  return {
    resolve,
    /** Forgets every picture (a Bible import changed the text). */
    forget: () => cache.clear(),
  };
};

export type VerseImageService = ReturnType<typeof createVerseImageService>;

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { BibleDownload } from '../../../../common/src/contracts/bible-download.ts';
import type { BibleService } from './bible.service.ts';

const gzipAsync = promisify(gzip);

export interface PackedBible {
  etag: string;
  gzip: Buffer;
}

/**
 * Packs a translation into one gzip file: its books and every chapter's HTML. Built once per translation
 * on first request and kept (a few MB each) so later downloads cost only the send; concurrent first
 * requests share one build.
 */
export const createBibleDownloads = (bible: BibleService) => {
  const packs = new Map<string, Promise<PackedBible>>();
  // A re-import (here or on another instance) makes every pack stale.
  bible.onForget(() => packs.clear());

  const build = async (bibleId: string): Promise<PackedBible> => {
    const books = await bible.toc(bibleId, 'full');
    const all = await bible.allChapters(bibleId);
    const chapters: Record<string, string> = {};
    const etags: string[] = [];
    // In canonical order, and only chapters the table of contents promises (as the chapter route does).
    for (const book of books) {
      for (let c = 1; c <= book.chapter_count; c++) {
        const hit = all.get(`${book.id}.${c}`);
        if (!hit) continue; // Left blank by the translation: absent online (404) and absent here alike.
        chapters[`${book.id}.${c}`] = hit.html;
        etags.push(hit.etag);
      }
    }
    const version = createHash('sha256').update(bibleId).update(etags.join(',')).digest('hex').slice(0, 20);
    const doc: BibleDownload = { bible_id: bibleId, version, books, chapters };
    // zlib's thread pool, not the event loop: other readers are served while a few MB are packed.
    return { etag: `"${version}"`, gzip: await gzipAsync(JSON.stringify(doc), { level: 7 }) };
  };

  return {
    /** The packed translation; throws the service's not-found error for an unknown translation. */
    pack: (bibleId: string): Promise<PackedBible> => {
      let p = packs.get(bibleId);
      if (!p) {
        p = build(bibleId);
        packs.set(bibleId, p);
        // A failed build (unknown translation, database down) is not remembered.
        p.catch(() => packs.delete(bibleId));
      }
      return p;
    },
  };
};

export type BibleDownloads = ReturnType<typeof createBibleDownloads>;

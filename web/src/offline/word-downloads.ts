import type { WordStudyDownload } from '../../../common/src/contracts/word-study.ts';
import {
  forgetStoredWordStudy,
  lexiconFileUrl,
  occurrencesFileUrl,
  wordsCacheName,
  wordsUrl,
} from '../api/stored-words.ts';
import { readWithProgress } from './downloads.ts';

// A translation's word study kept for offline use (issue 32): a second download beside the
// translation's own, in a cache of its own, read back by api/stored-words.ts.

export interface DownloadedWordStudy {
  bibleId: string;
  version: string;
  /** Space used in the browser. */
  bytes: number;
  entries: number;
  downloadedAt: string;
}

const META_KEY = 'emmaus.word-downloads';
const downloadUrl = (bibleId: string) => `/api/bible/${bibleId}/words/download`;

export const listWordDownloads = (): DownloadedWordStudy[] => {
  try {
    const v = JSON.parse(localStorage.getItem(META_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as DownloadedWordStudy[]) : [];
  } catch {
    return [];
  }
};

const saveList = (list: DownloadedWordStudy[]) => {
  localStorage.setItem(META_KEY, JSON.stringify(list));
  forgetStoredWordStudy();
  window.dispatchEvent(new Event('emmaus:downloads'));
};

/**
 * The file's size before downloading it (HEAD); null when it cannot be known, and 'none' when the
 * translation has no word study to download (its words carry no Strong's numbers).
 */
export const wordStudySize = async (bibleId: string): Promise<number | null | 'none'> => {
  try {
    const res = await fetch(downloadUrl(bibleId), { method: 'HEAD' });
    if (res.status === 404) return 'none';
    const n = Number(res.headers.get('content-length'));
    return res.ok && n > 0 ? n : null;
  } catch {
    return null;
  }
};

const put = (cache: Cache, url: string, body: string) =>
  cache.put(new Request(url), new Response(body, { headers: { 'content-type': 'application/json' } }));

/** Downloads a translation's word study in one request and stores it; progress in bytes of the file. */
export const downloadWordStudy = async (
  bibleId: string,
  onProgress: (received: number, total: number) => void,
): Promise<DownloadedWordStudy> => {
  const res = await fetch(downloadUrl(bibleId));
  if (!res.ok) throw new Error(`Download failed (HTTP ${res.status})`);
  const file = await readWithProgress(res, onProgress);
  const doc = (await new Response(
    file.stream().pipeThrough(new DecompressionStream('gzip')),
  ).json()) as WordStudyDownload;
  const name = wordsCacheName(bibleId);
  await caches.delete(name);
  const cache = await caches.open(name);
  let bytes = 0;
  const chapters = Object.entries(doc.chapters);
  // Batches, as the translation's chapters are stored (downloads.ts).
  for (let i = 0; i < chapters.length; i += 100) {
    await Promise.all(
      chapters.slice(i, i + 100).map(([key, verses]) => {
        const [bookId = '', c = '0'] = key.split('.');
        const body = JSON.stringify({ verses });
        bytes += body.length;
        return put(cache, wordsUrl(bibleId, bookId, Number(c)), body);
      }),
    );
  }
  const lexicon = JSON.stringify(doc.lexicon);
  const occurrences = JSON.stringify(doc.occurrences);
  await put(cache, lexiconFileUrl(bibleId), lexicon);
  await put(cache, occurrencesFileUrl(bibleId), occurrences);
  bytes += lexicon.length + occurrences.length;
  const entry: DownloadedWordStudy = {
    bibleId,
    version: doc.version,
    bytes,
    entries: Object.keys(doc.lexicon).length,
    downloadedAt: new Date().toISOString(),
  };
  saveList([...listWordDownloads().filter((d) => d.bibleId !== bibleId), entry]);
  return entry;
};

export const removeWordStudy = async (bibleId: string): Promise<void> => {
  await caches.delete(wordsCacheName(bibleId));
  saveList(listWordDownloads().filter((d) => d.bibleId !== bibleId));
};

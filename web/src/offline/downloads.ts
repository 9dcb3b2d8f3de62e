import type { BibleDownload } from '../../../common/src/contracts/bible-download.ts';
import { removeChapters, storeChapters } from '../api/chapter-store.ts';
import { versesOfChapter } from './verse-text.ts';

// Whole translations kept for offline reading (issue 17). The chapters go into IndexedDB in one
// transaction (chapter-store.ts, issue 36: 1,189 Cache Storage entries took half a minute); the table of
// contents and the verse text for offline search sit in one Cache Storage cache per translation, under
// the very URLs the reader asks for. The service worker and the page look in both when the network is
// gone.

export interface DownloadedBible {
  bibleId: string;
  name: string;
  abbreviation: string;
  version: string;
  chapters: number;
  /** Space used in the browser: the stored chapters, contents and search text. */
  bytes: number;
  downloadedAt: string;
}

const META_KEY = 'emmaus.downloads';
export const cacheNameFor = (bibleId: string) => `emmaus-download-${bibleId}`;
export const versesUrl = (bibleId: string) => `/offline/${bibleId}/verses.json`;

export const listDownloads = (): DownloadedBible[] => {
  try {
    const v = JSON.parse(localStorage.getItem(META_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as DownloadedBible[]) : [];
  } catch {
    return [];
  }
};

const saveList = (list: DownloadedBible[]) => {
  localStorage.setItem(META_KEY, JSON.stringify(list));
  window.dispatchEvent(new Event('emmaus:downloads'));
};

export const isDownloaded = (bibleId: string) => listDownloads().some((d) => d.bibleId === bibleId);

/** The size of the file before downloading it (HEAD), or null when it cannot be known. */
export const downloadSize = async (bibleId: string): Promise<number | null> => {
  try {
    const res = await fetch(`/api/bible/${bibleId}/download`, { method: 'HEAD' });
    const n = Number(res.headers.get('content-length'));
    return res.ok && n > 0 ? n : null;
  } catch {
    return null;
  }
};

export const readWithProgress = async (
  res: Response,
  onProgress: (received: number, total: number) => void,
) => {
  const total = Number(res.headers.get('content-length')) || 0;
  const reader = res.body?.getReader();
  if (!reader) return new Blob([await res.arrayBuffer()]);
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received, total);
  }
  return new Blob(chunks as BlobPart[]);
};

const put = (cache: Cache, url: string, body: string, type: string) =>
  cache.put(new Request(url), new Response(body, { headers: { 'content-type': type } }));

/** Downloads a translation in one request and stores it; progress is reported in bytes of the file. */
export const downloadTranslation = async (
  bible: { id: string; name: string; abbreviation: string },
  onProgress: (received: number, total: number) => void,
): Promise<DownloadedBible> => {
  const res = await fetch(`/api/bible/${bible.id}/download`);
  if (!res.ok) throw new Error(`The download failed (HTTP ${res.status})`);
  const file = await readWithProgress(res, onProgress);
  const doc = (await new Response(
    file.stream().pipeThrough(new DecompressionStream('gzip')),
  ).json()) as BibleDownload;
  const name = cacheNameFor(bible.id);
  await caches.delete(name);
  const cache = await caches.open(name);
  let bytes = 0;
  const verses: Array<[string, number, number, string]> = [];
  const entries = Object.entries(doc.chapters);
  for (const [key, html] of entries) {
    const [bookId = '', c = '0'] = key.split('.');
    bytes += html.length;
    for (const [v, text] of versesOfChapter(html)) verses.push([bookId, Number(c), v, text]);
  }
  await storeChapters(bible.id, doc.chapters);
  const toc = JSON.stringify({ books: doc.books.filter((b) => b.testament !== 'DC') });
  const fullToc = JSON.stringify({ books: doc.books });
  const verseJson = JSON.stringify(verses);
  await put(cache, `/api/bible/${bible.id}/toc`, toc, 'application/json');
  await put(cache, `/api/bible/${bible.id}/toc?canon=full`, fullToc, 'application/json');
  await put(cache, versesUrl(bible.id), verseJson, 'application/json');
  bytes += toc.length + fullToc.length + verseJson.length;
  const entry: DownloadedBible = {
    bibleId: bible.id,
    name: bible.name,
    abbreviation: bible.abbreviation,
    version: doc.version,
    chapters: entries.length,
    bytes,
    downloadedAt: new Date().toISOString(),
  };
  saveList([...listDownloads().filter((d) => d.bibleId !== bible.id), entry]);
  return entry;
};

export const removeDownload = async (bibleId: string): Promise<void> => {
  await caches.delete(cacheNameFor(bibleId));
  await removeChapters(bibleId);
  saveList(listDownloads().filter((d) => d.bibleId !== bibleId));
};

export const formatBytes = (n: number): string =>
  n >= 1024 * 1024
    ? `${(n / 1024 / 1024).toFixed(1)} MB`
    : n === 0
      ? 'none'
      : `${Math.max(1, Math.round(n / 1024))} KB`;

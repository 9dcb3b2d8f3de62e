import { useSyncExternalStore } from 'react';
import { type DownloadedBible, listDownloads } from './downloads.ts';

let snapshot: { raw: string; list: DownloadedBible[] } = { raw: '', list: [] };
const read = () => {
  const list = listDownloads();
  const raw = JSON.stringify(list);
  if (raw !== snapshot.raw) snapshot = { raw, list };
  return snapshot.list;
};

const subscribe = (onChange: () => void) => {
  window.addEventListener('emmaus:downloads', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('emmaus:downloads', onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** The translations downloaded for offline reading, live across components and tabs. */
export const useDownloads = (): DownloadedBible[] => useSyncExternalStore(subscribe, read, () => []);

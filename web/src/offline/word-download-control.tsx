import { useEffect, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '../api/error-message.ts';
import { formatBytes } from './downloads.ts';
import { useOnline } from './use-online.ts';
import {
  type DownloadedWordStudy,
  downloadWordStudy,
  listWordDownloads,
  removeWordStudy,
  wordStudySize,
} from './word-downloads.ts';

let snapshot: { raw: string; list: DownloadedWordStudy[] } = { raw: '', list: [] };
const read = () => {
  const list = listWordDownloads();
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
export const useWordDownloads = () => useSyncExternalStore(subscribe, read, () => []);

type Phase =
  | { kind: 'idle' }
  | { kind: 'downloading'; received: number; total: number }
  | { kind: 'error'; message: string };

/**
 * 'Download word study' for one translation (issue 32), beside its own download: the original words,
 * the dictionary and where each word occurs, so word study works offline. Not offered for a translation
 * whose words carry no Strong's numbers.
 */
export const WordDownloadControl = ({ bible }: { bible: { id: string; abbreviation: string } }) => {
  const online = useOnline();
  const downloaded = useWordDownloads().find((d) => d.bibleId === bible.id);
  const [size, setSize] = useState<number | null | 'none'>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  useEffect(() => {
    if (downloaded || !online) return;
    let live = true;
    void wordStudySize(bible.id).then((n) => live && setSize(n));
    return () => {
      live = false;
    };
  }, [bible.id, downloaded, online]);

  if (size === 'none' && !downloaded) return null;
  const start = async () => {
    setPhase({ kind: 'downloading', received: 0, total: typeof size === 'number' ? size : 0 });
    try {
      await downloadWordStudy(bible.id, (received, total) =>
        setPhase({ kind: 'downloading', received, total }),
      );
      setPhase({ kind: 'idle' });
    } catch (e) {
      setPhase({ kind: 'error', message: errorMessage(e, 'The download failed. Please try again.') });
    }
  };
  if (phase.kind === 'downloading') {
    const pct = phase.total ? Math.min(100, Math.round((phase.received / phase.total) * 100)) : 100;
    return (
      <div className="download-control">
        <progress max={100} value={pct} aria-label={`Downloading ${bible.abbreviation} word study`} />
        <span className="muted">
          {pct >= 100
            ? 'Saving for offline...'
            : `${formatBytes(phase.received)} of ${formatBytes(phase.total)}`}
        </span>
      </div>
    );
  }
  if (downloaded) {
    return (
      <div className="download-control">
        <span className="offline-ready">
          ✓ {bible.abbreviation} word study offline ({formatBytes(downloaded.bytes)})
        </span>
        <button type="button" className="link-button" onClick={() => void removeWordStudy(bible.id)}>
          Remove word study
        </button>
      </div>
    );
  }
  return (
    <div className="download-control">
      <button type="button" className="pill-button" disabled={!online} onClick={() => void start()}>
        Download {bible.abbreviation} word study{typeof size === 'number' ? ` (${formatBytes(size)})` : ''}
      </button>
      {phase.kind === 'error' && (
        <span className="error-text" role="alert">
          {phase.message}
        </span>
      )}
    </div>
  );
};

import { useEffect, useState } from 'react';
import { errorMessage } from '../api/error-message.ts';
import { downloadSize, downloadTranslation, formatBytes, removeDownload } from './downloads.ts';
import { dropIndex } from './offline-search.ts';
import { useDownloads } from './use-downloads.ts';
import { useOnline } from './use-online.ts';

type Phase =
  | { kind: 'idle' }
  | { kind: 'downloading'; received: number; total: number }
  | { kind: 'saving' }
  | { kind: 'error'; message: string };

/**
 * 'Download for offline' for one translation: the size first, then a progress bar, then 'Available
 * offline' with Remove. Used beside the translation picker and on Settings → Offline.
 */
export const DownloadControl = ({ bible }: { bible: { id: string; name: string; abbreviation: string } }) => {
  const online = useOnline();
  const downloaded = useDownloads().find((d) => d.bibleId === bible.id);
  const [size, setSize] = useState<number | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  useEffect(() => {
    if (downloaded || !online) return;
    let live = true;
    void downloadSize(bible.id).then((n) => live && setSize(n));
    return () => {
      live = false;
    };
  }, [bible.id, downloaded, online]);

  const start = async () => {
    setPhase({ kind: 'downloading', received: 0, total: size ?? 0 });
    try {
      await downloadTranslation(bible, (received, total) => {
        setPhase(
          received >= total && total > 0 ? { kind: 'saving' } : { kind: 'downloading', received, total },
        );
      });
      dropIndex(bible.id);
      setPhase({ kind: 'idle' });
    } catch (e) {
      setPhase({ kind: 'error', message: errorMessage(e, 'The download failed. Please try again.') });
    }
  };

  if (phase.kind === 'downloading' || phase.kind === 'saving') {
    const pct =
      phase.kind === 'saving' || !phase.total ? 100 : Math.round((phase.received / phase.total) * 100);
    return (
      <div className="download-control">
        <progress
          max={100}
          value={pct}
          aria-label={`Downloading ${bible.abbreviation} for offline reading`}
        />
        <span className="muted">
          {phase.kind === 'saving'
            ? 'Saving for offline...'
            : `${formatBytes(phase.received)}${phase.total ? ` of ${formatBytes(phase.total)}` : ''}`}
        </span>
      </div>
    );
  }
  if (downloaded) {
    return (
      <div className="download-control">
        <span className="offline-ready">✓ {bible.abbreviation} available offline</span>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            dropIndex(bible.id);
            void removeDownload(bible.id);
          }}
        >
          Remove
        </button>
      </div>
    );
  }
  return (
    <div className="download-control">
      <button type="button" className="pill-button" disabled={!online} onClick={() => void start()}>
        Download {bible.abbreviation} for offline{size ? ` (${formatBytes(size)})` : ''}
      </button>
      {!online && <span className="muted">Needs a connection.</span>}
      {phase.kind === 'error' && (
        <span className="error-text" role="alert">
          {phase.message}
        </span>
      )}
    </div>
  );
};

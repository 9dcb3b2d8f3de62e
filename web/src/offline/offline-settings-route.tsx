import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { biblesQuery } from '../api/bible-queries.ts';
import { Page } from '../ui/page.tsx';
import { DownloadControl } from './download-control.tsx';
import { formatBytes } from './downloads.ts';
import { useDownloads } from './use-downloads.ts';
import { useWordDownloads, WordDownloadControl } from './word-download-control.tsx';

/** Settings → Offline (/settings/offline): download, list and remove translations kept in the browser. */
export const Component = () => {
  const bibles = useQuery(biblesQuery());
  const downloads = useDownloads();
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  const downloadedIds = downloads.map((d) => d.bibleId).join(',');
  const words = useWordDownloads();
  const wordIds = words.map((d) => d.bibleId).join(',');
  // Measured again after each download or removal.
  useEffect(() => {
    if (downloadedIds !== null && wordIds !== null) void navigator.storage?.estimate?.().then(setEstimate);
  }, [downloadedIds, wordIds]);
  const used = downloads.reduce((n, d) => n + d.bytes, 0) + words.reduce((n, d) => n + d.bytes, 0);
  return (
    <Page className="prose offline-settings">
      <h1>Settings</h1>
      <section aria-labelledby="offline-title">
        <h2 id="offline-title">Offline</h2>
        <p>
          Chapters you read are kept for reading without a connection. Download a whole translation to read
          every chapter, use the navigator and search it offline; download its word study to look up the Greek
          and Hebrew words behind it offline too.
        </p>
        {bibles.isPending && <p className="muted">Loading translations...</p>}
        <ul className="offline-list">
          {(bibles.data ?? []).map((b) => {
            const d = downloads.find((x) => x.bibleId === b.id);
            return (
              <li key={b.id}>
                <div>
                  <strong>{b.name}</strong>
                  {d && (
                    <span className="muted">
                      {' '}
                      · {d.chapters} chapters · {formatBytes(d.bytes)} ·{' '}
                      {new Date(d.downloadedAt).toLocaleDateString()}
                    </span>
                  )}
                </div>
                <DownloadControl bible={b} />
                <WordDownloadControl bible={b} />
              </li>
            );
          })}
        </ul>
        <p>
          Space used by downloads: <strong>{formatBytes(used)}</strong>
          {estimate?.usage !== undefined && (
            <span className="muted"> (Emmaus uses {formatBytes(estimate.usage)} in this browser in all)</span>
          )}
        </p>
        <p className="muted">
          Removing a download frees its space; chapters you have read stay until the browser needs the room.
          To clear everything, clear this site's data in your browser's settings.
        </p>
      </section>
    </Page>
  );
};

import { useEffect } from 'react';
import { Link } from 'react-router';
import { useDownloads } from './use-downloads.ts';

/**
 * In place of a chapter that is neither downloaded nor read before, while offline: says so at once and
 * offers the download (issue 17). Tries again by itself when the connection returns.
 */
export const ChapterOffline = ({ bibleId, onOnline }: { bibleId: string; onOnline: () => void }) => {
  const downloaded = useDownloads().some((d) => d.bibleId === bibleId);
  useEffect(() => {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [onOnline]);
  return (
    <div className="chapter-offline" role="status">
      <h2>This chapter isn't available offline</h2>
      <p>
        You're offline, and this chapter hasn't been downloaded or read on this device yet. It will open as
        soon as you're back online.
      </p>
      {!downloaded && (
        <p>
          <Link to="/settings/offline" className="pill-button">
            Download this translation for offline reading
          </Link>
        </p>
      )}
    </div>
  );
};

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { biblesQuery } from '../api/bible-queries.ts';
import { useBibleId } from '../settings/use-bible-id.ts';
import { DownloadControl } from './download-control.tsx';

/** Under the translation picker: download the chosen translation for offline reading. */
const SidebarOffline = ({ onFollow }: { onFollow: () => void }) => {
  const [bibleId] = useBibleId();
  const bible = useQuery(biblesQuery()).data?.find((b) => b.id === bibleId);
  // Until the translations are known the box holds its place, so nothing below it moves.
  if (!bible) return <div className="sidebar-offline" aria-hidden="true" />;
  return (
    <div className="sidebar-offline">
      <DownloadControl bible={bible} />
      <Link to="/settings/offline" className="muted small-link" onClick={onFollow}>
        Offline settings
      </Link>
    </div>
  );
};
export default SidebarOffline;

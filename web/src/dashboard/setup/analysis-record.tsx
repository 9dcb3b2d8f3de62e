import { useQuery } from '@tanstack/react-query';
import { churchAnalysisQuery } from '../../api/church-queries.ts';

const FIELDS: Record<string, string> = {
  name: 'Name',
  about: 'About',
  logo_url: 'Logo',
  youtube_channel: 'Video channel',
  perspective: 'Perspective',
  address: 'Address',
  service_times: 'Service times',
  profile: 'Profile',
  video: 'Video',
};

/**
 * Issue 15: the analysis is recorded "so the publisher can see why": which pages were read and where
 * each field of the profile came from, folded away under the profile it explains.
 */
export const AnalysisRecord = ({ churchId }: { churchId: number }) => {
  const record = useQuery(churchAnalysisQuery(churchId));
  if (!record.data) return null;
  const { pages, found, method, address, service_times } = record.data;
  return (
    <details className="dash-card dash-analysis">
      <summary>How we found this</summary>
      <p className="muted">
        {method === 'model' ? 'Read by the AI model' : 'Read by Emmaus’s rules'} from {pages.length} page
        {pages.length === 1 ? '' : 's'} of the website.
      </p>
      {(address || service_times) && (
        <dl>
          {address && (
            <>
              <dt>Address</dt>
              <dd>{address}</dd>
            </>
          )}
          {service_times && (
            <>
              <dt>Service times</dt>
              <dd>{service_times}</dd>
            </>
          )}
        </dl>
      )}
      <h3>Pages read</h3>
      <ul>
        {pages.map((p) => (
          <li key={p.url}>
            <span className="dash-analysis-kind">{p.kind}</span> {p.url}
            {p.status === null ? ' (could not be read)' : p.status !== 200 ? ` (HTTP ${p.status})` : ''}
          </li>
        ))}
      </ul>
      <h3>Where each detail came from</h3>
      {found.length === 0 ? (
        <p className="muted">Nothing could be read from the pages: fill in the profile yourself.</p>
      ) : (
        <ul>
          {found.map((f) => (
            <li key={`${f.field} ${f.source} ${f.url}`}>
              {FIELDS[f.field] ?? f.field}: {f.source}, on {f.url}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
};

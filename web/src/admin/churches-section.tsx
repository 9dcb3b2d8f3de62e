import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type AdminChurch, adminChurchesQuery, setChurchSuspended } from '../api/admin-queries.ts';
import { errorMessage } from '../api/error-message.ts';

/**
 * /admin/churches: every church with its owner, members, sermons and published studies; open one (its
 * page, or its dashboard), suspend or restore it. A suspended church's studies leave Discover.
 */
export const Component = () => {
  const churches = useQuery(adminChurchesQuery());
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (c: AdminChurch) => setChurchSuspended(c.id, !c.suspended),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  return (
    <div>
      <h1>Churches</h1>
      {churches.isPending && <p className="status">Loading...</p>}
      {churches.isError && (
        <p className="error-text" role="alert">
          {errorMessage(churches.error)}
        </p>
      )}
      {change.isError && (
        <p className="error-text" role="alert">
          {errorMessage(change.error)}
        </p>
      )}
      {churches.data?.length === 0 && <p className="muted">No church has been set up yet.</p>}
      {churches.data && churches.data.length > 0 && (
        <div className="admin-scroll">
          <table className="dash-table">
            <caption className="visually-hidden">Churches</caption>
            <thead>
              <tr>
                <th scope="col">Church</th>
                <th scope="col">Owner</th>
                <th scope="col" className="num">
                  Members
                </th>
                <th scope="col" className="num">
                  Sermons
                </th>
                <th scope="col" className="num">
                  Published studies
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {churches.data.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Link to={`/churches/${c.id}`}>{c.name}</Link>
                    {c.suspended && <span className="admin-badge">Suspended</span>}
                  </th>
                  <td>{c.owner_email ?? '—'}</td>
                  <td className="num">{c.members}</td>
                  <td className="num">{c.sermons}</td>
                  <td className="num">{c.published_studies}</td>
                  <td className="dash-actions">
                    <Link className="pill-button" to={`/dashboard/${c.id}/videos`}>
                      Open<span className="visually-hidden"> {c.name} in the dashboard</span>
                    </Link>
                    <button
                      type="button"
                      className={c.suspended ? 'pill-button primary' : 'pill-button'}
                      disabled={change.isPending}
                      onClick={() => change.mutate(c)}
                    >
                      {c.suspended ? 'Restore' : 'Suspend'}
                      <span className="visually-hidden"> {c.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
};

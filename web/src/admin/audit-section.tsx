import { useQuery } from '@tanstack/react-query';
import { auditQuery } from '../api/admin-queries.ts';
import { errorMessage } from '../api/error-message.ts';
import { auditChanges } from './audit-changes.ts';
import { when } from './when.ts';

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

/** What the action changed, field by field; the whole records one click away. */
const Change = ({ before, after }: { before: unknown; after: unknown }) => {
  const { kind, fields } = auditChanges(before, after);
  return (
    <>
      {kind === 'created' && <p>Created</p>}
      {kind === 'removed' && <p>Removed</p>}
      {kind === 'changed' && fields.length === 0 && <p className="muted">No field changed</p>}
      {fields.length > 0 && (
        <ul className="admin-audit-changes">
          {fields.map((f) => (
            <li key={f.field}>
              <strong>{f.field}</strong>: {f.before} → {f.after}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>Full record</summary>
        <div className="admin-audit-records">
          <div>
            <span className="muted">Before</span>
            <pre>{show(before)}</pre>
          </div>
          <div>
            <span className="muted">After</span>
            <pre>{show(after)}</pre>
          </div>
        </div>
      </details>
    </>
  );
};

/** /admin/audit: every admin action, newest first (who, what, when, before and after); read only. */
export const Component = () => {
  const entries = useQuery(auditQuery());
  return (
    <div>
      <h1>Audit log</h1>
      <p className="muted">Every action taken in this console, newest first. Nobody can change it here.</p>
      {entries.isPending && <p className="status">Loading...</p>}
      {entries.isError && (
        <p className="error-text" role="alert">
          {errorMessage(entries.error)}
        </p>
      )}
      {entries.data?.length === 0 && <p className="muted">Nothing has been done yet.</p>}
      {entries.data && entries.data.length > 0 && (
        <div className="admin-scroll">
          <table className="dash-table admin-audit">
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {entries.data.map((e) => (
                <tr key={e.id}>
                  <td>{when(e.created_at)}</td>
                  <td>{e.actor_email ?? e.actor_id ?? 'Emmaus'}</td>
                  <th scope="row">
                    {e.action} <span className="muted">{e.target}</span>
                  </th>
                  <td>
                    <Change before={e.before} after={e.after} />
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

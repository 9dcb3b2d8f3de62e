import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Role } from '../../../common/src/contracts/user.ts';
import { type AdminUser, adminUsersQuery, setUserRole } from '../api/admin-queries.ts';
import { errorMessage } from '../api/error-message.ts';
import { when } from './when.ts';

const ROLES: Role[] = ['user', 'publisher', 'admin'];

/** /admin/users: find a user by e-mail or id; change a role after a confirmation. */
export const Component = () => {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const users = useQuery(adminUsersQuery(q));
  const [pending, setPending] = useState<{ user: AdminUser; role: Role } | null>(null);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: Role }) => setUserRole(user.id, role),
    onSuccess: () => setPending(null),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
  };
  const name = (u: AdminUser) => u.email ?? `Anonymous reader ${u.id.slice(0, 8)}`;
  return (
    <div>
      <h1>Users</h1>
      <form className="admin-search" onSubmit={search}>
        <label htmlFor="admin-user-q">E-mail address or user id</label>
        <input id="admin-user-q" type="search" value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="pill-button primary">
          Search
        </button>
      </form>
      {pending && (
        <div className="admin-confirm" role="alertdialog" aria-labelledby="admin-confirm-text">
          <p id="admin-confirm-text">
            Make <strong>{name(pending.user)}</strong>{' '}
            {pending.role === 'user' ? 'a reader' : `a ${pending.role}`}? They get the new role at once.
          </p>
          <div className="dash-actions">
            <button
              type="button"
              className="pill-button primary"
              disabled={change.isPending}
              onClick={() => change.mutate(pending)}
            >
              Change role
            </button>
            <button type="button" className="pill-button" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
          {change.isError && (
            <p className="error-text" role="alert">
              {errorMessage(change.error)}
            </p>
          )}
        </div>
      )}
      {users.isPending && <p className="status">Loading...</p>}
      {users.isError && (
        <p className="error-text" role="alert">
          {errorMessage(users.error)}
        </p>
      )}
      {users.data && users.data.length === 0 && <p className="muted">No user matches “{q}”.</p>}
      {users.data && users.data.length > 0 && (
        <div className="admin-scroll">
          <table className="dash-table">
            <caption className="visually-hidden">Users</caption>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Role</th>
                <th scope="col">Created</th>
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((u) => (
                <tr key={u.id}>
                  <th scope="row">
                    {name(u)}
                    <span className="admin-id muted">{u.id}</span>
                  </th>
                  <td>
                    <select
                      aria-label={`Role of ${name(u)}`}
                      value={pending?.user.id === u.id ? pending.role : u.role}
                      onChange={(e) => {
                        change.reset();
                        const role = e.target.value as Role;
                        setPending(role === u.role ? null : { user: u, role });
                      }}
                    >
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {r}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>{when(u.created_at)}</td>
                  <td>{when(u.last_seen_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { approveRequest, declineRequest, membersQuery } from '../../api/church-queries.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useChurches, useChurchId } from '../church-context.tsx';
import { ChurchTabs } from '../shared/church-tabs.tsx';
import { NoMembers } from '../shared/no-members.tsx';
import { useClearingStatus } from '../shared/use-clearing-status.ts';

const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** /dashboard/{churchId}/community: join requests to approve or decline, and the church's members. */
export const Component = () => {
  const churchId = useChurchId();
  const { selected } = useChurches();
  const members = useQuery({ ...membersQuery(churchId), enabled: churchId > 0 });
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['user', 'church', churchId, 'members'] });
  // Issue 36: the role is chosen on approval; making someone a publisher is an owner's (or admin's).
  const canPromote = selected?.user_role === 'owner' || selected?.user_role === 'admin';
  const [roles, setRoles] = useState<Record<string, 'member' | 'publisher'>>({});
  const decide = useMutation({
    mutationFn: ({ userId, approve }: { userId: string; approve: boolean }) =>
      approve
        ? approveRequest(churchId, userId, roles[userId] ?? 'member')
        : declineRequest(churchId, userId),
    onSettled: refresh,
  });
  useClearingStatus(decide);
  return (
    <div className="dash-narrow">
      <h1>Community</h1>
      <p className="muted">The people of {selected?.name ?? 'your church'} on Emmaus.</p>
      <ChurchTabs churchId={churchId} />
      {members.isPending && <p className="status">Loading...</p>}
      {members.isError && (
        <p className="error-text" role="alert">
          {errorMessage(members.error)}
        </p>
      )}
      {members.data && (
        <>
          <section aria-labelledby="requests-title">
            <h2 id="requests-title">Join requests</h2>
            {members.data.requests.filter((r) => r.status === 'pending').length === 0 ? (
              <p className="muted">No one is waiting to join.</p>
            ) : (
              <table className="dash-table">
                <caption className="visually-hidden">Pending join requests</caption>
                <thead>
                  <tr>
                    <th scope="col">Who</th>
                    <th scope="col">Asked</th>
                    <th scope="col">
                      <span className="visually-hidden">Decision</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {members.data.requests
                    .filter((r) => r.status === 'pending')
                    .map((r) => (
                      <tr key={r.user_id}>
                        <td>{r.email ?? 'A reader'}</td>
                        <td>{when(r.requested_at)}</td>
                        <td className="dash-actions">
                          {canPromote && (
                            <select
                              aria-label={`Role for ${r.email ?? 'this reader'}`}
                              value={roles[r.user_id] ?? 'member'}
                              onChange={(e) =>
                                setRoles((x) => ({
                                  ...x,
                                  [r.user_id]: e.target.value === 'publisher' ? 'publisher' : 'member',
                                }))
                              }
                            >
                              <option value="member">as member</option>
                              <option value="publisher">as publisher</option>
                            </select>
                          )}
                          <button
                            type="button"
                            className="pill-button primary"
                            disabled={decide.isPending}
                            onClick={() => decide.mutate({ userId: r.user_id, approve: true })}
                          >
                            Approve<span className="visually-hidden"> {r.email ?? 'request'}</span>
                          </button>
                          <button
                            type="button"
                            className="pill-button"
                            disabled={decide.isPending}
                            onClick={() => decide.mutate({ userId: r.user_id, approve: false })}
                          >
                            Decline<span className="visually-hidden"> {r.email ?? 'request'}</span>
                          </button>
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            )}
            {decide.isError && (
              <p className="error-text" role="alert">
                {errorMessage(decide.error)}
              </p>
            )}
          </section>
          <section aria-labelledby="members-title">
            <h2 id="members-title">Members ({members.data.members.length})</h2>
            {members.data.members.length === 0 ? (
              <NoMembers />
            ) : (
              <table className="dash-table">
                <caption className="visually-hidden">Members and their roles</caption>
                <thead>
                  <tr>
                    <th scope="col">Member</th>
                    <th scope="col">Role</th>
                    <th scope="col">Since</th>
                  </tr>
                </thead>
                <tbody>
                  {members.data.members.map((m) => (
                    <tr key={m.user_id}>
                      <td>{m.email ?? 'A reader'}</td>
                      <td>{m.role}</td>
                      <td>{when(m.joined_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        </>
      )}
    </div>
  );
};

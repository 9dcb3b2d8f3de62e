import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChurchRole } from '../../../../common/src/contracts/churches.ts';
import { membersQuery, setMemberRole } from '../../api/church-queries.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useChurches, useChurchId } from '../church-context.tsx';
import { ChurchTabs } from '../shared/church-tabs.tsx';
import { DeleteChurch } from '../shared/delete-church.tsx';
import { NoMembers } from '../shared/no-members.tsx';
import { useClearingStatus } from '../shared/use-clearing-status.ts';

const ROLES: { id: ChurchRole; label: string }[] = [
  { id: 'owner', label: 'Owner' },
  { id: 'publisher', label: 'Publisher' },
  { id: 'member', label: 'Member' },
];

/**
 * /dashboard/{churchId}/settings: who may do what in the church (owners change roles; the server
 * refuses anyone else) and the danger zone.
 */
export const Component = () => {
  const churchId = useChurchId();
  const { selected } = useChurches();
  const members = useQuery({ ...membersQuery(churchId), enabled: churchId > 0 });
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: ChurchRole }) =>
      setMemberRole(churchId, userId, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['user', 'church', churchId, 'members'] }),
  });
  useClearingStatus(change);
  const isOwner = selected?.user_role === 'owner' || selected?.user_role === 'admin';
  return (
    <div className="dash-narrow">
      <h1>Settings</h1>
      <p className="muted">Roles and the church's profile on Emmaus.</p>
      <ChurchTabs churchId={churchId} />
      <section aria-labelledby="roles-title">
        <h2 id="roles-title">Church roles</h2>
        <p className="muted">
          Owners manage the church and its people; publishers create and publish Sermon Studies; members can
          read the church's private studies and their sermon notes, but not change them. Someone whose request
          to join is still pending sees only what everyone sees.
        </p>
        {members.isPending && <p className="status">Loading...</p>}
        {members.isError && (
          <p className="error-text" role="alert">
            {errorMessage(members.error)}
          </p>
        )}
        {members.data?.members.length === 0 && <NoMembers />}
        {members.data && members.data.members.length > 0 && (
          <table className="dash-table">
            <caption className="visually-hidden">Roles of the church's members</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Role</th>
              </tr>
            </thead>
            <tbody>
              {members.data.members.map((m) => (
                <tr key={m.user_id}>
                  <td>{m.email ?? 'A reader'}</td>
                  <td>
                    {isOwner ? (
                      <select
                        aria-label={`Role of ${m.email ?? 'this member'}`}
                        value={m.role}
                        disabled={change.isPending}
                        onChange={(e) =>
                          change.mutate({ userId: m.user_id, role: e.target.value as ChurchRole })
                        }
                      >
                        {ROLES.map((r) => (
                          <option key={r.id} value={r.id}>
                            {r.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      m.role
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {change.isError && (
          <p className="error-text" role="alert">
            {errorMessage(change.error)}
          </p>
        )}
        {change.isSuccess && (
          <p className="muted" role="status">
            Role changed.
          </p>
        )}
      </section>
      {isOwner && (
        <section className="dash-danger" aria-labelledby="danger-title">
          <h2 id="danger-title">Danger zone</h2>
          <p>Deleting the church removes its profile, sermons and Sermon Studies for good.</p>
          <DeleteChurch churchId={churchId} />
        </section>
      )}
    </div>
  );
};

import { useQuery } from '@tanstack/react-query';
import { membersQuery } from '../../api/church-queries.ts';

/**
 * How many people wait to join the church, beside "Church" in the dashboard's menu (issue 36), for
 * those who may approve them. The Community page's own query: a decision there updates it.
 */
export const JoinBadge = ({ churchId }: { churchId: number }) => {
  const members = useQuery({ ...membersQuery(churchId), staleTime: 60_000 });
  const waiting = members.data?.requests.filter((r) => r.status === 'pending').length ?? 0;
  if (waiting === 0) return null;
  return (
    <span className="dash-count">
      {waiting}
      <span className="visually-hidden"> {waiting === 1 ? 'person waits' : 'people wait'} to join</span>
    </span>
  );
};

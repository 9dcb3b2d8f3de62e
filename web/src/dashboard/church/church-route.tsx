import { useQuery } from '@tanstack/react-query';
import { churchQuery } from '../../api/church-queries.ts';
import { canManage, useChurches, useChurchId } from '../church-context.tsx';
import { ChurchForm } from '../shared/church-form.tsx';
import { ChurchTabs } from '../shared/church-tabs.tsx';
import { DeleteChurch } from '../shared/delete-church.tsx';
import { NoChurch } from '../shared/no-church.tsx';

/** /dashboard/{churchId}/church and …/church/edit (spec §2): 'About Your Church', the profile form. */
export const Component = () => {
  const churchId = useChurchId();
  const { churches } = useChurches();
  const church = useQuery({ ...churchQuery(churchId), enabled: churchId > 0 });
  if (churchId === 0) return <NoChurch />;
  if (church.isPending) return <p className="status">Loading...</p>;
  if (church.isError || !church.data) {
    return (
      <div className="dash-narrow">
        <h1>Error Loading Church</h1>
        <p className="error-text" role="alert">
          Failed to load church information
        </p>
      </div>
    );
  }
  // A site admin has no church role of its own: the churches list names them 'admin'.
  const manage = canManage(church.data.user_role ?? churches.find((c) => c.id === churchId)?.user_role);
  return (
    <div className="dash-narrow">
      <h1>About Your Church</h1>
      <p className="muted">Manage your church profile and settings</p>
      <ChurchTabs churchId={churchId} />
      {manage ? (
        <ChurchForm
          key={church.data.id}
          church={church.data}
          extraActions={<DeleteChurch churchId={churchId} />}
        />
      ) : (
        <p>Only the church's owner and publishers can change its profile.</p>
      )}
    </div>
  );
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { churchQuery, confirmChurchSetup, deleteChurch } from '../../api/church-queries.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useChurches } from '../church-context.tsx';
import { ChurchForm } from '../shared/church-form.tsx';
import { AnalysisRecord } from './analysis-record.tsx';

/**
 * /dashboard/setup-church (spec §2): the church just found, its profile editable; 'Try another website'
 * deletes it and returns to setup, 'Continue' saves, confirms it (issue 36: until then it is a church
 * under review that no one else sees) and opens its videos. A reload shows the same review.
 */
export const Component = () => {
  const [params] = useSearchParams();
  const { churches, selected } = useChurches();
  const asked = Number(params.get('church'));
  const id = churches.find((c) => c.id === asked)?.id ?? selected?.id;
  if (!id) return <Navigate replace to="/dashboard/setup" />;
  return <SetupChurch churchId={id} />;
};

const SetupChurch = ({ churchId }: { churchId: number }) => {
  const church = useQuery(churchQuery(churchId));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Saving the profile, then confirming: the church exists for others only after "Continue".
  const confirm = useMutation({
    mutationFn: () => confirmChurchSetup(churchId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['user', 'church', churchId] });
      await queryClient.refetchQueries({ queryKey: ['user', 'churches'] });
      navigate(`/dashboard/${churchId}/videos`);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteChurch(churchId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['user', 'church', churchId] });
      await queryClient.refetchQueries({ queryKey: ['user', 'churches'] });
      navigate('/dashboard/setup');
    },
  });
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
  const c = church.data;
  return (
    <div className="dash-narrow">
      <h1>Setup your Church</h1>
      <p className="muted">You can always edit your church details later from the dashboard</p>
      <section className="dash-card" aria-labelledby="found-name">
        <h2 id="found-name">{c.name}</h2>
        <p>
          {c.youtube_channel ? (
            <>
              Video channel: <a href={c.youtube_channel}>{c.youtube_channel}</a>
            </>
          ) : (
            <span className="muted">No video channel found — add its address below.</span>
          )}
        </p>
      </section>
      <AnalysisRecord churchId={churchId} />
      <h2>Church profile</h2>
      <ChurchForm
        church={c}
        submitLabel="Continue"
        requireChange={false}
        onSaved={() => confirm.mutate()}
        extraActions={
          <button
            type="button"
            className="pill-button"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Try another website
          </button>
        }
      />
      {confirm.isError && (
        <p className="error-text" role="alert">
          {errorMessage(confirm.error)}
        </p>
      )}
      {remove.isError && (
        <p className="error-text" role="alert">
          {errorMessage(remove.error)}
        </p>
      )}
    </div>
  );
};

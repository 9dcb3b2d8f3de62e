import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { Link } from 'react-router';
import { setPlanVisibility } from '../../api/dashboard-queries.ts';
import { errorMessage } from '../../api/error-message.ts';
import { canManage, useChurches } from '../church-context.tsx';
import { useClearingStatus } from '../shared/use-clearing-status.ts';

/**
 * The selected church's Sermon Studies, each published (public) or kept private with one switch where
 * the reader may publish for the church (a plain member sees the state only; the server would refuse).
 */
export const ChurchStudies = () => {
  const { selected } = useChurches();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ planId, on }: { planId: number; on: boolean }) =>
      setPlanVisibility(planId, on ? 'public' : 'private'),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['user', 'churches'] });
      await queryClient.invalidateQueries({ queryKey: ['plans'] });
    },
  });
  useClearingStatus(toggle);
  if (!selected) return null;
  const manage = canManage(selected.user_role);
  return (
    <section className="dashboard-church" aria-labelledby="studies-title">
      <h2 id="studies-title">Sermon Studies</h2>
      {toggle.isError && (
        <p className="error-text" role="alert">
          {errorMessage(toggle.error)}
        </p>
      )}
      {selected.reading_plans.length === 0 ? (
        <p className="muted">No Sermon Studies yet. Open a sermon above to create one.</p>
      ) : (
        <ul className="dashboard-studies">
          {selected.reading_plans.map((plan) => (
            <li key={plan.id}>
              <span>
                <Link to={`/plans/${plan.id}/about`}>{plan.name}</Link>
                <span className="muted"> · {plan.total_passages} days · </span>
                <Link to={`/plans/${plan.id}/guide`}>Guide</Link>
                <span className="muted"> · </span>
                <Link to={`/dashboard/${selected.id}/studies/${plan.id}`}>
                  {manage ? 'Edit days & share' : 'Share'}
                  <span className="visually-hidden"> {plan.name}</span>
                </Link>
              </span>
              {manage ? (
                <span className="switch-row">
                  <label htmlFor={`publish-${plan.id}`}>
                    {plan.visibility === 'public' ? 'Published' : 'Private'}
                  </label>
                  <Switch.Root
                    id={`publish-${plan.id}`}
                    className="switch"
                    aria-label={`Publish ${plan.name}`}
                    checked={plan.visibility === 'public'}
                    onCheckedChange={(on) => toggle.mutate({ planId: plan.id, on })}
                  >
                    <Switch.Thumb className="switch-thumb" />
                  </Switch.Root>
                </span>
              ) : (
                <span className="muted">{plan.visibility === 'public' ? 'Published' : 'Private'}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

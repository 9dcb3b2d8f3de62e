import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_ROLES, hasRole } from '../../../common/src/roles.ts';
import { setPlanVisibility, userChurchesQuery } from '../api/dashboard-queries.ts';
import { Page } from '../shell/page.tsx';

/**
 * The Publisher Dashboard's first screen: the churches this publisher serves and their Sermon Studies,
 * each published (public) or kept private with one switch where the reader publishes for that church
 * (a plain member sees the state only; the server would refuse the change).
 */
export const ChurchStudies = () => {
  const churches = useQuery(userChurchesQuery());
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const toggle = async (planId: number, on: boolean) => {
    setError(null);
    try {
      await setPlanVisibility(planId, on ? 'public' : 'private');
    } catch (err) {
      setError((err as Error).message);
    }
    await queryClient.invalidateQueries({ queryKey: ['user', 'churches'] });
    await queryClient.invalidateQueries({ queryKey: ['plans'] });
  };

  return (
    <Page className="dashboard-page">
      <h1>Publisher Dashboard</h1>
      {churches.isPending && <p className="status">Loading...</p>}
      {churches.isError && (
        <p className="error-text" role="alert">
          {churches.error.message}
        </p>
      )}
      {churches.data?.length === 0 && (
        <p className="muted">
          You don't publish for a church yet. Ask an administrator to add you to your church.
        </p>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {churches.data?.map((church) => (
        <section key={church.id} className="dashboard-church" aria-labelledby={`church-${church.id}`}>
          <h2 id={`church-${church.id}`}>
            <Link to={`/churches/${church.id}`}>{church.name}</Link>
          </h2>
          {church.reading_plans.length === 0 ? (
            <p className="muted">No Sermon Studies yet.</p>
          ) : (
            <ul className="dashboard-studies">
              {church.reading_plans.map((plan) => (
                <li key={plan.id}>
                  <span>
                    <Link to={`/plans/${plan.id}/about`}>{plan.name}</Link>
                    <span className="muted"> · {plan.total_passages} days</span>
                  </span>
                  {hasRole(church.user_role, DASHBOARD_ROLES) ? (
                    <span className="switch-row">
                      <label htmlFor={`publish-${plan.id}`}>
                        {plan.visibility === 'public' ? 'Published' : 'Private'}
                      </label>
                      <Switch.Root
                        id={`publish-${plan.id}`}
                        className="switch"
                        aria-label={`Publish ${plan.name}`}
                        checked={plan.visibility === 'public'}
                        onCheckedChange={(on) => void toggle(plan.id, on)}
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
      ))}
    </Page>
  );
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { setPlanVisibility } from '../../api/dashboard-queries.ts';
import { errorMessage } from '../../api/error-message.ts';
import { dashboardPlanQuery } from '../../api/sermon-queries.ts';
import { useClearingStatus } from '../shared/use-clearing-status.ts';

/**
 * Step 3 (spec §4 publish): 'Publish' makes the study public; 'Unpublish' makes it private again. The
 * button says what it does (issue 36: it said 'Published', which read as a state, not an action).
 */
export const PublishStep = ({ planId, sermonId }: { planId: number; sermonId: number | null }) => {
  const plan = useQuery(dashboardPlanQuery(planId));
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (visibility: 'public' | 'private') => setPlanVisibility(planId, visibility),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['user', 'plan', String(planId)] });
      if (sermonId) await queryClient.invalidateQueries({ queryKey: ['user', 'sermon', sermonId] });
      await queryClient.invalidateQueries({ queryKey: ['user', 'churches'] });
      await queryClient.invalidateQueries({ queryKey: ['plans'] });
    },
  });
  useClearingStatus(toggle);
  if (plan.isPending) return <p className="status">Loading...</p>;
  if (plan.isError || !plan.data) {
    return (
      <p className="error-text" role="alert">
        Failed to load reading plan
      </p>
    );
  }
  const published = plan.data.visibility === 'public';
  return (
    <section className="dash-card" aria-labelledby="publish-title">
      <h2 id="publish-title">{plan.data.name}</h2>
      <p>
        {published
          ? 'This Sermon Study is public: it appears in Sermon Studies and on your church page.'
          : 'This Sermon Study is private. Publish it to show it in Sermon Studies and on your church page.'}
      </p>
      <div className="dash-actions">
        {published ? (
          <button
            type="button"
            className="pill-button"
            aria-describedby="unpublish-hint"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate('private')}
          >
            {toggle.isPending ? 'Unpublishing...' : 'Unpublish'}
          </button>
        ) : (
          <button
            type="button"
            className="pill-button primary"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate('public')}
          >
            {toggle.isPending ? 'Publishing...' : 'Publish'}
          </button>
        )}
        <Link to={`/plans/${planId}/about`}>View the study</Link>
      </div>
      {published && (
        <p id="unpublish-hint" className="muted">
          Published. Unpublish makes the study private again.
        </p>
      )}
      {toggle.isSuccess && (
        <p className="muted" role="status">
          {published ? 'Published.' : 'The study is private.'}
        </p>
      )}
      {toggle.isError && (
        <p className="error-text" role="alert">
          {errorMessage(toggle.error)}
        </p>
      )}
    </section>
  );
};

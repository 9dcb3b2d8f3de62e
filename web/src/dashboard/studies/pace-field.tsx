import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanDetail } from '../../../../common/src/contracts/reading-plans.ts';
import { putJson } from '../../api/client.ts';
import { errorMessage } from '../../api/error-message.ts';

/**
 * Issue 33: the study read a day a day. Each reader's next day opens at their midnight, counted from the
 * day they start; earlier days stay open. On for studies made from a sermon; saved as it is switched.
 */
export const PaceField = ({ plan }: { plan: PlanDetail }) => {
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (paced: boolean) =>
      putJson<PlanDetail>(`/api/reading-plans/${plan.id}`, { paced }, 'Sermon Study'),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['user', 'plan', String(plan.id)] }),
  });
  const paced = save.isPending ? Boolean(save.variables) : plan.paced;
  return (
    <div className="pace-field">
      <label>
        <input
          type="checkbox"
          checked={paced}
          disabled={save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />{' '}
        One day a day
      </label>
      <p className="muted">
        Each reader's next day opens at midnight where they are, counted from the day they start; earlier days
        stay open to catch up.
      </p>
      {save.isError && (
        <p className="error-text" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
    </div>
  );
};

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { featureFlagsQuery } from '../api/flags-query.ts';
import { currentPlanQuery } from '../api/plans-queries.ts';

/** Home's 'Your Sermon Study': the current, unfinished plan, when reading plans are on (spec §2 Home). */
export const YourStudy = () => {
  const flags = useQuery(featureFlagsQuery());
  const current = useQuery({ ...currentPlanQuery(), enabled: flags.data?.enable_reading_plans === true });
  const plan = current.data?.plan;
  const step = current.data?.current_step;
  if (!flags.data?.enable_reading_plans || !plan || !step || plan.is_completed) return null;
  return (
    <section className="examples your-study" aria-labelledby="your-study-title">
      <h2 id="your-study-title">Your Sermon Study</h2>
      <Link to={`/plans/${plan.id}`} className="plan-card-link">
        <strong>{plan.name}</strong>
        <span className="muted">
          Day {step.passage_order} of {plan.passages.length}: {step.verse_range} ·{' '}
          {plan.progress?.completion_percentage ?? 0}% complete
        </span>
      </Link>
    </section>
  );
};

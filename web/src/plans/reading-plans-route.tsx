import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { Link } from 'react-router';
import type { PlanSummary } from '../../../common/src/contracts/reading-plans.ts';
import { suggestedPlansQuery } from '../api/plans-queries.ts';
import { Page } from '../ui/page.tsx';

/** Every word of the search must appear in the study's name, church or description. */
export const matchesSearch = (plan: PlanSummary, query: string): boolean => {
  const haystack = `${plan.name} ${plan.church_name ?? ''} ${plan.description}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};

/**
 * A study's cover (issue 36): its sermon video's picture, served by Emmaus; without one, a plain cover
 * of the study's initial on a colour of its own, so the cards are not a wall of text.
 */
export const PlanCover = ({ plan, large = false }: { plan: PlanSummary; large?: boolean }) =>
  plan.cover_url ? (
    <img className={`plan-cover${large ? ' large' : ''}`} src={plan.cover_url} alt="" loading="lazy" />
  ) : (
    <div
      className={`plan-cover plain${large ? ' large' : ''}`}
      style={{ '--cover-hue': String((plan.id * 47) % 360) } as CSSProperties}
      aria-hidden="true"
    >
      <span>{plan.name.trim().charAt(0).toUpperCase()}</span>
    </div>
  );

export const PlanCard = ({ plan }: { plan: PlanSummary }) => (
  <li className="plan-card">
    <Link to={`/plans/${plan.id}/about`}>
      <PlanCover plan={plan} />
      <h2>{plan.name}</h2>
      {plan.church_name && <p className="muted">{plan.church_name}</p>}
      <p className="plan-card-description">{plan.description}</p>
      <p className="plan-card-days">
        {plan.total_passages} {plan.total_passages === 1 ? 'day' : 'days'}
      </p>
    </Link>
  </li>
);

/** /reading-plans: discover the published Sermon Studies (spec §2 Sermon Studies). */
export const Component = () => {
  const plans = useQuery(suggestedPlansQuery());
  const [query, setQuery] = useState('');
  const shown = (plans.data ?? []).filter((p) => matchesSearch(p, query));
  return (
    <Page className="plans-page">
      <h1>Discover Sermon Studies</h1>
      {/* Issue 36: not "Updated every Monday" (nothing runs on Mondays): studies appear when published. */}
      <p className="muted">New studies appear here as churches publish them</p>
      <input
        type="search"
        className="plans-search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Search by name, church or topic"
        aria-label="Search Sermon Studies"
      />
      {plans.isPending && <p className="status">Loading...</p>}
      {plans.isError && (
        <div className="empty-state" role="alert">
          <h2>Unable to Load Sermon Studies</h2>
          <p>Failed to load sermon studies</p>
        </div>
      )}
      {plans.isSuccess && plans.data.length === 0 && (
        <div className="empty-state">
          <h2>No Sermon Studies Available</h2>
        </div>
      )}
      {plans.isSuccess && plans.data.length > 0 && shown.length === 0 && (
        <p className="muted">No Sermon Studies match “{query}”.</p>
      )}
      <ul className="plan-cards">
        {shown.map((p) => (
          <PlanCard key={p.id} plan={p} />
        ))}
      </ul>
    </Page>
  );
};

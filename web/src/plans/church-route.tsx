import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { isMediaUrl } from '../../../common/src/media.ts';
import { ApiError } from '../api/client.ts';
import { featureFlagsQuery } from '../api/flags-query.ts';
import { churchQuery } from '../api/plans-queries.ts';
import { Markdown } from '../ui/markdown.tsx';
import { Page } from '../ui/page.tsx';
import { PlanCard } from './reading-plans-route.tsx';

/** /churches/{churchId}: a church's public page and, with enable_reading_plans, its Sermon Studies. */
export const Component = () => {
  const { churchId = '' } = useParams();
  const church = useQuery(churchQuery(churchId));
  const flags = useQuery(featureFlagsQuery());
  if (church.isPending) return <p className="status">Loading...</p>;
  if (church.isError || !church.data) {
    const missing =
      church.error instanceof ApiError && (church.error.status === 404 || church.error.status === 400);
    return (
      <main className="page empty-state">
        <h1>{missing ? 'Church Not Found' : 'Failed to load church'}</h1>
        {missing && <p>The church you're looking for could not be found.</p>}
        <Link className="pill-button" to="/">
          Return Home
        </Link>
      </main>
    );
  }
  const c = church.data;
  return (
    <Page className="church-page">
      <header className="church-header">
        {/* Only a logo Emmaus copied: the reader's browser asks no other host (issue 37). */}
        {isMediaUrl(c.logo_url) && <img src={c.logo_url} alt="" width={64} height={64} />}
        <div>
          <h1>{c.name}</h1>
          <p className="muted">Perspective: {c.theology.name}</p>
        </div>
      </header>
      {c.suspended && (
        <p className="church-suspended" role="status">
          This church's page is suspended by the administrators of Emmaus: its Sermon Studies are not offered
          in Discover for now.
        </p>
      )}
      {c.about && (
        <div className="church-about">
          <Markdown text={c.about} />
        </div>
      )}
      <ul className="church-links">
        {c.website && (
          <li>
            <a href={c.website} target="_blank" rel="noopener noreferrer">
              Website
            </a>
          </li>
        )}
        {c.youtube_channel && (
          <li>
            <a href={c.youtube_channel} target="_blank" rel="noopener noreferrer">
              Video channel
            </a>
          </li>
        )}
      </ul>
      {flags.data?.enable_reading_plans && (
        <section aria-labelledby="church-plans">
          <h2 id="church-plans">Sermon Studies</h2>
          {c.reading_plans.length === 0 ? (
            <p className="muted">No Sermon Studies Available</p>
          ) : (
            <ul className="plan-cards">
              {c.reading_plans.map((p) => (
                <PlanCard key={p.id} plan={p} />
              ))}
            </ul>
          )}
        </section>
      )}
    </Page>
  );
};

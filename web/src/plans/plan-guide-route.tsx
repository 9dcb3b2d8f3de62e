import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/client.ts';
import { planGuideQuery } from '../api/plans-queries.ts';
import { Page } from '../ui/page.tsx';
import { ShareQr } from '../ui/share-qr.tsx';
import '../styles/guide.css';

/**
 * /plans/{planId}/guide: the study's small-group guide (issue 30), one meeting a day, with its share link
 * and QR code. Printed, it is the week's handout: one page a day, black on white, no menus (guide.css).
 */
export const Component = () => {
  const { planId = '' } = useParams();
  const guide = useQuery(planGuideQuery(planId));
  if (guide.isPending) return <p className="status">Loading...</p>;
  if (guide.isError || !guide.data) {
    const missing = guide.error instanceof ApiError && guide.error.status === 404;
    return (
      <main className="page empty-state">
        <h1>{missing ? 'Sermon Study Not Found' : 'Failed to load the guide'}</h1>
        {missing && <p>The sermon study you're looking for could not be found.</p>}
        <Link className="pill-button" to="/">
          Return Home
        </Link>
      </main>
    );
  }
  const g = guide.data;
  return (
    <Page className="guide">
      <p className="muted guide-crumbs">
        <Link to={`/plans/${g.plan_id}/about`}>← Back to the study</Link>
      </p>
      <header className="guide-cover">
        <p className="guide-kicker">Small-group guide</p>
        <h1>{g.name}</h1>
        <p className="guide-meta">
          {[g.church_name, g.sermon_title && `Sermon: ${g.sermon_title}`, `${g.days.length} meetings`]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {g.description && <p className="guide-description">{g.description}</p>}
        <div className="guide-toolbar">
          <button type="button" className="pill-button primary" onClick={() => window.print()}>
            Print handout
          </button>
          <span className="muted">One page a day, ready for A4 or Letter.</span>
        </div>
        <ShareQr share={g.share} name={g.name} planId={g.plan_id} />
      </header>
      {g.days.map((d) => (
        <section key={d.passage_id} className="guide-day" aria-labelledby={`guide-day-${d.day}`}>
          <header className="guide-day-head">
            <p className="guide-kicker">
              Day {d.day} of {g.days.length}
            </p>
            <h2 id={`guide-day-${d.day}`}>{d.name}</h2>
            <p className="guide-ref">
              <Link to={`/read/${d.book_id}/${d.start_chapter}?verse=${d.start_verse}-${d.end_verse}`}>
                {d.verse_range}
              </Link>
            </p>
          </header>
          <h3>Opening</h3>
          <p>{d.opening}</p>
          <h3>Leader's note</h3>
          <p className="guide-note">{d.leader_note}</p>
          <h3>Discussion</h3>
          <ol className="guide-questions">
            {d.questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ol>
          <h3>Closing</h3>
          <p>{d.closing}</p>
          <p className="guide-print-footer">
            {g.name} · Day {d.day} · {g.share.url}
          </p>
        </section>
      ))}
    </Page>
  );
};

import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { planGuideQuery } from '../../api/plans-queries.ts';
import { dashboardPlanQuery } from '../../api/sermon-queries.ts';
import { ShareQr } from '../../ui/share-qr.tsx';
import { canManage, useChurches } from '../church-context.tsx';
import { DayEditor } from './day-editor.tsx';
import { MemoryVerseField } from './memory-verse-field.tsx';
import { PaceField } from './pace-field.tsx';
import '../../styles/guide.css';
import '../../styles/study-editor.css';
import { errorMessage } from '../../api/error-message.ts';

/**
 * /dashboard/{churchId}/studies/{planId} (issue 30): one Sermon Study for its church's publishers: its
 * share link and QR code, its small-group guide, and its days to edit.
 */
export const Component = () => {
  const { planId = '' } = useParams();
  const id = Number(planId);
  const { selected } = useChurches();
  const plan = useQuery({ ...dashboardPlanQuery(id), enabled: id > 0 });
  const guide = useQuery({ ...planGuideQuery(id), enabled: id > 0 });
  if (plan.isPending) return <p className="status">Loading...</p>;
  if (plan.isError || !plan.data) {
    return (
      <p className="error-text" role="alert">
        {errorMessage(plan.error, 'The Sermon Study could not be loaded.')}
      </p>
    );
  }
  const p = plan.data;
  return (
    <div className="dash-wide">
      <h1>{p.name}</h1>
      <p className="muted">
        {p.visibility === 'public' ? 'Published' : 'Private'} · {p.passages.length} days ·{' '}
        <Link to={`/plans/${p.id}/about`}>Preview</Link> ·{' '}
        <Link to={`/plans/${p.id}/guide`}>Small-group guide</Link>
      </p>
      <section className="study-share" aria-labelledby="share-title">
        <h2 id="share-title">Share</h2>
        {guide.data ? (
          <ShareQr share={guide.data.share} name={p.name} planId={p.id} />
        ) : (
          <p className="muted">{guide.isError ? errorMessage(guide.error) : 'Loading...'}</p>
        )}
      </section>
      {canManage(selected?.user_role) && p.status !== 'generating' && (
        <section aria-labelledby="memory-title">
          <h2 id="memory-title">Memory verse</h2>
          <MemoryVerseField plan={p} />
        </section>
      )}
      {canManage(selected?.user_role) && (
        <section aria-labelledby="pace-title">
          <h2 id="pace-title">Pace</h2>
          <PaceField plan={p} />
        </section>
      )}
      <section aria-labelledby="days-title">
        <h2 id="days-title">Days</h2>
        {p.status === 'generating' ? (
          <p className="muted">The study is still being written.</p>
        ) : canManage(selected?.user_role) ? (
          <DayEditor plan={p} />
        ) : (
          <p className="muted">Only the church's publishers can change the days.</p>
        )}
      </section>
    </div>
  );
};

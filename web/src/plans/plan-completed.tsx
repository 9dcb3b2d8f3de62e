import confetti from 'canvas-confetti';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PlanDetail } from '../../../common/src/contracts/reading-plans.ts';

// Spec §9 confetti presets: celebration is 200 particles over 4000 ms.
const CELEBRATION = { particles: 200, durationMs: 4000 };

const celebrate = () => {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const end = Date.now() + CELEBRATION.durationMs;
  const bursts = 8;
  const timer = setInterval(() => {
    if (Date.now() > end) return clearInterval(timer);
    void confetti({
      particleCount: CELEBRATION.particles / bursts,
      spread: 80,
      origin: { x: Math.random(), y: 0.2 },
    });
  }, CELEBRATION.durationMs / bursts);
  return () => {
    clearInterval(timer);
    confetti.reset();
  };
};

const longDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })
    : null;

/** The plan completed screen (spec §2): congratulations, then where to go next. */
export const PlanCompleted = ({ plan, onRestart }: { plan: PlanDetail; onRestart(): void }) => {
  useEffect(celebrate, []);
  const date = longDate(plan.completed_at);
  // Up to 3 distinct chapters among the last passages, most recent first.
  const recent: { book: string; book_id: string; chapter: number }[] = [];
  for (const p of [...plan.passages].reverse()) {
    if (recent.length === 3) break;
    if (!recent.some((r) => r.book_id === p.book_id && r.chapter === p.start_chapter)) {
      recent.push({ book: p.book, book_id: p.book_id, chapter: p.start_chapter });
    }
  }
  return (
    <main className="page plan-completed-page">
      <h1>Congratulations!</h1>
      <p className="plan-completed-name">{plan.name}</p>
      <p className="muted">{date ? `Completed ${date}` : 'Recently completed'}</p>
      <div className="plan-actions">
        <a className="pill-button" href="/">
          Go Home
        </a>
        <button type="button" className="pill-button primary" onClick={onRestart}>
          Restart This Plan
        </button>
        <Link className="pill-button" to="/reading-plans">
          Find Another Plan
        </Link>
      </div>
      <div className="plan-actions">
        {recent.map((r) => (
          <Link
            key={`${r.book_id}${r.chapter}`}
            className="link-button"
            to={`/read/${r.book_id}/${r.chapter}`}
          >
            Read {r.book} {r.chapter}
          </Link>
        ))}
      </div>
    </main>
  );
};

import confetti from 'canvas-confetti';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { PlanDetail } from '../../../common/src/contracts/reading-plans.ts';

// Spec §9 confetti presets: celebration is 200 particles over 4000 ms.
const CELEBRATION = { particles: 200, durationMs: 4000 };

const celebrate = () => {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  // Our own canvas, drawn on the main thread: the library's default worker comes from a blob: URL,
  // which the Content-Security-Policy (script-src 'self') rightly refuses.
  const canvas = document.createElement('canvas');
  canvas.className = 'confetti-canvas';
  canvas.setAttribute('aria-hidden', 'true');
  document.body.append(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  const bursts = 8;
  let fired = 0;
  const burst = () => {
    fired++;
    void fire({
      particleCount: CELEBRATION.particles / bursts,
      spread: 80,
      origin: { x: Math.random(), y: 0.25 },
    });
  };
  burst();
  const timer = setInterval(
    () => (fired >= bursts ? clearInterval(timer) : burst()),
    CELEBRATION.durationMs / bursts,
  );
  return () => {
    clearInterval(timer);
    fire.reset();
    canvas.remove();
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

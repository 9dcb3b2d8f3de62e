import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MemoryGrade, MemoryVerse } from '../../../common/src/contracts/habits.ts';
import { deleteMemoryVerse, memoryVersesQuery, pendingReviewIds, reviewMemoryVerse } from '../api/habits.ts';
import { Page } from '../ui/page.tsx';
import { clozeOf, HIDE_LEVELS, type HideLevel, levelForReps, recallScore } from './cloze.ts';
import './habits.css';
import { errorMessage } from '../api/error-message.ts';

const GRADES: { grade: MemoryGrade; label: string }[] = [
  { grade: 'again', label: 'Again' },
  { grade: 'hard', label: 'Hard' },
  { grade: 'good', label: 'Good' },
  { grade: 'easy', label: 'Easy' },
];

const when = (iso: string) => {
  const ms = Date.parse(iso) - Date.now();
  if (ms <= 0) return 'now';
  const days = Math.round(ms / 86_400_000);
  if (days < 1) return 'later today';
  return days === 1 ? 'tomorrow' : `in ${days} days`;
};

/** One verse to practise: its reference first, then the text with words hidden step by step. */
const Practice = ({ verse, onGraded }: { verse: MemoryVerse; onGraded: (queued: boolean) => void }) => {
  const [shown, setShown] = useState(false);
  const [level, setLevel] = useState<HideLevel>(levelForReps(verse.reps));
  const [revealed, setRevealed] = useState(false);
  const [typed, setTyped] = useState('');
  const [score, setScore] = useState<{ matched: number; total: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const words = clozeOf(verse.text, revealed ? 'full' : level);
  const next = HIDE_LEVELS[HIDE_LEVELS.indexOf(level) + 1];
  const grade = async (g: MemoryGrade) => {
    setBusy(true);
    try {
      onGraded((await reviewMemoryVerse(verse.id, g)) === 'queued');
    } catch (err) {
      setError(errorMessage(err, 'That did not work'));
      setBusy(false);
    }
  };
  return (
    <section className="memory-card memory-practice" aria-labelledby="practice-ref">
      <h2 id="practice-ref">{verse.label}</h2>
      {!shown ? (
        <>
          <p>Can you say it from memory? Try first, then look.</p>
          <div className="memory-actions">
            <button type="button" onClick={() => setShown(true)}>
              Show the verse with hints
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="memory-text" data-level={revealed ? 'full' : level}>
            {words.map((w, i) =>
              w.hidden ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the words of one verse never move
                <span key={i} className="hidden-word">
                  {w.shown}{' '}
                </span>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the words of one verse never move
                <span key={i}>{w.shown} </span>
              ),
            )}
          </p>
          <div className="memory-actions">
            {!revealed && next && (
              <button type="button" onClick={() => setLevel(next)}>
                Hide more words
              </button>
            )}
            {!revealed && (
              <button type="button" onClick={() => setRevealed(true)}>
                Reveal the verse
              </button>
            )}
          </div>
          <label htmlFor="memory-typed">Type it from memory (optional)</label>
          <textarea
            id="memory-typed"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setScore(null);
            }}
          />
          <div className="memory-actions">
            <button type="button" onClick={() => setScore(recallScore(typed, verse.text))}>
              Check
            </button>
          </div>
          {score && (
            <p role="status">
              {score.matched === score.total
                ? 'Word perfect!'
                : `${score.matched} of ${score.total} words in order. Reveal the verse to compare.`}
            </p>
          )}
        </>
      )}
      <fieldset className="memory-grades">
        <legend>How well did you know it?</legend>
        {GRADES.map((g) => (
          <button key={g.grade} type="button" disabled={busy} onClick={() => void grade(g.grade)}>
            {g.label}
          </button>
        ))}
      </fieldset>
      {error && <p role="alert">{error}</p>}
    </section>
  );
};

/**
 * /memory (issue 33): the verses due today, one at a time, and every verse saved. Works offline: the list
 * is the service worker's last copy, and a grade given offline waits in the outbox.
 */
export const Component = () => {
  const qc = useQueryClient();
  const list = useQuery(memoryVersesQuery());
  const [practised, setPractised] = useState(pendingReviewIds);
  const [status, setStatus] = useState('');
  const verses = list.data ?? [];
  const due = verses.filter((v) => Date.parse(v.due) <= Date.now() && !practised.has(v.id));
  const current = due[0];
  const graded = (queued: boolean) => {
    if (current) setPractised((p) => new Set([...p, current.id]));
    setStatus(
      queued
        ? 'Saved on this device. It will sync when you are back online.'
        : 'Saved. It will come back when it is time to practise again.',
    );
    void qc.invalidateQueries({ queryKey: ['habits', 'memory-verses'] });
  };
  return (
    <Page className="memory-page">
      <h1>Memory verses</h1>
      <p role="status" className="muted">
        {status}
      </p>
      {list.isPending ? (
        <p>Loading...</p>
      ) : current ? (
        <Practice key={current.id} verse={current} onGraded={graded} />
      ) : verses.length > 0 ? (
        <p className="memory-card">All done for now. Well done — come back when a verse is due.</p>
      ) : null}
      <h2>Your verses</h2>
      {verses.length === 0 && !list.isPending ? (
        <p>
          To learn a verse by heart, select it in the <Link to="/read/PSA/119">reader</Link> and choose
          Memorise.
        </p>
      ) : (
        <ul className="memory-list">
          {verses.map((v) => (
            <li key={v.id}>
              <span>
                <strong>{v.label}</strong>{' '}
                <span className="muted">· {practised.has(v.id) ? 'practised' : `next ${when(v.due)}`}</span>
              </span>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${v.label}`}
                onClick={async () => {
                  await deleteMemoryVerse(v.id).catch((err: unknown) =>
                    setStatus(errorMessage(err, 'That did not work')),
                  );
                  void qc.invalidateQueries({ queryKey: ['habits', 'memory-verses'] });
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { PlanDetail } from '../../../../common/src/contracts/reading-plans.ts';
import { parseReference } from '../../../../common/src/references.ts';
import { errorMessage } from '../../api/error-message.ts';
import { updateReadingPlan } from '../../api/sermon-queries.ts';
import { estimateTime } from '../../lib/estimate.ts';
import { useClearingStatus } from '../shared/use-clearing-status.ts';
import { type DayDraft, refOf } from './day-draft.ts';
import { DayPreview } from './day-preview.tsx';

const MAX_DAYS = 30;
let nextKey = 0;
const key = () => `new-${++nextKey}`;

/** A typed passage, or why not: within one chapter, with its verses named. */
const parsePassage = (text: string): DayDraft['passage'] | string => {
  const ref = parseReference(text);
  if (!ref) return 'Type a passage such as John 15:1-8.';
  if (ref.endChapter !== undefined) return 'Keep a day within one chapter.';
  if (!ref.verses) return 'Name the verses too, such as Psalm 23:1-6.';
  return { book_id: ref.book, chapter: ref.chapter, start: ref.verses.start, end: ref.verses.end };
};

const draftsOf = (plan: PlanDetail): DayDraft[] =>
  plan.passages.map((p) => ({
    key: String(p.id),
    ref: p.verse_range,
    passage: { book_id: p.book_id, chapter: p.start_chapter, start: p.start_verse, end: p.end_verse },
    name: p.name,
    insight: p.insight,
    question: p.question,
  }));

/**
 * The study's days to edit (issue 30): change a day's passage, add, split, reorder and remove days,
 * multi-line questions, with the selected day shown at phone size. Saved with PUT /api/reading-plans/{id},
 * which checks every passage against the Bible and answers why a day is refused.
 */
export const DayEditor = ({ plan }: { plan: PlanDetail }) => {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<DayDraft[]>(() => draftsOf(plan));
  const [selected, setSelected] = useState(0);
  const previewRef = useRef<HTMLElement>(null);
  const [saved, setSaved] = useState(false);
  // What the server holds: the plan shown, then each save's answer (before the plan is fetched again).
  const [baseline, setBaseline] = useState(plan);
  const original = draftsOf(baseline);
  const changed = JSON.stringify(drafts) !== JSON.stringify(original);
  const problems = drafts.map((d) =>
    !d.passage ? 'Check the passage.' : !d.name.trim() ? 'Give the day a title.' : null,
  );

  const save = useMutation({
    mutationFn: () =>
      updateReadingPlan(plan.id, {
        passages: drafts.map((d) => {
          const p = d.passage as NonNullable<DayDraft['passage']>;
          return {
            book_id: p.book_id,
            start_chapter: p.chapter,
            start_verse: p.start,
            end_chapter: p.chapter,
            end_verse: p.end,
            name: d.name.trim(),
            insight: d.insight.trim(),
            question: d.question.trim(),
          };
        }),
      }),
    onSuccess: async (next) => {
      if (next) {
        setBaseline(next);
        setDrafts(draftsOf(next));
      }
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: ['user', 'plan', String(plan.id)] });
    },
  });
  useClearingStatus(save);

  const update = (next: DayDraft[], select = selected) => {
    setSaved(false);
    setDrafts(next);
    setSelected(Math.max(0, Math.min(select, next.length - 1)));
  };
  const edit = (i: number, patch: Partial<DayDraft>) =>
    update(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const typeRef = (i: number, text: string) => {
    const parsed = parsePassage(text);
    edit(i, { ref: text, passage: typeof parsed === 'string' ? null : parsed });
  };
  const move = (i: number, by: number) => {
    const next = [...drafts];
    const [item] = next.splice(i, 1);
    if (item) next.splice(i + by, 0, item);
    update(next, i + by);
  };
  /** Splits a day in two at its middle verse: the second half a new day with the same words. */
  const split = (i: number) => {
    const d = drafts[i];
    if (!d?.passage || d.passage.end <= d.passage.start) return;
    const mid = Math.floor((d.passage.start + d.passage.end) / 2);
    const first = { ...d.passage, end: mid };
    const second = { ...d.passage, start: mid + 1 };
    update(
      [
        ...drafts.slice(0, i),
        { ...d, passage: first, ref: refOf(first) },
        { ...d, key: key(), passage: second, ref: refOf(second), name: `${d.name} (continued)` },
        ...drafts.slice(i + 1),
      ],
      i + 1,
    );
  };
  const add = () => {
    const last = drafts.at(-1)?.passage;
    const passage = last && { ...last, start: last.end + 1, end: last.end + 1 };
    update(
      [
        ...drafts,
        {
          key: key(),
          ref: passage ? refOf(passage) : '',
          passage: passage ?? null,
          name: 'New day',
          insight: '',
          question: '',
        },
      ],
      drafts.length,
    );
  };

  const current = drafts[selected];
  // A reader's time for the days as they stand now, saved or not (spec §9 estimate).
  const verses = drafts.flatMap((d) => (d.passage ? [d.passage.end - d.passage.start + 1] : []));
  return (
    <div className="day-editor">
      <p className="muted day-editor-summary">
        {drafts.length} days · about {estimateTime(verses)}
      </p>
      <ol className="day-editor-list">
        {drafts.map((d, i) => {
          const parsed = d.passage ? null : parsePassage(d.ref);
          return (
            <li
              key={d.key}
              className={`dash-card day-editor-day${i === selected ? ' selected' : ''}`}
              aria-label={`Day ${i + 1}`}
              onFocusCapture={() => setSelected(i)}
            >
              <div className="day-editor-head">
                <h3>
                  Day {i + 1}
                  {d.passage && (
                    <span className="muted">
                      {' · '}
                      {/* The day's verses in the reader, to check what it asks readers to read; a tab
                          of its own, so unsaved edits stay. */}
                      <a
                        href={`/read/${d.passage.book_id}/${d.passage.chapter}?verse=${d.passage.start}-${d.passage.end}`}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {refOf(d.passage)}
                      </a>
                    </span>
                  )}
                </h3>
                <div className="dash-actions">
                  <button
                    type="button"
                    className="pill-button"
                    onClick={() => {
                      setSelected(i);
                      // Below a narrow screen's days, the preview is out of sight: bring it up (where
                      // it sits beside the days, it is in sight and nothing moves).
                      previewRef.current?.scrollIntoView({ block: 'nearest' });
                    }}
                  >
                    Preview<span className="visually-hidden"> day {i + 1}</span>
                  </button>
                  <button
                    type="button"
                    className="pill-button"
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                    <span className="visually-hidden">Move day {i + 1} up</span>
                  </button>
                  <button
                    type="button"
                    className="pill-button"
                    disabled={i === drafts.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                    <span className="visually-hidden">Move day {i + 1} down</span>
                  </button>
                  <button
                    type="button"
                    className="pill-button"
                    disabled={!d.passage || d.passage.end <= d.passage.start || drafts.length >= MAX_DAYS}
                    onClick={() => split(i)}
                  >
                    Split<span className="visually-hidden"> day {i + 1}</span>
                  </button>
                  <button
                    type="button"
                    className="pill-button"
                    disabled={drafts.length <= 1}
                    onClick={() =>
                      update(
                        drafts.filter((_, j) => j !== i),
                        i === selected ? i - 1 : selected,
                      )
                    }
                  >
                    Remove<span className="visually-hidden"> day {i + 1}</span>
                  </button>
                </div>
              </div>
              <div className="dash-form day-editor-fields">
                <div>
                  <label htmlFor={`ref-${d.key}`}>Passage</label>
                  <input
                    id={`ref-${d.key}`}
                    value={d.ref}
                    maxLength={80}
                    aria-invalid={!d.passage}
                    aria-describedby={parsed ? `ref-error-${d.key}` : undefined}
                    onChange={(e) => typeRef(i, e.target.value)}
                  />
                  {typeof parsed === 'string' && (
                    <p id={`ref-error-${d.key}`} className="error-text">
                      {parsed}
                    </p>
                  )}
                </div>
                <div>
                  <label htmlFor={`name-${d.key}`}>Title</label>
                  <input
                    id={`name-${d.key}`}
                    value={d.name}
                    maxLength={200}
                    onChange={(e) => edit(i, { name: e.target.value })}
                  />
                </div>
                <div>
                  <label htmlFor={`insight-${d.key}`}>Insight</label>
                  <textarea
                    id={`insight-${d.key}`}
                    rows={3}
                    maxLength={4000}
                    value={d.insight}
                    onChange={(e) => edit(i, { insight: e.target.value })}
                  />
                </div>
                <div>
                  <label htmlFor={`question-${d.key}`}>Question</label>
                  <textarea
                    id={`question-${d.key}`}
                    rows={2}
                    maxLength={1000}
                    value={d.question}
                    onChange={(e) => edit(i, { question: e.target.value })}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <aside ref={previewRef} className="day-editor-preview" aria-label="Phone preview">
        {current && <DayPreview day={current} index={selected} total={drafts.length} studyName={plan.name} />}
      </aside>
      <div className="dash-actions day-editor-actions">
        <button type="button" className="pill-button" disabled={drafts.length >= MAX_DAYS} onClick={add}>
          Add a day
        </button>
        <button
          type="button"
          className="pill-button primary"
          disabled={!changed || save.isPending || problems.some(Boolean)}
          onClick={() => save.mutate()}
        >
          {save.isPending ? 'Saving...' : 'Save days'}
        </button>
        {changed && (
          <button type="button" className="pill-button" onClick={() => update(original, 0)}>
            Discard changes
          </button>
        )}
        {changed && <span className="muted">You have unsaved changes</span>}
        {saved && !changed && (
          <span className="muted" role="status">
            Days saved.
          </span>
        )}
      </div>
      {save.isError && (
        <p className="error-text" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
    </div>
  );
};

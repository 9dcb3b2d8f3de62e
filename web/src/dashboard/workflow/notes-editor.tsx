import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTES_LIMITS, type Sermon, type SermonAnalysis } from '../../../../common/src/contracts/sermons.ts';
import { errorMessage } from '../../api/error-message.ts';
import { editSermonNotes } from '../../api/sermon-queries.ts';
import { useClearingStatus } from '../shared/use-clearing-status.ts';

type Point = { point: string; references: string[] };

/** Items the publisher adds, removes and rewrites (outline points, applications, questions). */
const ItemsEditor = <T,>({
  id,
  legend,
  items,
  text,
  make,
  onChange,
  addLabel,
}: {
  id: string;
  legend: string;
  items: T[];
  text: (item: T) => string;
  make: (text: string, old: T | undefined) => T;
  onChange: (items: T[]) => void;
  addLabel: string;
}) => (
  <fieldset className="notes-items">
    <legend>{legend}</legend>
    {items.map((item, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the items are positions in a list being edited
      <div key={i} className="notes-item">
        <label className="visually-hidden" htmlFor={`${id}-${i}`}>
          {legend} {i + 1}
        </label>
        <textarea
          id={`${id}-${i}`}
          rows={2}
          maxLength={NOTES_LIMITS.item}
          value={text(item)}
          onChange={(e) => onChange(items.map((x, j) => (j === i ? make(e.target.value, x) : x)))}
        />
        <button
          type="button"
          className="pill-button"
          aria-label={`Remove ${legend.toLowerCase()} ${i + 1}`}
          onClick={() => onChange(items.filter((_, j) => j !== i))}
        >
          Remove
        </button>
      </div>
    ))}
    {items.length < NOTES_LIMITS.items && (
      <button type="button" className="pill-button" onClick={() => onChange([...items, make('', undefined)])}>
        {addLabel}
      </button>
    )}
  </fieldset>
);

/**
 * Issue 30: the notes as the publisher may correct them before any reader sees them: summary, big idea,
 * main passage, outline, applications and discussion questions. The server checks the main passage
 * against the Bible and writes the readers' notes again from the edit.
 */
export const NotesEditor = ({
  sermon,
  analysis: a,
  onDone,
}: {
  sermon: Sermon;
  analysis: SermonAnalysis;
  onDone: () => void;
}) => {
  const queryClient = useQueryClient();
  const [summary, setSummary] = useState(a.summary);
  const [bigIdea, setBigIdea] = useState(a.big_idea);
  const [main, setMain] = useState(a.main_text?.reference ?? '');
  const [outline, setOutline] = useState<Point[]>(
    a.outline.map((o) => ({ point: o.point, references: o.passages.map((p) => p.reference) })),
  );
  const [applications, setApplications] = useState(a.applications);
  const [questions, setQuestions] = useState(a.discussion_questions);
  const save = useMutation({
    mutationFn: () =>
      editSermonNotes(sermon.id, {
        summary,
        big_idea: bigIdea,
        main_text: main.trim() || null,
        outline: outline.filter((o) => o.point.trim()),
        applications: applications.map((x) => x.trim()).filter(Boolean),
        discussion_questions: questions.map((x) => x.trim()).filter(Boolean),
      }),
    onSuccess: (s) => {
      if (s) queryClient.setQueryData(['user', 'sermon', s.id], s);
      onDone();
    },
  });
  useClearingStatus(save);
  const strings = {
    text: (s: string) => s,
    make: (t: string) => t,
  };
  return (
    <form
      className="dash-form dash-card notes-editor"
      aria-label="Edit the sermon notes"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <h2>Edit the notes</h2>
      <p className="muted">Readers see these notes beside the study once it is published.</p>
      <div>
        <label htmlFor="notes-main">Main passage</label>
        <input
          id="notes-main"
          value={main}
          maxLength={NOTES_LIMITS.reference}
          placeholder="e.g. John 15:1-8"
          onChange={(e) => setMain(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="notes-big-idea">Big idea</label>
        <textarea
          id="notes-big-idea"
          rows={2}
          maxLength={NOTES_LIMITS.bigIdea}
          value={bigIdea}
          onChange={(e) => setBigIdea(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor="notes-summary">Summary</label>
        <textarea
          id="notes-summary"
          rows={6}
          maxLength={NOTES_LIMITS.summary}
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
        />
      </div>
      <ItemsEditor
        id="notes-outline"
        legend="Outline point"
        items={outline}
        text={(o) => o.point}
        make={(point, old) => ({ point, references: old?.references ?? [] })}
        onChange={setOutline}
        addLabel="Add a point"
      />
      <ItemsEditor
        id="notes-applications"
        legend="Application"
        items={applications}
        {...strings}
        onChange={setApplications}
        addLabel="Add an application"
      />
      <ItemsEditor
        id="notes-questions"
        legend="Discussion question"
        items={questions}
        {...strings}
        onChange={setQuestions}
        addLabel="Add a question"
      />
      <div className="dash-actions">
        <button type="submit" className="pill-button primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save notes'}
        </button>
        <button type="button" className="pill-button" onClick={onDone}>
          Cancel
        </button>
      </div>
      {save.isError && (
        <p className="error-text" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
    </form>
  );
};

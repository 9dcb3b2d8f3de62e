import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  estimatedMinutes,
  type ReadingLength,
  type Sermon,
  type StudyFocus,
} from '../../../../common/src/contracts/sermons.ts';
import { errorMessage } from '../../api/error-message.ts';
import { createReadingPlan } from '../../api/sermon-queries.ts';
import { StudyPlan } from './study-plan.tsx';

const LENGTHS: { id: ReadingLength; label: string; hint: string }[] = [
  { id: 'short', label: 'Short', hint: '1-5 verses a day' },
  { id: 'medium', label: 'Medium', hint: '5-20 verses a day' },
  { id: 'chapter', label: 'Chapter', hint: 'a full chapter a day' },
];
const FOCUSES: { id: StudyFocus; label: string; hint: string }[] = [
  { id: 'sermon_only', label: 'Sermon only', hint: 'only the passages the sermon used' },
  { id: 'balanced', label: 'Balanced', hint: 'the sermon’s passages and their closest cross-references' },
  {
    id: 'deeper_study',
    label: 'Deeper study',
    hint: 'follows the sermon’s themes through the rest of Scripture',
  },
];

/**
 * "24-30 minutes", "36-66 minutes" or "1.8-3 hours" (spec §9: a range in minutes or hours). Hours only
 * once both ends reach an hour: "0.6-1.1 hours" reads worse than minutes.
 */
export const formatRange = ([lo, hi]: [number, number]) => {
  if (lo < 60) return `${lo}-${hi} minutes`;
  const h = (m: number) => (m / 60).toFixed(1).replace(/\.0$/, '');
  return `${h(lo)}-${h(hi)} hours`;
};

/** Step 2: the study form, or the study (being generated, then its days to edit) once one exists. */
export const StudyStep = ({
  sermon,
  planId,
  onCreated,
}: {
  sermon: Sermon;
  planId: number | null;
  onCreated: () => void;
}) => {
  const [regenerating, setRegenerating] = useState(false);
  // Set once this screen started a generation: its end moves on to Publish even when the job finished
  // before the editor's first look at the plan.
  const [started, setStarted] = useState(false);
  if (planId !== null && !regenerating) {
    return (
      <StudyPlan
        planId={planId}
        generationStarted={started}
        progress={sermon.study_progress ?? null}
        onCreated={onCreated}
        onRegenerate={() => setRegenerating(true)}
      />
    );
  }
  return (
    <StudyForm
      sermon={sermon}
      replace={planId !== null}
      onCancel={planId !== null ? () => setRegenerating(false) : undefined}
      onStarted={() => {
        setStarted(true);
        setRegenerating(false);
      }}
    />
  );
};

const StudyForm = ({
  sermon,
  replace,
  onCancel,
  onStarted,
}: {
  sermon: Sermon;
  replace: boolean;
  onCancel?: () => void;
  onStarted: () => void;
}) => {
  const [name, setName] = useState(sermon.title);
  const [count, setCount] = useState(5);
  const [length, setLength] = useState<ReadingLength>('medium');
  const [focus, setFocus] = useState<StudyFocus>('balanced');
  const [theme, setTheme] = useState('');
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () =>
      createReadingPlan(sermon.id, {
        name: name.trim() || sermon.title,
        description: `A daily study of the sermon “${sermon.title}”.`,
        passage_count: count,
        reading_length: length,
        study_focus: focus,
        ...(theme.trim() ? { theme: theme.trim() } : {}),
        theology: sermon.theology,
        bible_id: 'eng-web',
        replace,
      }),
    onSuccess: async (res) => {
      // First: the study view that the new plan id mounts must know this screen started the generation.
      onStarted();
      if (res)
        queryClient.setQueryData<Sermon>(['user', 'sermon', sermon.id], (s) =>
          s ? { ...s, has_reading_plan: true, reading_plan_id: res.id } : s,
        );
      await queryClient.invalidateQueries({ queryKey: ['user', 'plan'] });
      await queryClient.invalidateQueries({ queryKey: ['user', 'sermon', sermon.id] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <form className="dash-form" onSubmit={submit} aria-label="Create Sermon Study">
      <h2>{replace ? 'Regenerate the Sermon Study' : 'Create a Sermon Study'}</h2>
      <div>
        <label htmlFor="study-name">Study name</label>
        <input id="study-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
      </div>
      <div>
        <label htmlFor="study-count">Number of passages: {count}</label>
        <input
          id="study-count"
          className="dash-range"
          type="range"
          min={3}
          max={10}
          step={1}
          value={count}
          aria-valuetext={`${count} passages`}
          onChange={(e) => setCount(Number(e.target.value))}
        />
      </div>
      <fieldset className="dash-choice">
        <legend>Reading length</legend>
        {LENGTHS.map((l) => (
          <label key={l.id}>
            <input type="radio" name="length" checked={length === l.id} onChange={() => setLength(l.id)} />
            {l.label} <span className="muted">— {l.hint}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="dash-choice">
        <legend>Study focus</legend>
        {FOCUSES.map((f) => (
          <label key={f.id}>
            <input type="radio" name="focus" checked={focus === f.id} onChange={() => setFocus(f.id)} />
            {f.label} <span className="muted">— {f.hint}</span>
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor="study-theme">Theme (optional)</label>
        <input
          id="study-theme"
          value={theme}
          placeholder="e.g. abiding in Christ"
          onChange={(e) => setTheme(e.target.value)}
          maxLength={200}
        />
      </div>
      <p>
        <strong>Estimated time:</strong> {formatRange(estimatedMinutes(length, count))} in all
      </p>
      <div className="dash-actions">
        <button type="submit" className="pill-button primary" disabled={create.isPending}>
          {create.isPending ? 'Starting...' : replace ? 'Regenerate Study' : 'Create Study'}
        </button>
        {onCancel && (
          <button type="button" className="pill-button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {create.isError && (
        <p className="error-text" role="alert">
          {errorMessage(create.error)}
        </p>
      )}
    </form>
  );
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlanDetail } from '../../../../common/src/contracts/reading-plans.ts';
import { parseReference, passageToRange } from '../../../../common/src/references.ts';
import { putJson } from '../../api/client.ts';
import { errorMessage } from '../../api/error-message.ts';

/** "John 15:5" or "JHN.15.5" → JHN.15.5; undefined when it names no verses. */
const rangeOf = (text: string): string | undefined => {
  if (/^[1-4A-Z]{3}\.\d+\.\d+(-[1-4A-Z]{3}\.\d+\.\d+)?$/.test(text.trim())) return text.trim();
  const ref = parseReference(text);
  return ref?.verses ? passageToRange(ref) : undefined;
};

/**
 * Issue 33: the study's memory verse for the week, which its enrolled readers add to their memory
 * verses in one tap on the study's page. Empty takes it away.
 */
export const MemoryVerseField = ({ plan }: { plan: PlanDetail }) => {
  const qc = useQueryClient();
  const [text, setText] = useState(plan.memory_verse?.label ?? '');
  const [problem, setProblem] = useState('');
  const save = useMutation({
    mutationFn: async () => {
      const ref = text.trim() ? rangeOf(text) : null;
      if (ref === undefined)
        throw new Error('Enter a verse such as John 15:5 (up to 6 verses of one chapter).');
      return putJson<PlanDetail>(`/api/reading-plans/${plan.id}`, { memory_verse: ref }, 'Memory verse');
    },
    onSuccess: (saved) => {
      setProblem('');
      if (saved) setText(saved.memory_verse?.label ?? '');
      void qc.invalidateQueries({ queryKey: ['user', 'plan', String(plan.id)] });
    },
    onError: (err) => setProblem(errorMessage(err)),
  });
  return (
    <form
      className="memory-verse-field"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <label htmlFor="plan-memory-verse">Memory verse for the week (optional)</label>
      <input
        id="plan-memory-verse"
        value={text}
        placeholder="e.g. John 15:5"
        onChange={(e) => setText(e.target.value)}
        aria-describedby={problem ? 'plan-memory-verse-problem' : undefined}
      />
      <button type="submit" className="pill-button" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save memory verse'}
      </button>
      {problem && (
        <p id="plan-memory-verse-problem" className="error-text" role="alert">
          {problem}
        </p>
      )}
      {save.isSuccess && !problem && (
        <p className="muted" role="status">
          {text ? 'Saved: readers of this study can add it in one tap.' : 'Memory verse removed.'}
        </p>
      )}
    </form>
  );
};

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { addMemoryVerse, memoryVersesQuery } from '../api/habits.ts';
import { useBibleId } from '../settings/use-bible-id.ts';
import './habits.css';
import { errorMessage } from '../api/error-message.ts';

/**
 * A study's memory verse for the week (issue 33), set by its church in the plan editor: an enrolled
 * reader adds it to their memory verses in one tap.
 */
export const SuggestedMemoryVerse = ({ verse }: { verse: { ref: string; label: string } }) => {
  const qc = useQueryClient();
  const [bibleId] = useBibleId();
  const list = useQuery(memoryVersesQuery());
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const saved = list.data?.some((v) => v.ref === verse.ref && v.bible_id === bibleId) ?? false;
  const add = async () => {
    setBusy(true);
    try {
      await addMemoryVerse(bibleId, verse.ref);
      await qc.invalidateQueries({ queryKey: ['habits', 'memory-verses'] });
      setStatus(`${verse.label} is in your memory verses.`);
    } catch (err) {
      setStatus(errorMessage(err, 'That did not work'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="memory-card suggested-memory" aria-labelledby="suggested-memory-title">
      <h2 id="suggested-memory-title">Memory verse for the week</h2>
      <p>
        <strong>{verse.label}</strong>
      </p>
      {saved ? (
        <p>
          It is in your <Link to="/memory">memory verses</Link>.
        </p>
      ) : (
        <button type="button" className="pill-button" disabled={busy} onClick={() => void add()}>
          Add to my memory verses
        </button>
      )}
      <p role="status" className="muted">
        {status}
      </p>
    </section>
  );
};

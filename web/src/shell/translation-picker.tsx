import { useQuery } from '@tanstack/react-query';
import { biblesQuery } from '../api/bible-queries.ts';
import { useBibleId } from '../settings/use-bible-id.ts';

// A native <select>: fully accessible, the platform's own picker on phones, and no script to download.
export const TranslationPicker = () => {
  const bibles = useQuery(biblesQuery());
  const [bibleId, choose] = useBibleId();
  if (bibles.isPending) return <p className="muted">Loading translations...</p>;
  const list = bibles.data ?? [];
  if (list.length === 0) return <p className="muted">No translations available</p>;
  return (
    <select
      className="select-trigger"
      aria-label="Translation"
      value={bibleId}
      onChange={(e) => choose(e.target.value)}
    >
      {list.map((b) => (
        <option key={b.id} value={b.id}>
          {b.name} ({b.abbreviation})
        </option>
      ))}
    </select>
  );
};

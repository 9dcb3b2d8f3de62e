import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { commentaryQuery } from '../api/bible-queries.ts';
import { errorMessage } from '../api/error-message.ts';

interface Props {
  bibleId: string;
  bookId: string;
  chapter: number;
  selected: readonly number[];
}

const covers = (s: { start_verse: number; end_verse: number }, verses: readonly number[]) =>
  verses.some((v) => v >= s.start_verse && v <= s.end_verse);

/**
 * Matthew Henry's Concise Commentary on the chapter: its outline, then its sections; those that
 * discuss the selected verses are marked and the first of them is brought into view.
 */
export const Commentary = ({ bibleId, bookId, chapter, selected }: Props) => {
  const q = useQuery(commentaryQuery(bibleId, bookId, chapter));
  const list = useRef<HTMLDivElement>(null);
  const firstSelected = selected[0];
  useEffect(() => {
    if (q.isSuccess && firstSelected !== undefined)
      list.current?.querySelector('.commentary-section.relevant')?.scrollIntoView({ block: 'start' });
  }, [q.isSuccess, firstSelected]);

  if (q.isPending) return <p className="muted">Loading commentary...</p>;
  if (q.isError) return <p className="error-text">{errorMessage(q.error)}</p>;
  const data = q.data;
  if (!data || data.sections.length === 0)
    return <p className="muted">No commentary is available for this chapter.</p>;
  return (
    <div className="commentary" ref={list}>
      <p className="muted commentary-source">{data.commentary.name}</p>
      {data.outline.length > 0 && (
        <ol className="commentary-outline">
          {data.outline.map((o) => (
            <li key={`${o.start_verse}-${o.text}`}>
              {o.text}{' '}
              <span className="muted">
                ({o.start_verse === o.end_verse ? o.start_verse : `${o.start_verse}–${o.end_verse}`})
              </span>
            </li>
          ))}
        </ol>
      )}
      {data.sections.map((s) => (
        <section
          key={`${s.start_chapter}:${s.start_verse}`}
          className={`commentary-section${covers(s, selected) ? ' relevant' : ''}`}
        >
          <h3>Verses {s.start_verse === s.end_verse ? s.start_verse : `${s.start_verse}–${s.end_verse}`}</h3>
          {s.text.split(/\n{2,}/).map((para, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text, never reordered
            <p key={i}>{para}</p>
          ))}
        </section>
      ))}
    </div>
  );
};

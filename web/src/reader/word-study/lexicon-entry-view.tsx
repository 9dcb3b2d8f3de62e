import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { bookById } from '../../../../common/src/books.ts';
import type { Occurrence } from '../../../../common/src/contracts/word-study.ts';
import { errorMessage } from '../../api/error-message.ts';
import { lexiconQuery, occurrencesQuery } from '../../api/word-study-queries.ts';
import { bookBars, definitionParts, languageName, renderingsLine } from './word-text.ts';

/** The original word in its own script: Hebrew right to left. */
export const Lemma = ({
  strongs,
  lemma,
  className,
}: {
  strongs: string;
  lemma: string;
  className?: string;
}) => (
  <span
    className={className}
    lang={strongs.startsWith('H') ? 'hbo' : 'grc'}
    dir={strongs.startsWith('H') ? 'rtl' : 'ltr'}
  >
    {lemma}
  </span>
);

/** A verse with the words carrying the number marked (drawn from its words, not from markup). */
export const MarkedVerse = ({ occurrence, strongs }: { occurrence: Occurrence; strongs: string }) => (
  <>
    {occurrence.words.map((w, i) =>
      w.strongs.includes(strongs) ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: a verse's words never move
        <mark key={i}>{w.text}</mark>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <span key={i}>{w.text}</span>
      ),
    )}
  </>
);

export const occurrencePlace = (o: Pick<Occurrence, 'book_id' | 'chapter' | 'verse'>) =>
  `${bookById(o.book_id)?.name ?? o.book_id} ${o.chapter}:${o.verse}`;

export const occurrenceLink = (o: Pick<Occurrence, 'book_id' | 'chapter' | 'verse'>) =>
  `/read/${o.book_id}/${o.chapter}?verse=${o.verse}`;

export const allOccurrencesLink = (bibleId: string, strongs: string) =>
  `/word/${strongs}?bible=${encodeURIComponent(bibleId)}`;

/**
 * A Strong's entry as a reader studies it (issue 32): the original word, its sound and number, the
 * definition with the numbers it cites as links, how the translation renders it, where it occurs (a bar
 * per book, the numbers in text), and its first occurrences.
 */
export const LexiconEntryView = ({
  bibleId,
  strongs,
  headingId,
  onRelated,
  onLeave,
  firstOccurrences = 3,
}: {
  bibleId: string;
  strongs: string;
  headingId?: string;
  /** A cited number was chosen: shown in place (the popover) or opened (a page). */
  onRelated?(strongs: string): void;
  /** A link that leaves (a verse, all occurrences) was followed. */
  onLeave?(): void;
  firstOccurrences?: number;
}) => {
  const entry = useQuery(lexiconQuery(bibleId, strongs));
  const first = useQuery({ ...occurrencesQuery(bibleId, strongs, 1), enabled: firstOccurrences > 0 });
  if (entry.isPending) return <p className="muted">Loading the dictionary…</p>;
  if (entry.isError)
    return (
      <p className="muted">
        {entry.error.message === 'Dictionary entry not found'
          ? `The dictionary has no entry for ${strongs}.`
          : errorMessage(entry.error)}
      </p>
    );
  const e = entry.data;
  const bars = bookBars(e.occurrences.by_book);
  const rendered = renderingsLine(e.renderings);
  return (
    <div className="ws-entry">
      <p className="ws-original">
        <Lemma strongs={e.strongs} lemma={e.lemma} className="ws-lemma" />
        <span className="ws-sound">
          <span className="ws-translit">{e.transliteration}</span>
          {e.pronunciation && <span className="muted"> · {e.pronunciation}</span>}
        </span>
      </p>
      <h3 id={headingId} className="ws-number">
        {languageName(e.strongs)} · Strong’s {e.strongs}
      </h3>
      <p className="ws-definition">
        {definitionParts(e.definition, e.related).map((p, i) => {
          // Parts of one fixed text: their place in it is their key.
          const key = `${i}`;
          if (!('strongs' in p)) return <span key={key}>{p.text}</span>;
          return onRelated ? (
            <button
              key={key}
              type="button"
              className="link-button ws-ref"
              onClick={() => onRelated(p.strongs)}
            >
              {p.strongs}
            </button>
          ) : (
            <Link key={key} to={allOccurrencesLink(bibleId, p.strongs)}>
              {p.strongs}
            </Link>
          );
        })}
      </p>
      {e.usage && <p className="ws-usage muted">King James renderings: {e.usage}</p>}
      {rendered && <p className="ws-renderings">{rendered}.</p>}
      <p className="ws-count">
        {e.occurrences.total === 0
          ? 'Not found in this translation.'
          : `${e.occurrences.total} ${e.occurrences.total === 1 ? 'occurrence' : 'occurrences'} in ${e.occurrences.verses} ${e.occurrences.verses === 1 ? 'verse' : 'verses'}, in ${e.occurrences.by_book.length} ${e.occurrences.by_book.length === 1 ? 'book' : 'books'}`}
      </p>
      {bars.length > 0 && (
        <ul className="ws-bars" aria-label="Occurrences by book">
          {bars.map((b) => (
            <li key={b.bookId}>
              <span className="ws-bar-book">{b.name}</span>
              <span className="ws-bar" aria-hidden="true">
                <span style={{ width: `${Math.max(4, Math.round(b.share * 100))}%` }} />
              </span>
              <span className="ws-bar-count">{b.count}</span>
            </li>
          ))}
        </ul>
      )}
      {firstOccurrences > 0 && first.data && first.data.verses.length > 0 && (
        <section className="ws-first" aria-label="First occurrences">
          <h4>First occurrences</h4>
          <ul>
            {first.data.verses.slice(0, firstOccurrences).map((o) => (
              <li key={`${o.book_id}.${o.chapter}.${o.verse}`}>
                <Link to={occurrenceLink(o)} onClick={onLeave}>
                  {occurrencePlace(o)}
                </Link>{' '}
                <MarkedVerse occurrence={o} strongs={e.strongs} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
};

import './word-study.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { lexiconQuery } from '../../api/word-study-queries.ts';
import { allOccurrencesLink, Lemma } from './lexicon-entry-view.tsx';
import { languageName } from './word-text.ts';

const excerpt = (s: string, n: number) => (s.length > n ? `${s.slice(0, n).replace(/\s+\S*$/, '')}…` : s);

const Entry = ({ bibleId, strongs }: { bibleId: string; strongs: string }) => {
  const e = useQuery(lexiconQuery(bibleId, strongs)).data;
  return (
    <li>
      <p className="ws-original">
        {e && <Lemma strongs={strongs} lemma={e.lemma} className="ws-lemma" />}
        <span>
          {e && <span className="ws-translit">{e.transliteration}</span>} {languageName(strongs)} · Strong’s{' '}
          {strongs}
        </span>
      </p>
      {e && <p className="ws-definition">{excerpt(e.definition, 220)}</p>}
      <Link to={allOccurrencesLink(bibleId, strongs)}>
        Word study{e ? `: ${e.occurrences.total} occurrences` : ''}
      </Link>
    </li>
  );
};

/** Search by Strong's number or transliteration (issue 32): the original words the results carry. */
export const StrongsCard = ({ bibleId, strongs }: { bibleId: string; strongs: readonly string[] }) => (
  <section className="ws-search-card" aria-label="Original words searched for">
    <p className="muted">
      Verses where the translation renders {strongs.length === 1 ? 'this word' : 'these words'}:
    </p>
    <ul>
      {strongs.map((s) => (
        <Entry key={s} bibleId={bibleId} strongs={s} />
      ))}
    </ul>
  </section>
);

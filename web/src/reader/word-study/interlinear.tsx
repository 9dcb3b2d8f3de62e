import './word-study.css';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useRef } from 'react';
import type { Word } from '../../../../common/src/contracts/word-study.ts';
import { chapterWordsQuery } from '../../api/word-study-queries.ts';
import { useWordDialog } from './use-word-dialog.tsx';
import { wordsProblem } from './word-study-layer.tsx';
import { groupsOf } from './word-text.ts';

/**
 * The interlinear reading mode (issue 32): under each English word its Strong's number and original
 * word, lined up. Each word is a column that wraps as a whole, so a phone shows whole columns line by
 * line; it prints as it shows. A tagged word opens its study; a verse number selects the verse.
 */
export const Interlinear = ({
  bibleId,
  bookId,
  chapter,
  selected,
  onToggleVerse,
  passage,
}: {
  bibleId: string;
  bookId: string;
  chapter: number;
  selected: readonly number[];
  onToggleVerse(verse: number): void;
  passage: string;
}) => {
  const words = useQuery(chapterWordsQuery(bibleId, bookId, chapter));
  const root = useRef<HTMLElement>(null);
  const verses = words.data?.verses;
  const { open, dialog } = useWordDialog({
    bibleId,
    bookId,
    chapter,
    verses,
    anchorOf: (verse, index) =>
      root.current?.querySelector<HTMLElement>(`[data-w="${verse}:${index}"]`) ?? null,
  });
  const set = new Set(selected);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const t = e.target as HTMLElement;
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step || !t.matches('.il-w') || !root.current) return;
    // Handled here: the arrows do not also change chapter.
    e.preventDefault();
    e.stopPropagation();
    const all = [...root.current.querySelectorAll<HTMLElement>('button.il-w')];
    all[all.indexOf(t) + step]?.focus();
  };
  if (words.isPending) return <p className="status">Loading the original words…</p>;
  if (words.isError) return <p className="status error-text">{wordsProblem(words.error)}</p>;
  // A psalm's title is shown, not studied: its words are not the verse's (the dialog steps through those).
  const line = (verse: number, list: readonly Word[], interactive = true) =>
    groupsOf(list).map((g) => {
      const id = g.word.strongs.join(' ');
      const hebrew = g.word.strongs[0]?.startsWith('H');
      const inner = (
        <>
          <span className="il-en">{g.text}</span>
          <span className="il-num">{id || '\u00a0'}</span>
          <span className="il-lemma" lang={hebrew ? 'hbo' : 'grc'} dir={hebrew ? 'rtl' : 'ltr'}>
            {g.word.lemma ?? '\u00a0'}
          </span>
        </>
      );
      return interactive && g.word.strongs.length > 0 ? (
        <button
          key={g.index}
          type="button"
          className="il-w"
          data-w={`${verse}:${g.index}`}
          aria-haspopup="dialog"
          aria-label={`${g.text.trim()}, ${id}${g.word.lemma ? ` ${g.word.lemma}` : ''}`}
          onClick={() => open(verse, g.index)}
        >
          {inner}
        </button>
      ) : (
        <span key={g.index} className="il-w il-plain">
          {inner}
        </span>
      );
    });
  return (
    <article
      ref={root}
      id="chapter-text"
      tabIndex={-1}
      aria-label="Chapter text, interlinear"
      className="chapter interlinear"
      data-passage={passage}
      onKeyDown={onKeyDown}
    >
      {verses?.map((v) => (
        <p key={v.verse} className={`il-verse${set.has(v.verse) ? ' selected' : ''}`} data-verse={v.verse}>
          <button
            type="button"
            className="il-vn"
            aria-pressed={set.has(v.verse)}
            aria-label={`Select verse ${v.verse}`}
            onClick={() => onToggleVerse(v.verse)}
          >
            {v.verse}
          </button>
          {v.title && <span className="il-title">{line(v.verse, v.title, false)}</span>}
          {line(v.verse, v.words)}
        </p>
      ))}
      {dialog}
    </article>
  );
};

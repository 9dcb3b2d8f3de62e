import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { VerseWords } from '../../../../common/src/contracts/word-study.ts';
import { lexiconQuery } from '../../api/word-study-queries.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { ChevronLeft, ChevronRight, CloseIcon } from '../../ui/icons.tsx';
import { useAnchoredPosition } from '../anchored.ts';
import { allOccurrencesLink, LexiconEntryView } from './lexicon-entry-view.tsx';
import { askQuestion, stepWord } from './word-text.ts';

export interface WordAt {
  verse: VerseWords;
  index: number;
  anchor: HTMLElement | null;
}

/**
 * One tapped word's study (issue 32): a popover beside the word on wider screens, a sheet at the bottom
 * on phones; a dialog either way (focus moves in, Escape closes and gives focus back to the word). The
 * verse's other tagged words are one arrow key, swipe or button away; a word rendering several original
 * words offers each; a number the definition cites opens in place, with a way back.
 */
export const WordDialog = ({
  bibleId,
  place,
  at,
  onMove,
  onClose,
  onAsk,
}: {
  bibleId: string;
  /** "John 21", for the verse's reference. */
  place: string;
  at: WordAt;
  onMove(index: number): void;
  onClose(): void;
  onAsk(question: string, verse: number): void;
}) => {
  const mobile = useIsMobile();
  const word = at.verse.words[at.index];
  const numbers = word?.strongs ?? [];
  const [chosen, setChosen] = useState(numbers[0] ?? '');
  // Numbers the definition cites, opened in place: the last is shown, Back returns to the one before.
  const [trail, setTrail] = useState<string[]>([]);
  const key = `${at.verse.verse}:${at.index}`;
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setChosen(numbers[0] ?? '');
    setTrail([]);
  }
  const strongs = trail[trail.length - 1] ?? chosen;
  const entry = useQuery(lexiconQuery(bibleId, strongs)).data;
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const pos = useAnchoredPosition(mobile ? null : at.anchor, mobile ? null : box, 420);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // A sideways swipe on the sheet steps to the verse's previous or next word.
  const start = useRef<{ x: number; y: number } | null>(null);

  // Focus moves in once the box is shown (a hidden box, before it is placed, takes no focus).
  const shown = mobile || pos !== null;
  useEffect(() => {
    if (shown) box?.focus({ preventScroll: true });
  }, [box, shown]);
  useEffect(() => {
    const onDown = (e: globalThis.PointerEvent) => {
      const t = e.target as HTMLElement;
      // A tap on another word moves the dialog there (the chapter handles it); elsewhere it closes.
      if (box && !box.contains(t) && !t.closest('.ws-w, .il-w')) closeRef.current();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [box]);

  if (!word) return null;
  const prev = stepWord(at.verse.words, at.index, -1);
  const next = stepWord(at.verse.words, at.index, 1);
  const ref = `${place}:${at.verse.verse}`;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
      return;
    }
    if ((e.target as HTMLElement).matches('input, textarea')) return;
    const to = e.key === 'ArrowLeft' ? prev : e.key === 'ArrowRight' ? next : undefined;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      // Handled here: the arrows do not also change chapter.
      e.preventDefault();
      e.stopPropagation();
      if (to !== undefined) onMove(to);
    }
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    start.current = null;
    if (!s) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) < 60 || Math.abs(e.clientY - s.y) > 40) return;
    const to = dx < 0 ? next : prev;
    if (to !== undefined) onMove(to);
  };

  return (
    <div
      ref={setBox}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={mobile ? 'ws-dialog ws-sheet' : 'ws-dialog ws-popover'}
      style={
        mobile
          ? undefined
          : pos
            ? // At most the room on the word's roomier side (and the popover's own cap): it scrolls inside.
              { top: pos.top, left: pos.left, maxHeight: Math.min(pos.room, 560, window.innerHeight * 0.7) }
            : { visibility: 'hidden', top: 0, left: 0 }
      }
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      // Taps inside are not taps on the chapter (which would select a verse).
      onClick={(e) => e.stopPropagation()}
    >
      <header className="ws-head">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous word"
          disabled={prev === undefined}
          onClick={() => prev !== undefined && onMove(prev)}
        >
          <ChevronLeft />
        </button>
        <h2 id={titleId} className="ws-title">
          “{word.text.trim()}” <span className="muted ws-ref-place">{ref}</span>
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Next word"
          disabled={next === undefined}
          onClick={() => next !== undefined && onMove(next)}
        >
          <ChevronRight />
        </button>
        <button type="button" className="icon-button" aria-label="Close word study" onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      {numbers.length > 1 && trail.length === 0 && (
        <fieldset className="ws-numbers">
          <legend className="visually-hidden">This English renders several original words</legend>
          {numbers.map((n) => (
            <button key={n} type="button" aria-pressed={n === chosen} onClick={() => setChosen(n)}>
              {n}
            </button>
          ))}
        </fieldset>
      )}
      {trail.length > 0 && (
        <button type="button" className="link-button ws-back" onClick={() => setTrail((t) => t.slice(0, -1))}>
          ← Back to {trail.length > 1 ? trail[trail.length - 2] : chosen}
        </button>
      )}
      <div className="ws-body">
        <LexiconEntryView
          bibleId={bibleId}
          strongs={strongs}
          onRelated={(id) => setTrail((t) => [...t, id])}
          onLeave={onClose}
        />
      </div>
      <footer className="ws-actions">
        <Link to={allOccurrencesLink(bibleId, strongs)} className="pill-button" onClick={onClose}>
          All occurrences
        </Link>
        <button
          type="button"
          className="pill-button primary"
          onClick={() => onAsk(askQuestion(word, strongs, entry, ref), at.verse.verse)}
        >
          Ask about this word
        </button>
      </footer>
    </div>
  );
};

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { HIGHLIGHT_COLORS } from '../../../common/src/annotation-limits.ts';
import type { Annotation, HighlightColor } from '../../../common/src/contracts/annotations.ts';
import { MEMORY_MAX_VERSES } from '../../../common/src/memory-limits.ts';
import { formatVerseParam } from '../../../common/src/verse-selection.ts';
import { passageRefs, quoteVerses, verseReference } from '../../../common/src/verse-text.ts';
import { passagesQuery } from '../api/bible-queries.ts';
import { addMemoryVerse } from '../api/habits.ts';
import { annotationActions, isBookmarked, noteFor } from './annotation-actions.ts';
import { CompareDialog } from './compare-dialog.tsx';
import { NoteDialog } from './note-dialog.tsx';
import './annotations.css';
import { errorMessage } from '../api/error-message.ts';
import { useCloseOnBack } from '../lib/use-close-on-back.ts';
import { useKeepClear } from './use-keep-clear.ts';

// Issue 33: "Share as image" is loaded only when asked for (its dialog and styles).
const ShareImageDialog = lazy(() =>
  import('./share-image-dialog.tsx').then((m) => ({ default: m.ShareImageDialog })),
);

interface Props {
  bibleId: string;
  abbreviation: string;
  bookId: string;
  bookName: string;
  chapter: number;
  selected: readonly number[];
  annotations: Annotation[];
  mobile: boolean;
  onAsk(): void;
  onClear(): void;
  /** An action that changes the verses is done: the reader says so and the selection clears (issue 36). */
  onDone(message: string): void;
}

/**
 * What a selection offers (issue 18): Ask, Copy, Share, Highlight, Note, Bookmark, Compare. A floating
 * toolbar on wider screens, a bottom sheet on phones; arrow keys move along it, Escape clears the selection.
 * Loaded with the first selection, so the reader's first load does not carry it.
 */
/**
 * How far above the window's bottom the reader's bottom bar begins: the bar sits just above it, so the
 * Ask and Commentary buttons (and, wider than a phone, the chips) stay reachable under a selection; on
 * phones the chips step aside while the sheet shows (reader/bottom-bar.tsx). The bottom bar spans the
 * reader's column, so its middle and width also keep a floating bar over the text, never over the study
 * panel beside it.
 */
const useAboveBottomBar = () => {
  const [place, setPlace] = useState({ offset: 0, center: 0, width: 0 });
  useEffect(() => {
    // The app's own bar: on phones the server's painted stand-in (#prerender, before #root) has a bar of
    // its own that goes away, and measuring it left the sheet above the top of the screen (CI, stop 24).
    const bar = document.querySelector<HTMLElement>('#root .bottom-bar');
    if (!bar) return;
    const measure = () => {
      const { top, left, width, height } = bar.getBoundingClientRect();
      // Not laid out yet (#root hidden while the stand-in shows): the window's bottom, until the
      // ResizeObserver sees the bar appear.
      const next = {
        offset:
          height > 0 && top < window.innerHeight ? Math.max(0, Math.round(window.innerHeight - top)) : 0,
        center: Math.round(left + width / 2),
        width: Math.round(width),
      };
      // The same place is not a new state: no re-render while nothing moved.
      setPlace((p) =>
        p.offset === next.offset && p.center === next.center && p.width === next.width ? p : next,
      );
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(bar);
    window.addEventListener('resize', measure);
    // The bar hides and shows while scrolling in immersive mode (a transform, not a resize).
    bar.addEventListener('transitionend', measure);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', measure);
      bar.removeEventListener('transitionend', measure);
    };
  }, []);
  return place;
};

export const VerseActions = (p: Props) => {
  const qc = useQueryClient();
  const spot = useAboveBottomBar();
  const bar = useRef<HTMLDivElement>(null);
  useKeepClear(bar, p.selected, spot.offset);
  const [status, setStatus] = useState('');
  const [colours, setColours] = useState(false);
  const [dialog, setDialog] = useState<'note' | 'compare' | 'image' | null>(null);
  // Back closes the note, comparison or picture dialog before the verse actions under it (issue 36).
  useCloseOnBack(dialog !== null, () => setDialog(null));
  const place = { bibleId: p.bibleId, bookId: p.bookId, chapter: p.chapter };
  const actions = annotationActions(qc, place, p.annotations);
  const reference = verseReference(p.bookName, p.chapter, p.selected);
  const note = noteFor(p.annotations, p.selected);
  const bookmarked = isBookmarked(p.annotations, p.selected);

  const run = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      setStatus(done);
    } catch (err) {
      setStatus(errorMessage(err, 'That did not work'));
    }
  };
  // Highlight, note and bookmark finish the selection's work: it clears, so the next tap starts afresh and
  // the bar stops covering the text; the message is said by the reader, which outlives the bar.
  const finish = async (what: () => Promise<unknown>, done: string) => {
    try {
      await what();
      p.onDone(done);
    } catch (err) {
      setStatus(errorMessage(err, 'That did not work'));
    }
  };

  // Issue 33: the selection, one run of at most 6 verses, saved to learn by heart (practised at /memory).
  const memorise = () => {
    const first = Math.min(...p.selected);
    const last = Math.max(...p.selected);
    if (last - first + 1 > MEMORY_MAX_VERSES || p.selected.length !== last - first + 1) {
      setStatus(`Choose up to ${MEMORY_MAX_VERSES} verses in a row to memorise`);
      return;
    }
    const start = `${p.bookId}.${p.chapter}.${first}`;
    const ref = first === last ? start : `${start}-${p.bookId}.${p.chapter}.${last}`;
    return (async () => {
      try {
        const made = await addMemoryVerse(p.bibleId, ref);
        await qc.invalidateQueries({ queryKey: ['habits', 'memory-verses'] });
        p.onDone(`${made.label} saved to your memory verses`);
      } catch (err) {
        setStatus(errorMessage(err, 'That did not work'));
      }
    })();
  };

  const copy = () =>
    run(async () => {
      const passages = await qc.fetchQuery(
        passagesQuery(p.bibleId, passageRefs(p.bookId, p.chapter, p.selected)),
      );
      const verses = passages.flatMap((x) => x.verses).filter((v) => v.chapter === p.chapter);
      await navigator.clipboard.writeText(quoteVerses(p.bookName, p.chapter, verses, p.abbreviation));
    }, `Copied ${reference}`);

  const share = () =>
    run(
      async () => {
        const url = `${location.origin}/read/${p.bookId}/${p.chapter}?verse=${formatVerseParam(p.selected)}`;
        if (typeof navigator.share === 'function' && p.mobile) {
          await navigator.share({ title: `${reference} (${p.abbreviation})`, url });
        } else {
          await navigator.clipboard.writeText(url);
        }
      },
      typeof navigator.share === 'function' && p.mobile ? 'Shared' : 'Link copied',
    );

  // Arrow keys, Home and End move along the toolbar too (WAI-ARIA toolbar pattern).
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      p.onClear();
      return;
    }
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? buttons.length - 1
          : (at + (e.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
    e.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <>
      <div
        ref={bar}
        role="toolbar"
        aria-label={`Actions for ${reference}`}
        className={`verse-actions${p.mobile ? ' sheet' : ' floating'}`}
        style={
          p.mobile
            ? { bottom: spot.offset }
            : spot.width > 0
              ? { bottom: spot.offset + 12, left: spot.center, maxWidth: spot.width - 24 }
              : { bottom: spot.offset + 12 }
        }
        onKeyDown={onKeyDown}
      >
        <span className="verse-actions-ref">{reference}</span>
        <div className="verse-actions-row">
          <button type="button" aria-label={`Ask about ${reference}`} onClick={p.onAsk}>
            Ask
          </button>
          <button type="button" onClick={copy}>
            Copy
          </button>
          <button type="button" onClick={share}>
            Share
          </button>
          <button type="button" onClick={() => setDialog('image')}>
            Share as image
          </button>
          <button type="button" aria-expanded={colours} onClick={() => setColours((c) => !c)}>
            Highlight
          </button>
          <button type="button" onClick={() => setDialog('note')}>
            {note ? 'Edit note' : 'Note'}
          </button>
          <button
            type="button"
            aria-pressed={bookmarked}
            onClick={() =>
              finish(() => actions.toggleBookmark(p.selected), bookmarked ? 'Bookmark removed' : 'Bookmarked')
            }
          >
            {bookmarked ? 'Bookmarked' : 'Bookmark'}
          </button>
          <button type="button" onClick={memorise}>
            Memorise
          </button>
          <button type="button" onClick={() => setDialog('compare')}>
            Compare
          </button>
          <button type="button" aria-label="Clear selection" onClick={p.onClear}>
            ×
          </button>
        </div>
        {colours && (
          <div className="verse-actions-row colours">
            {HIGHLIGHT_COLORS.map((c: HighlightColor) => (
              <button
                key={c}
                type="button"
                className={`swatch hl-${c}`}
                aria-label={`Highlight ${c}`}
                title={`Highlight ${c}`}
                onClick={() => finish(() => actions.highlight(p.selected, c), `Highlighted ${c}`)}
              />
            ))}
            <button
              type="button"
              onClick={() => finish(() => actions.highlight(p.selected, null), 'Highlight removed')}
            >
              Remove
            </button>
          </div>
        )}
        <p className="verse-actions-status" role="status">
          {status}
        </p>
      </div>
      {dialog === 'note' && (
        <NoteDialog
          reference={reference}
          initial={note?.text ?? ''}
          onSave={async (text) => {
            await actions.saveNote(note, note ? note.verses : p.selected, text);
            // The dialog closes now, in this task, so that its history entry and the selection's are
            // taken back in one step (lib/use-close-on-back.ts).
            flushSync(() => setDialog(null));
            p.onDone(text.trim() ? 'Note saved' : 'Note deleted');
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'image' && (
        <Suspense fallback={null}>
          <ShareImageDialog
            bibleId={p.bibleId}
            bookId={p.bookId}
            bookName={p.bookName}
            chapter={p.chapter}
            verses={p.selected}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {dialog === 'compare' && (
        <CompareDialog
          bookId={p.bookId}
          bookName={p.bookName}
          chapter={p.chapter}
          verses={p.selected}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
};

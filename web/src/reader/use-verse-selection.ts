import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatVerseParam, parseVerseParam, toggleVerse } from '../../../common/src/verse-selection.ts';
import { stepBack } from '../lib/use-close-on-back.ts';
import { type PlanMode, stepSelection } from './plan-mode.tsx';

/** Marks the history entry the selection added: Back from it clears the selection. */
const SELECTION = { verseSelection: true };
const isSelectionEntry = () =>
  Boolean((window.history.state as { usr?: { verseSelection?: unknown } } | null)?.usr?.verseSelection);

/**
 * The selected verses, kept in the address (`?verse=…`, so a shared link selects them too); in plan
 * mode, without a selection of the reader's own, the day's verses.
 *
 * The first verse tapped adds a history entry, and more taps change it in place, so Android's Back (and
 * the browser's) clears the selection and its sheet instead of leaving the chapter (issue 36). Cleared
 * any other way (×, a finished action, the last verse tapped off), that entry is taken back, so the next
 * Back leaves the chapter. A selection that came with the address (a shared link) has no entry of its
 * own: clearing it changes the address in place.
 */
export const useVerseSelection = (chapter: number, plan: PlanMode | undefined) => {
  const [search, setSearch] = useSearchParams();
  const verseParam = search.get('verse');
  const stepVerses = plan ? stepSelection(plan.step, chapter) : '';
  const selected = useMemo(() => parseVerseParam(verseParam ?? stepVerses), [verseParam, stepVerses]);
  const clear = useCallback(() => {
    if (isSelectionEntry()) return stepBack();
    setSearch(
      (p) => {
        p.delete('verse');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearch]);
  const toggle = useCallback(
    (verse: number) => {
      const now = new URLSearchParams(window.location.search).get('verse');
      const v = formatVerseParam(toggleVerse(parseVerseParam(now), verse));
      if (!v) return clear();
      const own = isSelectionEntry();
      setSearch(
        (p) => {
          p.set('verse', v);
          return p;
        },
        // A new selection gets its entry; one already in the address (its own, or a shared link's)
        // changes in place.
        now === null
          ? { state: SELECTION, preventScrollReset: true }
          : { replace: true, state: own ? SELECTION : undefined, preventScrollReset: true },
      );
    },
    [setSearch, clear],
  );
  return { verseParam, stepVerses, selected, clear, toggle };
};
export type VerseSelection = ReturnType<typeof useVerseSelection>;

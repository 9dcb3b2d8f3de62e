import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatVerseParam, parseVerseParam, toggleVerse } from '../../../common/src/verse-selection.ts';
import { type PlanMode, stepSelection } from './plan-mode.tsx';

/**
 * The selected verses, kept in the address (`?verse=…`, so a shared link selects them too); in plan
 * mode, without a selection of the reader's own, the day's verses.
 */
export const useVerseSelection = (chapter: number, plan: PlanMode | undefined) => {
  const [search, setSearch] = useSearchParams();
  const verseParam = search.get('verse');
  const stepVerses = plan ? stepSelection(plan.step, chapter) : '';
  const selected = useMemo(() => parseVerseParam(verseParam ?? stepVerses), [verseParam, stepVerses]);
  const clear = useCallback(
    () =>
      setSearch(
        (p) => {
          p.delete('verse');
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
  const toggle = useCallback(
    (verse: number) =>
      setSearch(
        (p) => {
          const v = formatVerseParam(toggleVerse(parseVerseParam(p.get('verse')), verse));
          if (v) p.set('verse', v);
          else p.delete('verse');
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearch],
  );
  return { verseParam, stepVerses, selected, clear, toggle };
};
export type VerseSelection = ReturnType<typeof useVerseSelection>;

import { useMemo } from 'react';
import type { Translation as Bible } from '../../../common/src/contracts/bible.ts';
import { parallelHtml } from './parallel.ts';

/** The chapter markup to show: the first translation's, or both merged into verse rows (issue 18). */
export const useParallelHtml = (
  first: string | undefined,
  second: string | undefined,
  firstLabel: string,
  secondBible: Bible | undefined,
): string =>
  useMemo(() => {
    if (!first) return '';
    if (!second || !secondBible) return first;
    return parallelHtml(
      { html: first, label: firstLabel },
      { html: second, label: secondBible.abbreviation, lang: secondBible.language },
    );
  }, [first, second, firstLabel, secondBible]);

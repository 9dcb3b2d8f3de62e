import './word-study.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { ApiError } from '../../api/client.ts';
import { errorMessage } from '../../api/error-message.ts';
import { chapterWordsQuery } from '../../api/word-study-queries.ts';
import { useWordDialog } from './use-word-dialog.tsx';
import { applyMarks, clearMarks, MARK, markAt, markButtons } from './word-marks.ts';

/** Why a chapter's words cannot be studied, in plain words. */
export const wordsProblem = (error: Error): string =>
  error instanceof ApiError && error.code === ErrorCode.noWordTags
    ? 'This translation has no Strong’s numbers. Word study works in the King James Version and the World English Bible.'
    : errorMessage(error);

/**
 * Word study over the chapter's own text (issue 32), loaded only when it is turned on: the words that
 * carry Strong's numbers are marked, and a tap, or Enter on a focused word, opens its study. The words
 * are one tab stop, the arrow keys moving between them.
 */
export const WordStudyLayer = ({
  root,
  bibleId,
  bookId,
  chapter,
}: {
  root: HTMLElement;
  bibleId: string;
  bookId: string;
  chapter: number;
}) => {
  const words = useQuery(chapterWordsQuery(bibleId, bookId, chapter));
  const verses = words.data?.verses;
  const { open, dialog } = useWordDialog({
    bibleId,
    bookId,
    chapter,
    verses,
    anchorOf: (verse, index) =>
      root.querySelector<HTMLElement>(`.${MARK}[data-w="${verse}:${index}"][role="button"]`),
  });

  useLayoutEffect(() => {
    if (!verses) return;
    applyMarks(root, verses);
    root.classList.add('word-study');
    return () => {
      clearMarks(root);
      root.classList.remove('word-study');
    };
  }, [root, verses]);

  useEffect(() => {
    const markOf = (t: EventTarget | null) =>
      t instanceof Element ? t.closest<HTMLElement>(`.${MARK}`) : null;
    const openMark = (mark: HTMLElement) => {
      const at = markAt(mark);
      if (!at) return;
      // Roving focus: the word opened is the words' tab stop from now on.
      for (const el of markButtons(root)) el.tabIndex = -1;
      const button = root.querySelector<HTMLElement>(
        `.${MARK}[data-w="${at.verse}:${at.index}"][role="button"]`,
      );
      if (button) button.tabIndex = 0;
      open(at.verse, at.index);
    };
    // Native listeners on the article run before React's (at the root): a word is not a verse tap.
    const onClick = (e: MouseEvent) => {
      const mark = markOf(e.target);
      if (!mark || window.getSelection()?.toString()) return;
      e.stopPropagation();
      openMark(mark);
    };
    const onKey = (e: KeyboardEvent) => {
      const mark = markOf(e.target);
      if (!mark) return;
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        e.stopPropagation();
        openMark(mark);
        return;
      }
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
      if (!step) return;
      e.preventDefault();
      e.stopPropagation();
      const all = markButtons(root);
      const next = all[Math.min(all.length - 1, Math.max(0, all.indexOf(mark) + step))];
      if (!next) return;
      mark.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKey);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKey);
    };
  }, [root, open]);

  return (
    <>
      {words.isError && (
        <p className="status ws-problem" role="status">
          {wordsProblem(words.error)}
        </p>
      )}
      {dialog}
    </>
  );
};

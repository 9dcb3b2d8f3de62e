import { type ReactNode, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { bookById } from '../../../../common/src/books.ts';
import type { VerseWords } from '../../../../common/src/contracts/word-study.ts';
import { useCloseOnBack } from '../../lib/use-close-on-back.ts';
import { WordDialog } from './word-dialog.tsx';

/**
 * The word dialog of a chapter's words, shared by the marked text and the interlinear: which word is
 * open, stepping to another (the view finds its element), closing (focus back on the word), and "Ask
 * about this word" (the verse selected and the question put in the address: the reader's chat asks it).
 */
export const useWordDialog = ({
  bibleId,
  bookId,
  chapter,
  verses,
  anchorOf,
}: {
  bibleId: string;
  bookId: string;
  chapter: number;
  verses: readonly VerseWords[] | undefined;
  anchorOf(verse: number, index: number): HTMLElement | null;
}): { open(verse: number, index: number): void; dialog: ReactNode } => {
  const [at, setAt] = useState<{ verse: number; index: number } | null>(null);
  const [, setSearch] = useSearchParams();
  const open = useCallback((verse: number, index: number) => setAt({ verse, index }), []);
  // Back closes the word's sheet (issue 36), as its × does; "All occurrences" replaces its entry.
  const closeRef = useRef(() => setAt(null));
  useCloseOnBack(at !== null, () => closeRef.current());
  const verse = at ? verses?.find((v) => v.verse === at.verse) : undefined;
  if (!at || !verse) return { open, dialog: null };
  const anchor = anchorOf(at.verse, at.index);
  const close = () => {
    setAt(null);
    anchor?.focus({ preventScroll: true });
  };
  closeRef.current = close;
  // In the body, not the chapter: the chapter's label and text styles are not the dialog's.
  const dialog = createPortal(
    <WordDialog
      bibleId={bibleId}
      place={`${bookById(bookId)?.name ?? bookId} ${chapter}`}
      at={{ verse, index: at.index, anchor }}
      onMove={(index) => {
        setAt({ verse: at.verse, index });
        anchorOf(at.verse, index)?.scrollIntoView({ block: 'nearest' });
      }}
      onClose={close}
      onAsk={(question, v) => {
        setAt(null);
        setSearch(
          (p) => {
            p.set('verse', String(v));
            p.delete('chatId');
            p.set('question', question);
            return p;
          },
          { replace: true, preventScrollReset: true },
        );
      }}
    />,
    document.body,
  );
  return { open, dialog };
};

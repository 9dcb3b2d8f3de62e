import { useQuery } from '@tanstack/react-query';
import { Dialog, ToggleGroup } from 'radix-ui';
import { useState } from 'react';
import { FIRST_NT_BOOK } from '../../../common/src/books.ts';
import type { Book } from '../../../common/src/contracts/bible.ts';
import { tocQuery } from '../api/bible-queries.ts';
import { MEDIA } from '../lib/layout.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { ChevronLeft, CloseIcon } from '../shell/icons.tsx';

type Filter = 'all' | 'ot' | 'nt';

interface Props {
  bibleId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(bookId: string, chapter: number): void;
}

const BookGrid = ({ books, onPick, wide }: { books: Book[]; onPick(b: Book): void; wide: boolean }) => (
  <ul className={`book-grid${wide ? '' : ' narrow'}`}>
    {books.map((b) => (
      <li key={b.id}>
        <button type="button" onClick={() => onPick(b)} aria-label={b.name} title={b.name}>
          {b.id}
        </button>
      </li>
    ))}
  </ul>
);

/** Spec §2 Bible navigator: books (All / OT / NT), then the chosen book's chapters. */
export const Navigator = ({ bibleId, open, onOpenChange, onChoose }: Props) => {
  const toc = useQuery({ ...tocQuery(bibleId), enabled: open });
  const [filter, setFilter] = useState<Filter>('all');
  const [book, setBook] = useState<Book | null>(null);
  const small = useMediaQuery(MEDIA.mobile);
  const desktop = useMediaQuery(MEDIA.desktop);
  const books = toc.data ?? [];
  const ntStart = books.findIndex((b) => b.id === FIRST_NT_BOOK);
  const ot = ntStart < 0 ? books : books.slice(0, ntStart);
  const nt = ntStart < 0 ? [] : books.slice(ntStart);

  const change = (o: boolean) => {
    if (!o) setBook(null);
    onOpenChange(o);
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="navigator" aria-describedby={undefined}>
          <header className="navigator-header">
            {book ? (
              <button type="button" className="icon-button" onClick={() => setBook(null)} aria-label="Back">
                <ChevronLeft />
              </button>
            ) : (
              <span />
            )}
            <Dialog.Title>{book ? book.name : 'Select a Book'}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </header>
          {toc.isPending && <p className="muted">Loading...</p>}
          {toc.isError && <p className="error-text">Error: {toc.error.message}</p>}
          {toc.isSuccess && !book && (
            <>
              <ToggleGroup.Root
                type="single"
                className="segmented"
                value={filter}
                aria-label="Testament"
                onValueChange={(v) => v && setFilter(v as Filter)}
              >
                <ToggleGroup.Item value="all">All</ToggleGroup.Item>
                <ToggleGroup.Item value="ot" aria-label="Old Testament">
                  {small ? 'OT' : 'Old Testament'}
                </ToggleGroup.Item>
                <ToggleGroup.Item value="nt" aria-label="New Testament">
                  {small ? 'NT' : 'New Testament'}
                </ToggleGroup.Item>
              </ToggleGroup.Root>
              <div className="navigator-body">
                {filter === 'all' ? (
                  <>
                    <h3>Old Testament</h3>
                    <BookGrid books={ot} onPick={setBook} wide />
                    <h3>New Testament</h3>
                    <BookGrid books={nt} onPick={setBook} wide />
                  </>
                ) : (
                  <BookGrid books={filter === 'ot' ? ot : nt} onPick={setBook} wide={desktop} />
                )}
              </div>
            </>
          )}
          {book && (
            <div className="navigator-body">
              <ul className="chapter-grid" aria-label={`${book.name} chapters`}>
                {Array.from({ length: book.chapter_count }, (_, i) => i + 1).map((c) => (
                  <li key={c}>
                    <button
                      type="button"
                      aria-label={`${book.name} ${c}`}
                      onClick={() => {
                        change(false);
                        onChoose(book.id, c);
                      }}
                    >
                      {c}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

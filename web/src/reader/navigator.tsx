import { useQuery } from '@tanstack/react-query';
import { Dialog, ToggleGroup } from 'radix-ui';
import { useMemo, useState } from 'react';
import type { Book } from '../../../common/src/contracts/bible.ts';
import { tocQuery } from '../api/bible-queries.ts';
import { errorMessage } from '../api/error-message.ts';
import { MEDIA } from '../lib/layout.ts';
import { useCloseOnBack } from '../lib/use-close-on-back.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { ChevronLeft, CloseIcon } from '../ui/icons.tsx';
import { filterBooks, parseBookQuery } from './book-filter.ts';
import { readingHistory } from './reading-position.ts';

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
        <button type="button" onClick={() => onPick(b)} aria-label={b.name}>
          <span className="book-name">{b.name}</span>
          <span className="book-code" aria-hidden="true">
            {b.id}
          </span>
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
  const [typed, setTyped] = useState('');
  const small = useMediaQuery(MEDIA.mobile);
  const desktop = useMediaQuery(MEDIA.desktop);
  const books = toc.data ?? [];
  const ot = books.filter((b) => b.testament === 'OT');
  // The deuterocanon gets its own section after the Old Testament, only where the translation has it.
  const dc = books.filter((b) => b.testament === 'DC');
  const nt = books.filter((b) => b.testament === 'NT');

  const change = (o: boolean) => {
    if (!o) {
      setBook(null);
      setTyped('');
    }
    onOpenChange(o);
  };
  // Back closes it (issue 36); a chapter chosen takes its entry's place (reader-tools.tsx).
  useCloseOnBack(open, () => change(false));
  const matches = useMemo(() => (typed.trim() ? filterBooks(books, typed) : []), [books, typed]);
  // Recent first (issue 18): the chapters last read in this translation, newest first.
  const recent = useMemo(() => {
    if (!open) return { chapters: [] as { book: Book; chapter: number }[] };
    const byId = new Map(books.map((b) => [b.id, b]));
    return {
      chapters: readingHistory()
        .filter((p) => p.bibleId === bibleId)
        .slice(0, 8)
        .flatMap((p) => {
          const b = byId.get(p.bookId);
          return b ? [{ book: b, chapter: p.chapter }] : [];
        }),
    };
  }, [open, books, bibleId]);
  const go = (b: Book, c: number) => {
    change(false);
    onChoose(b.id, c);
  };
  // Enter takes the first match, and the chapter typed after it ("1 jo 2") when there is one.
  const submitFilter = () => {
    const first = matches[0];
    if (!first) return;
    const { chapter } = parseBookQuery(typed);
    if (chapter && chapter >= 1 && chapter <= first.chapter_count) go(first, chapter);
    else setBook(first);
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
          {toc.isError && <p className="error-text">Error: {errorMessage(toc.error)}</p>}
          {toc.isSuccess && !book && (
            <>
              <input
                type="search"
                className="book-filter"
                aria-label="Filter books"
                placeholder="Type a book, e.g. 1 jo"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    submitFilter();
                  }
                }}
                autoComplete="off"
                enterKeyHint="go"
              />
              {typed.trim() ? (
                <div className="navigator-body">
                  {matches.length ? (
                    <BookGrid books={matches} onPick={setBook} wide={desktop} />
                  ) : (
                    <p className="muted">No book matches “{typed.trim()}”.</p>
                  )}
                </div>
              ) : (
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
                    {recent.chapters.length > 0 && (
                      <>
                        <h3>Recent</h3>
                        <ul className="recent-chapters">
                          {recent.chapters.map(({ book: b, chapter: c }) => (
                            <li key={`${b.id}/${c}`}>
                              <button type="button" onClick={() => go(b, c)}>
                                {b.name} {c}
                              </button>
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                    {filter === 'all' ? (
                      <>
                        <h3>Old Testament</h3>
                        <BookGrid books={ot} onPick={setBook} wide />
                        {dc.length > 0 && (
                          <>
                            <h3>Deuterocanon / Apocrypha</h3>
                            <BookGrid books={dc} onPick={setBook} wide />
                          </>
                        )}
                        <h3>New Testament</h3>
                        <BookGrid books={nt} onPick={setBook} wide />
                      </>
                    ) : (
                      <BookGrid books={filter === 'ot' ? ot : nt} onPick={setBook} wide={desktop} />
                    )}
                  </div>
                </>
              )}
            </>
          )}
          {book && (
            <div className="navigator-body">
              <ul className="chapter-grid" aria-label={`${book.name} chapters`}>
                {Array.from({ length: book.chapter_count }, (_, i) => i + 1).map((c) => (
                  <li key={c}>
                    <button type="button" aria-label={`${book.name} ${c}`} onClick={() => go(book, c)}>
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

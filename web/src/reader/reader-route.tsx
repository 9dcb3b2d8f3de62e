import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { bookById } from '../../../common/src/books.ts';
import { chapterAnnotationsQuery } from '../api/annotation-queries.ts';
import { useCloseOnBack } from '../lib/use-close-on-back.ts';
import { useBibleId } from '../settings/use-bible-id.ts';
import { passageProblem } from './passage-problem.tsx';
import type { PlanMode } from './plan-mode.tsx';
import { ReaderLayout } from './reader-layout.tsx';
import { ReaderMain } from './reader-main.tsx';
import { useChapterData } from './use-chapter-data.ts';
import { useChapterMoves } from './use-chapter-moves.ts';
import { useReaderChrome } from './use-reader-chrome.ts';
import { useRecordReading } from './use-record-reading.ts';
import { useStudyPanel } from './use-study-panel.ts';
import { useVerseSelection } from './use-verse-selection.ts';
import { useVerseInReach } from './verse-in-reach.tsx';

/** /read/{bookId}/{chapter}?verse=…: the chapter, its selection, and the ways to move on. */
export const Component = () => {
  const params = useParams();
  return <ReaderPage bookId={(params.bookId ?? '').toUpperCase()} chapter={Number(params.chapter)} />;
};

/**
 * The reader, for a chapter or (with `plan`) for the current day of a Sermon Study: then the step's
 * verses are highlighted, the arrows move by day, and the chat opens with the step's suggestions.
 * Each concern is a hook of its own; they are called in this order, and their effects run in it.
 */
export const ReaderPage = ({
  bookId,
  chapter,
  plan,
}: {
  bookId: string;
  chapter: number;
  plan?: PlanMode;
}) => {
  const { search, state: navState } = useLocation();
  const [bibleId, setBibleId] = useBibleId();
  const chrome = useReaderChrome();
  const data = useChapterData(bibleId, bookId, chapter);
  const { books, chapterQ } = data;
  const loaded = chapterQ.isSuccess;
  const moves = useChapterMoves({ bibleId, books, bookId, chapter, plan, loaded });
  const selection = useVerseSelection(chapter, plan);
  const { selected } = selection;
  const annotations = useQuery({
    ...chapterAnnotationsQuery(bibleId, bookId, chapter),
    enabled: loaded,
  }).data;
  const { mobile } = chrome;
  const panel = useStudyPanel({ bibleId, bookId, chapter, selected, plan, mobile, loaded });
  // Back closes the phone's study drawer and the text settings, not the chapter (issue 36).
  useCloseOnBack(panel.open && mobile, () => {
    panel.setOpen(false);
    plan?.onChatClosed();
  });
  useCloseOnBack(chrome.settingsOpen, () => chrome.setSettingsOpen(false));

  // Continue reading (home, the menu's history) comes back to the same place on the page.
  const resumeY = (navState as { resumeY?: unknown } | null)?.resumeY;
  // Set by passage-problem.tsx when the address asked for a chapter past the book's end; kept here for
  // the chapter it landed on, as the address's state goes with the next replace (the chat's ?chatId=).
  const arrivedNote = (navState as { rangeNote?: unknown } | null)?.rangeNote;
  const [rangeNote, setRangeNote] = useState<{ at: string; text: string }>();
  useEffect(() => {
    if (typeof arrivedNote === 'string') setRangeNote({ at: `${bookId}/${chapter}`, text: arrivedNote });
  }, [arrivedNote, bookId, chapter]);
  useRecordReading(
    bibleId,
    bookId,
    chapter,
    loaded && !plan,
    typeof resumeY === 'number' ? resumeY : undefined,
  );
  // A selection that arrives with the address (a shared link) or a plan's day is scrolled into view once
  // the text is in, and again above the drawer when it opens on a phone; otherwise ScrollRestoration
  // (app shell) has already put a new chapter at its top.
  useVerseInReach({
    // Also once the table of contents is in: a chapter seeded from the server's page is there before it,
    // and the verse to scroll to is the app's own, once that page is gone (prerendered.ts).
    ready: loaded && !data.toc.isPending,
    passageKey: `${bibleId}/${bookId}/${chapter}/${selection.stepVerses}`,
    first: selected[0],
    panelShown: panel.shown,
    mobile,
  });

  const problem = passageProblem({ ...data, bibleId, bookId, chapter, search, onChooseBible: setBibleId });
  if (problem) return problem;
  const bookName = books.find((b) => b.id === bookId)?.name ?? bookById(bookId)?.name ?? bookId;
  // A selection made here (or in a shared link) shows the verse actions; a plan's day alone does not.
  const showActions = loaded && Boolean(selection.verseParam) && selected.length > 0;
  const shared = { bibleId, bookId, chapter, plan, chrome, data, panel };
  return (
    <ReaderLayout
      {...shared}
      title={`${bookName} ${chapter}`}
      moves={moves}
      selected={selected}
      selecting={showActions}
    >
      <ReaderMain
        {...shared}
        bookName={bookName}
        selection={selection}
        annotations={annotations}
        showActions={showActions}
        rangeNote={rangeNote?.at === `${bookId}/${chapter}` ? rangeNote.text : undefined}
      />
    </ReaderLayout>
  );
};

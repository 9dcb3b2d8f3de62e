import { lazy, Suspense, useState } from 'react';
import type { Annotation } from '../../../common/src/contracts/annotations.ts';
import { ChapterNotOffline } from '../api/stored-chapter.ts';
import { CareCard } from '../care/care-card.tsx';
import { ChapterOffline } from '../offline/chapter-offline.tsx';
import { useWordStudy } from '../settings/text-settings.ts';
import { ChapterView } from './chapter-view.tsx';
import { type PlanMode, StepCard } from './plan-mode.tsx';
import type { ChapterData } from './use-chapter-data.ts';
import type { ReaderChrome } from './use-reader-chrome.ts';
import type { StudyPanelState } from './use-study-panel.ts';
import type { VerseSelection } from './use-verse-selection.ts';

// The interlinear (issue 32) loads only when chosen.
const Interlinear = lazy(async () => ({
  default: (await import('./word-study/interlinear.tsx')).Interlinear,
}));

const VerseActions = lazy(async () => ({
  default: (await import('../annotations/verse-actions.tsx')).VerseActions,
}));

/**
 * The reader's column: the support card when a question calls for it, the day's step in plan mode, the
 * chapter (or why it is not there) and, over a selection, the verse actions.
 */
export const ReaderMain = ({
  bibleId,
  bookId,
  bookName,
  chapter,
  plan,
  chrome,
  data,
  selection,
  annotations,
  showActions,
  panel,
  rangeNote,
}: {
  bibleId: string;
  bookId: string;
  bookName: string;
  chapter: number;
  plan: PlanMode | undefined;
  chrome: ReaderChrome;
  data: ChapterData;
  selection: VerseSelection;
  annotations: Annotation[] | undefined;
  showActions: boolean;
  panel: StudyPanelState;
  /** Why this chapter shows instead of the one asked for ("John has 21 chapters…"). */
  rangeNote?: string | undefined;
}) => {
  const { selected } = selection;
  const { toc, chapterQ, parallel, parallelOn } = data;
  const [wordStudy] = useWordStudy();
  // Word study reads one translation's words: beside a parallel translation the text stays plain.
  const studying = wordStudy !== 'off' && !parallelOn;
  // What the last highlight, note or bookmark did, said once the selection has cleared; a new selection
  // (the action bar back in view) takes its place.
  const [notice, setNotice] = useState('');
  return (
    <main className="reader-main">
      {/* A question that suggests the reader may be in danger: the card above the passage (issue 29). */}
      {panel.care && <CareCard care={panel.care} id="care-reader" />}
      {(toc.isPending || chapterQ.isPending) && (
        <p className="status">{plan ? 'Reading the Scriptures...' : 'Loading chapter...'}</p>
      )}
      {plan && <StepCard step={plan.step} total={plan.total} openedDays={plan.openedDays} />}
      {rangeNote && (
        <p className="status range-note" role="status">
          {rangeNote}
        </p>
      )}
      {chapterQ.isError &&
        (chapterQ.error instanceof ChapterNotOffline ? (
          <ChapterOffline bibleId={bibleId} onOnline={() => void chapterQ.refetch()} />
        ) : (
          <p className="status error-text">Failed to load chapter. Please try again.</p>
        ))}
      {chapterQ.isSuccess && studying && wordStudy === 'interlinear' && (
        <Suspense fallback={<p className="status">Loading the original words…</p>}>
          <Interlinear
            key={`${bibleId}/${bookId}/${chapter}`}
            bibleId={bibleId}
            bookId={bookId}
            chapter={chapter}
            passage={`${bookId}.${chapter}`}
            selected={selected}
            onToggleVerse={selection.toggle}
          />
        </Suspense>
      )}
      {chapterQ.isSuccess && !(studying && wordStudy === 'interlinear') && (
        <ChapterView
          key={`${bibleId}/${bookId}/${chapter}/${parallelOn ? parallel?.id : ''}`}
          html={data.html}
          bibleId={bibleId}
          passage={`${bookId}.${chapter}`}
          selected={selected}
          annotations={annotations}
          onToggleVerse={selection.toggle}
          wordStudy={studying ? { bookId, chapter } : undefined}
        />
      )}
      {showActions && (
        <Suspense fallback={null}>
          <VerseActions
            bibleId={bibleId}
            abbreviation={data.current?.abbreviation ?? ''}
            bookId={bookId}
            bookName={bookName}
            chapter={chapter}
            selected={selected}
            annotations={annotations ?? []}
            mobile={chrome.mobile}
            onAsk={() => panel.openPanel('chat')}
            onClear={selection.clear}
            onDone={(message) => {
              setNotice(message);
              selection.clear();
            }}
          />
        </Suspense>
      )}
      <p className="reader-notice" role="status">
        {showActions ? '' : notice}
      </p>
      <div ref={chrome.setEndMarker} className="end-of-chapter" aria-hidden="true" />
    </main>
  );
};

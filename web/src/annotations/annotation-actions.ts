import type { QueryClient } from '@tanstack/react-query';
import type { Annotation, HighlightColor } from '../../../common/src/contracts/annotations.ts';
import { createAnnotation, deleteAnnotation, updateAnnotation } from '../api/annotation-queries.ts';

export interface Place {
  bibleId: string;
  bookId: string;
  chapter: number;
}

const overlaps = (a: Annotation, verses: readonly number[]) => a.verses.some((v) => verses.includes(v));

/**
 * Takes `verses` out of every annotation of `kind` that covers them: the annotation keeps its other
 * verses, or goes when none are left. So recolouring or removing part of a highlight never touches the rest.
 */
const carveOut = async (existing: Annotation[], kind: Annotation['kind'], verses: readonly number[]) => {
  for (const a of existing.filter((x) => x.kind === kind && overlaps(x, verses))) {
    const rest = a.verses.filter((v) => !verses.includes(v));
    if (rest.length) await updateAnnotation(a.id, { verses: rest });
    else await deleteAnnotation(a.id);
  }
};

/** The reader's annotation changes; each refreshes every cached list of annotations afterwards. */
export const annotationActions = (qc: QueryClient, place: Place, existing: Annotation[]) => {
  const at = { bible_id: place.bibleId, book_id: place.bookId, chapter: place.chapter };
  const done = () => qc.invalidateQueries({ queryKey: ['annotations'] });
  return {
    highlight: async (verses: readonly number[], color: HighlightColor | null) => {
      await carveOut(existing, 'highlight', verses);
      if (color) await createAnnotation({ ...at, kind: 'highlight', verses: [...verses], color });
      await done();
    },
    toggleBookmark: async (verses: readonly number[]) => {
      const marked = existing.filter((a) => a.kind === 'bookmark' && overlaps(a, verses));
      if (marked.length) for (const a of marked) await deleteAnnotation(a.id);
      else await createAnnotation({ ...at, kind: 'bookmark', verses: [...verses] });
      await done();
    },
    saveNote: async (note: Annotation | undefined, verses: readonly number[], text: string) => {
      if (!text.trim()) {
        if (note) await deleteAnnotation(note.id);
      } else if (note) await updateAnnotation(note.id, { text });
      else await createAnnotation({ ...at, kind: 'note', verses: [...verses], text });
      await done();
    },
  };
};

/** The note on the selection: the first note that covers any selected verse. */
export const noteFor = (existing: Annotation[], verses: readonly number[]) =>
  existing.find((a) => a.kind === 'note' && overlaps(a, verses));

export const isBookmarked = (existing: Annotation[], verses: readonly number[]) =>
  existing.some((a) => a.kind === 'bookmark' && overlaps(a, verses));

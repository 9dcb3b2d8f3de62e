import { readFileSync } from 'node:fs';
import type { SermonAnalysis, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { analyzeTranscript } from '../analysis/analyze.ts';
import { versesIn } from '../analysis/canon.ts';
import { transcriptToParagraphs } from '../analysis/transcript.ts';
import type { StudySources } from './sources.ts';

// What the study generator's tests start from, written once: the fixture sermons analysed offline as
// the analysis job would, passages by their numbers, and library sources faked with the library's shape.

/** A transcript of test/fixtures/sermons/. */
export const sermonText = (name: string) =>
  readFileSync(new URL(`../../../../../test/fixtures/sermons/${name}`, import.meta.url), 'utf8');

/** A sermon passage from its book, chapter and verses. */
export const passage = (
  book_id: string,
  chapter: number,
  start_verse: number,
  end_verse: number,
): SermonPassage => ({
  reference: `${book_id} ${chapter}:${start_verse}-${end_verse}`,
  book_id,
  chapter,
  start_verse,
  end_verse,
});

/** The offline analysis of a fixture transcript, and its paragraphs as the sermon stores them. */
export const analysedSermon = async (
  file: string,
  title: string,
): Promise<{ analysis: SermonAnalysis; transcript: string }> => {
  const paragraphs = transcriptToParagraphs(sermonText(file));
  return { analysis: await analyzeTranscript({ paragraphs, title }), transcript: paragraphs.join('\n\n') };
};

/**
 * Library sources faked with the library's shape: the canon's verse counts, a few cross-references of
 * the True Vine's chapter (John 15) and one for any other; `sources` replaces any of them.
 */
export const fakeSources = (
  sources: Partial<StudySources> & Pick<StudySources, 'topicPassages' | 'commentary'>,
): StudySources => ({
  versesIn: async (_bible, book, chapter) => versesIn(book, chapter),
  crossReferences: async (x) =>
    x.book_id === 'JHN' && x.chapter === 15
      ? [passage('GAL', 5, 22, 23), passage('1JN', 4, 13, 16), passage('PSA', 1, 1, 3)]
      : [passage('ISA', 27, 2, 6)],
  ...sources,
});

import { readFileSync } from 'node:fs';
import type {
  ReadingLength,
  SermonAnalysis,
  SermonPassage,
  StudyFocus,
} from '../../../../../common/src/contracts/sermons.ts';
import { parseReferences } from '../../../../../common/src/references.ts';
import { analyzeTranscript } from '../analysis/analyze.ts';
import { versesIn } from '../analysis/canon.ts';
import { transcriptToParagraphs } from '../analysis/transcript.ts';
import type { StudyConfig } from './generate.ts';
import type { ChapterStructure } from './shape.ts';
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

/** A document of the evaluation set, eval/sermons/ (Spurgeon's Treasury of David): manuscript or captions. */
export const evalText = (name: string) =>
  readFileSync(new URL(`../../../../../eval/sermons/${name}`, import.meta.url), 'utf8');

/** The offline analysis of a transcript, and its paragraphs as the sermon stores them. */
export const analysedText = async (
  raw: string,
  title: string,
): Promise<{ analysis: SermonAnalysis; transcript: string }> => {
  const paragraphs = transcriptToParagraphs(raw);
  return { analysis: await analyzeTranscript({ paragraphs, title }), transcript: paragraphs.join('\n\n') };
};

/** The offline analysis of a fixture transcript, and its paragraphs as the sermon stores them. */
export const analysedSermon = (file: string, title: string) => analysedText(sermonText(file), title);

// Words a title may not end on: a title that does is a phrase cut in the middle ("…the first principles of").
const DANGLING =
  /\b(?:of|the|and|to|a|an|in|on|for|with|by|from|at|as|or|but|nor|that|which|who|whose|whom|his|her|its|their|our|my|your|thy|is|are|was|were|be|unto|upon|into|than|if|so|not|shall|will)$/i;
// Housekeeping the preacher says about the service or the page, never the message.
const HOUSEKEEPING =
  /^(?:\W*\w+\W+){0,3}(?:turn|open|come|go|flip|look)(?: back| down| over)?(?: with me)?(?: in your bibles?)? (?:to|at) (?:verse|chapter|page|the (?:next|first|last|text|book|passage|gospel|epistle|psalm)|(?:[1-3] ?)?[a-z]+ (?:chapter|\d))\b|\b(?:turn|open) (?:with me )?(?:in )?your bibles?\b|\bkeep (?:your|the) bibles? open\b|\bbow (?:your|our) heads\b|\blet us pray\b|\bgood morning\b/i;

/**
 * What a pastor would not publish in a study day (issue 30): a title cut mid-phrase or made of
 * housekeeping, an insight that opens on housekeeping, a question built on either, a stray fragment of
 * markup or joined words. Empty when the day is fine.
 */
export const dayFaults = (d: { name: string; insight: string; question: string }): string[] => {
  const faults: string[] = [];
  const title = d.name.replace(/[“”"‘’.,;:!?…)\s]+$/, '');
  if (DANGLING.test(title)) faults.push(`title cut mid-phrase: ${d.name}`);
  if (HOUSEKEEPING.test(d.name)) faults.push(`title is housekeeping: ${d.name}`);
  if (HOUSEKEEPING.test(d.insight.slice(0, 200)))
    faults.push(`insight opens on housekeeping: ${d.insight.slice(0, 120)}`);
  for (const q of d.question.match(/[“"][^”"]*[”"]/g) ?? [])
    if (HOUSEKEEPING.test(q.slice(1, -1))) faults.push(`question quotes housekeeping: ${d.question}`);
  for (const [what, text] of [
    ['title', d.name],
    ['insight', d.insight],
    ['question', d.question],
  ] as const) {
    if (/<\/?[a-z][^>]*>|&[a-z]+;/i.test(text)) faults.push(`${what} holds markup: ${text.slice(0, 120)}`);
    const twice = /\b(\w+) \1\b/i.exec(text)?.[1];
    if (twice && !/^(?:that|had|is)$/i.test(twice))
      faults.push(`${what} repeats a word: ${text.slice(0, 160)}`);
    // Joined words, empty quotes, or the writer's own sentence run on from a cut one ("…paradise of It is…").
    if (
      /[a-z][.!?][A-Z]|\s[.,;:]\S|“\s*”|\(\s*\)|\b[a-z]+[,;]? (?:It is where|The sermon (?:built|turned)|Keep in mind|Read as Baptists|In a believers'|As Matthew Henry|Matthew Henry (?:notes|comments))/.test(
        text,
      )
    )
      faults.push(`${what} is garbled: ${text.slice(0, 160)}`);
  }
  return faults;
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

/**
 * The WEB's paragraph marks and Matthew Henry's sections of the chapters the test sermons use, as the
 * server reads them (library-sources.ts), taken from the imported data.
 */
export const STRUCTURE = JSON.parse(sermonText('web-structure.json')) as Record<string, ChapterStructure>;

/**
 * fakeSources with the chapters' real structure and commentary by section, as Matthew Henry's: every
 * verse of a section answers the same paragraph, `commentaryOf` naming its range.
 */
export const structuredSources = (
  topicPassages: StudySources['topicPassages'],
  commentaryOf: (range: string) => string,
): StudySources =>
  fakeSources({
    topicPassages,
    commentary: async (x) => {
      const s = STRUCTURE[`${x.book_id}.${x.chapter}`]?.sections.find(
        (r) => r.start <= x.start_verse && x.start_verse <= r.end,
      );
      return s ? commentaryOf(`${x.book_id} ${x.chapter}:${s.start}-${s.end}`) : null;
    },
    structure: async (_b, book, chapter) => STRUCTURE[`${book}.${chapter}`] ?? { breaks: [], sections: [] },
  });

/** A day's first sentence (its closing quote kept). */
export const openingSentence = (insight: string) =>
  (insight.match(/^.*?[.!?](?:["”’)])?(?=\s|$)/)?.[0] ?? insight).trim();

/** A title that is a bare reference: fewer than two words left once its references are taken out. */
export const bareTitle = (title: string) => {
  let rest = title;
  for (const r of parseReferences(title)) rest = rest.replace(title.slice(r.indices[0], r.indices[1]), ' ');
  return (rest.match(/[a-z]+/gi) ?? []).length < 2;
};

/** Every study configuration the pastor's form offers (focus × length × days), for one transcript. */
export const everyConfig = (transcript: string): [string, StudyConfig][] =>
  (['sermon_only', 'balanced', 'deeper_study'] as StudyFocus[]).flatMap((study_focus) =>
    (['short', 'medium', 'chapter'] as ReadingLength[]).flatMap((reading_length) =>
      [5, 7, 10].map((passage_count): [string, StudyConfig] => [
        `${study_focus} ${reading_length} ×${passage_count}`,
        {
          passage_count,
          reading_length,
          study_focus,
          bible_id: 'eng-web',
          theology: 'baptist',
          theme: 'Perseverance',
          transcript,
        },
      ]),
    ),
  );

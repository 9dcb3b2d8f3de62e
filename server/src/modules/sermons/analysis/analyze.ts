import type { SermonAnalysis } from '../../../../../common/src/contracts/sermons.ts';
import { transcriptWords } from '../../../lib/text/tokenise.ts';
import { classify } from './classify.ts';
import { notEnglish } from './language.ts';
import { citedPassages, findMainText } from './main-text.ts';
import { buildNotes } from './notes.ts';
import { extractCitations } from './passages.ts';
import { buildQuestions } from './questions.ts';
import {
  buildOutline,
  findApplications,
  findBigIdea,
  findIllustrations,
  keySentences,
  passageNear,
} from './sections.ts';
import { sentenceUnits } from './sentences.ts';
import { textRank } from './textrank.ts';
import { findThemes } from './themes.ts';

export interface AnalysisInput {
  /** Paragraphs of the transcript (see transcript.ts). */
  paragraphs: string[];
  /** The video's or publisher's title, when there is one. */
  title?: string | null;
  /** The chapter the transcript's verse headings quote, looked up by the job (sermons.expounded.ts). */
  expounded?: { bookId: string; chapter: number } | null;
}

export interface PipelineContext {
  signal?: AbortSignal;
  progress?: (
    step: 'reading' | 'finding_passages' | 'outlining' | 'writing_notes',
    share: number,
  ) => void | Promise<void>;
}

/**
 * The offline, deterministic analysis: the same transcript always gives the same analysis, and every
 * sentence in it is the preacher's own.
 */
export const analyzeTranscript = async (
  input: AnalysisInput,
  ctx: PipelineContext = {},
): Promise<SermonAnalysis> => {
  const check = () => ctx.signal?.throwIfAborted();
  await ctx.progress?.('reading', 0.1);
  const units = sentenceUnits(input.paragraphs);
  const sentences = units.map((u) => u.text);
  const speech = sentences.join(' ');
  const wordCount = transcriptWords(speech).length;
  check();
  // Issue 30: a transcript in another language is told so, not read as English that cites nothing.
  const foreign = notEnglish(speech);
  if (foreign) return foreignAnalysis(input, foreign.detail, wordCount);
  await ctx.progress?.('finding_passages', 0.3);
  const citations = extractCitations(sentences, input.title, input.expounded);
  const verdict = classify(input.paragraphs, wordCount, citations.length);
  const passages = citedPassages(citations, sentences);
  const mainText = findMainText(citations, sentences.length);
  check();
  await ctx.progress?.('outlining', 0.6);
  const rank = textRank(sentences);
  const keys = keySentences(units, rank, 8);
  const summarySentences = keySentences(units, rank, 4, { summary: true });
  const themes = findThemes(speech);
  const outline = verdict.isSermon ? buildOutline(units, rank, citations) : [];
  const illustrations = verdict.isSermon ? findIllustrations(units, rank) : [];
  const applications = verdict.isSermon ? findApplications(units, rank) : [];
  const bigIdea = verdict.isSermon ? findBigIdea(units, rank) : '';
  check();
  await ctx.progress?.('writing_notes', 0.85);
  const title =
    input.title?.trim() ||
    (mainText ? `${themes[0] ? `${themes[0]}: ` : ''}${mainText.reference}` : 'Sermon');
  const base = {
    is_sermon: verdict.isSermon,
    reason: verdict.reason,
    title,
    summary: summarySentences.join(' '),
    big_idea: bigIdea,
    main_text: mainText,
    passages,
    key_sentences: keys,
    outline,
    themes,
    illustrations,
    applications: applications.map((a) => a.text),
    discussion_questions: verdict.isSermon
      ? buildQuestions(
          mainText,
          bigIdea,
          outline,
          applications.map((a) => ({ text: a.text, passage: passageNear(citations, a.index) })),
        )
      : [],
    engine: 'offline',
    word_count: wordCount,
  };
  return { ...base, content: verdict.isSermon ? buildNotes(base) : '' };
};

/**
 * Not analysed: the honest answer for a transcript in another language, naming it (also the model's
 * analysis's, which never sends such a transcript to the model).
 */
export const foreignAnalysis = (input: AnalysisInput, reason: string, wordCount: number): SermonAnalysis => ({
  is_sermon: false,
  reason,
  title: input.title?.trim() || 'Sermon',
  summary: '',
  big_idea: '',
  main_text: null,
  passages: [],
  key_sentences: [],
  outline: [],
  themes: [],
  illustrations: [],
  applications: [],
  discussion_questions: [],
  content: '',
  engine: 'offline',
  word_count: wordCount,
});

import { speechStem, stem } from './stem.ts';
import { transcriptWords, wordsWithContractions } from './tokenise.ts';
import { wordList } from './word-lists.ts';

const STUDY = wordList('study-engine');
const SPEECH = wordList('sermon-speech');

/** The study engine's content words of a text: lower-cased, longer than two letters, stop words removed. */
export const contentWords = (text: string): string[] =>
  wordsWithContractions(text).filter((w) => w.length > 2 && !STUDY.has(w));

/** Distinct stems of a text's content words (the study engine's terms). */
export const termsOf = (text: string): Set<string> => new Set(contentWords(text).map(stem));

/** Sermon analysis's content words of a transcript sentence, stemmed for spoken English. */
export const transcriptStems = (text: string): string[] =>
  transcriptWords(text)
    .filter((w) => w.length > 2 && !SPEECH.has(w))
    .map(speechStem);

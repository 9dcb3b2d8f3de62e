import { describe, expect, it } from 'vitest';
import { phraseForm, transcriptWords, words, wordsWithContractions } from './tokenise.ts';

const text = "Don't fear, O Israel: Jesus' words — the LORD's 2 hands.";

describe('the tokenisers', () => {
  it('words: runs of letters, lower case, apostrophes split', () => {
    expect(words(text)).toEqual([
      'don',
      't',
      'fear',
      'o',
      'israel',
      'jesus',
      'words',
      'the',
      'lord',
      's',
      'hands',
    ]);
    expect(words('')).toEqual([]);
  });

  it('wordsWithContractions: one inner apostrophe kept, a closing one dropped', () => {
    expect(wordsWithContractions(text)).toEqual([
      "don't",
      'fear',
      'o',
      'israel',
      'jesus',
      'words',
      'the',
      "lord's",
      'hands',
    ]);
  });

  it('transcriptWords: every apostrophe after the first letter kept', () => {
    expect(transcriptWords(text)).toEqual([
      "don't",
      'fear',
      'o',
      'israel',
      "jesus'",
      'words',
      'the',
      "lord's",
      'hands',
    ]);
  });

  it('phraseForm finds a phrase on word boundaries whatever its case and punctuation', () => {
    expect(phraseForm('Be still, and KNOW')).toBe(' be still and know ');
    expect(phraseForm('Be still, and know that I am God').includes(phraseForm('still and know'))).toBe(true);
    expect(phraseForm('Be stilled').includes(phraseForm('be still'))).toBe(false);
  });
});

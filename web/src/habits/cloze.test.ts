import { describe, expect, it } from 'vitest';
import { clozeOf, hideWord, levelForReps, recallScore } from './cloze.ts';

const VERSE = 'I have hidden your word in my heart, that I might not sin against you.';

describe('memory verse practice', () => {
  it('hides words step by step: a few to their first letter, then all, then blanks', () => {
    const shown = (level: Parameters<typeof clozeOf>[1]) =>
      clozeOf(VERSE, level)
        .map((w) => w.shown)
        .join(' ');
    expect(shown('full')).toBe(VERSE);
    expect(shown('some')).toBe('I h___ hidden your w___ in my h____, that I m____ not sin a______ you.');
    expect(shown('letters')).toBe('I h___ h_____ y___ w___ i_ m_ h____, t___ I m____ n__ s__ a______ y__.');
    expect(shown('blanks')).toBe('_ ____ ______ ____ ____ __ __ _____, ____ _ _____ ___ ___ _______ ___.');
  });

  it('keeps punctuation and curly apostrophes around a hidden word', () => {
    expect(hideWord('“Don’t', 'letter')).toBe('“D____');
    expect(hideWord('—', 'blank')).toBe('—');
  });

  it('hides more as the verse is better known', () => {
    expect([0, 1, 2, 5].map(levelForReps)).toEqual(['full', 'some', 'letters', 'blanks']);
  });

  it('scores what was typed in order, forgiving case and punctuation', () => {
    expect(recallScore(VERSE.toUpperCase().replace(/[,.]/g, ''), VERSE)).toEqual({ matched: 15, total: 15 });
    expect(recallScore('I have hidden your word in my heart', VERSE)).toEqual({ matched: 8, total: 15 });
    expect(recallScore('heart my in', VERSE).matched).toBe(1);
    expect(recallScore('', VERSE).matched).toBe(0);
  });
});

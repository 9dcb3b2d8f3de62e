import { describe, expect, it } from 'vitest';
import { rankByQuestion, sentences, stem, termsOf } from './relevance.ts';
import { intentOf } from './study-engine.answer.ts';

describe('study engine text helps', () => {
  it('reads what a question asks for', () => {
    expect(intentOf('What does the Greek word agape mean?')).toBe('word');
    expect(intentOf('Where else does the Bible talk about this?')).toBe('related');
    expect(intentOf('How can I apply this to my life today?')).toBe('apply');
    expect(intentOf('Who was Nicodemus?')).toBe('explain');
  });

  it('ranks sentences by the question’s rarer words', () => {
    const text =
      'Here is the love of God. The serpent was lifted up in the wilderness; so must the Son of man be lifted up. Faith looks to Christ.';
    const ranked = rankByQuestion(sentences(text), (s) => s, termsOf('Why was the serpent lifted up?'));
    const best = [...ranked].sort((a, b) => b.score - a.score)[0];
    expect(best?.item).toMatch(/^The serpent was lifted up/);
  });

  it('meets word forms at one stem', () => {
    expect(new Set(['loved', 'loveth', 'loves', 'love'].map(stem)).size).toBe(1);
  });
});

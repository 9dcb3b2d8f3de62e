import { describe, expect, it } from 'vitest';
import { expoundedChapter, headingQuotes, quotes } from './quoted-verses.ts';

describe('headingQuotes', () => {
  it('reads the words after each written heading, and after a spoken one in captions', () => {
    const written = headingQuotes(
      "Verse 4. The LORD is in his holy temple, the LORD's throne is in heaven. A note.\n\nVerses 5, 6. The LORD trieth the righteous and the wicked, and him that loveth violence.",
    );
    expect(written.map((q) => q.verse)).toEqual([4, 5]);
    expect(written[0]?.words.slice(0, 3)).toEqual(['holy', 'temple', 'throne']);
    const spoken = headingQuotes(
      'and so it ends verse twelve i will praise thee with my whole heart among the people',
    );
    expect(spoken.map((q) => q.verse)).toEqual([12]);
  });

  it('passes over a heading that quotes nothing ("Verse 3 says so")', () => {
    expect(headingQuotes('As Verse 3 says so. Then the end.')).toEqual([]);
  });
});

describe('quotes', () => {
  it('needs most of the quoted words in the verse, and three at least', () => {
    const q = { verse: 1, words: ['blessed', 'man', 'walketh', 'counsel', 'ungodly'] };
    expect(quotes(q, 'Blessed is the man that walketh not in the counsel of the ungodly')).toBe(true);
    expect(quotes(q, 'Blessed is the man whose strength is in thee')).toBe(false);
  });
});

describe('expoundedChapter', () => {
  const a = { bookId: 'PSA', chapter: 78 };
  const b = { bookId: 'PSA', chapter: 106 };
  it('is the chapter two headings or more quote, when no other comes near', () => {
    expect(expoundedChapter([[a], [a], [a, b], []])).toEqual(a);
  });
  it('is nothing on one heading alone, or where the headings disagree', () => {
    expect(expoundedChapter([[a]])).toBeUndefined();
    expect(expoundedChapter([[a], [b], [a], [b]])).toBeUndefined();
  });
});

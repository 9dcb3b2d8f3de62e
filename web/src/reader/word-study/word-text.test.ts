import { describe, expect, it } from 'vitest';
import { askQuestion, bookBars, definitionParts, groupsOf, renderingsLine, stepWord } from './word-text.ts';

describe('definitionParts', () => {
  it('links the numbers the entry cites and leaves the rest as text', () => {
    expect(definitionParts('from G5384; while G25 is wider (H99999)', ['G5384', 'G25'])).toEqual([
      { text: 'from ' },
      { strongs: 'G5384' },
      { text: '; while ' },
      { strongs: 'G25' },
      { text: ' is wider (H99999)' },
    ]);
  });
  it('reads a number with leading zeros as the entry without them', () => {
    expect(definitionParts('see G0026', ['G26'])).toEqual([{ text: 'see ' }, { strongs: 'G26' }]);
  });
});

describe('renderingsLine', () => {
  it('names the most frequent renderings with their counts and how many more there are', () => {
    const r = [
      { text: 'love', count: 116 },
      { text: 'beloved', count: 7 },
      { text: 'loves', count: 3 },
    ];
    expect(renderingsLine(r, 2)).toBe('Rendered love ×116, beloved ×7 and 1 other way');
    expect(renderingsLine(r)).toBe('Rendered love ×116, beloved ×7, loves ×3');
    expect(renderingsLine([])).toBe('');
  });
});

describe('bookBars', () => {
  it('keeps the books with most occurrences, their bars relative to the largest', () => {
    const bars = bookBars(
      [
        { book_id: 'MAT', count: 5 },
        { book_id: 'MRK', count: 1 },
        { book_id: 'JHN', count: 10 },
      ],
      2,
    );
    expect(bars).toEqual([
      { bookId: 'JHN', name: 'John', count: 10, share: 1 },
      { bookId: 'MAT', name: 'Matthew', count: 5, share: 0.5 },
    ]);
  });
});

describe('askQuestion', () => {
  it('names the word, its original and its number (the assistant looks the number up)', () => {
    expect(
      askQuestion(
        { text: 'love', strongs: ['G5368'] },
        'G5368',
        { lemma: 'φιλέω', transliteration: 'philéō' },
        'John 21:17',
      ),
    ).toBe('What does “love” (Greek philéō, Strong’s G5368) mean in John 21:17, and where else is it used?');
  });
});

describe('stepWord', () => {
  const words = [
    { text: 'He', strongs: ['G846'] },
    { text: ' said ', strongs: [] },
    { text: 'love', strongs: ['G25'] },
  ];
  it('moves between tagged words, skipping the text between them, and stops at the ends', () => {
    expect(stepWord(words, 0, 1)).toBe(2);
    expect(stepWord(words, 2, -1)).toBe(0);
    expect(stepWord(words, 2, 1)).toBeUndefined();
  });
});

describe('groupsOf', () => {
  it('keeps punctuation with the word before it and untagged words as columns of their own', () => {
    const groups = groupsOf([
      { text: 'In the ', strongs: [] },
      { text: 'beginning', strongs: ['H7225'] },
      { text: ' ', strongs: [] },
      { text: 'God', strongs: ['H430'] },
      { text: '.', strongs: [] },
    ]);
    expect(groups.map((g) => [g.index, g.text])).toEqual([
      [0, 'In the '],
      [1, 'beginning '],
      [3, 'God.'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { composeAnswer } from './study-engine.answer.ts';
import { isParallel, parallelQuery } from './study-engine.parallels.ts';

const MARK_10_45 =
  'For the Son of Man also came not to be served, but to serve, and to give his life as a ransom for many.';
const MATTHEW_20_28 =
  'even as the Son of Man came not to be served, but to serve, and to give his life as a ransom for many.';
const JOHN_10_11 = 'I am the good shepherd. The good shepherd lays down his life for the sheep.';

describe('passages worded like the selected verses', () => {
  it('searches any of the selected verses’ telling words', () => {
    const q = parallelQuery(MARK_10_45);
    expect(q?.split(' or ')).toEqual(expect.arrayContaining(['ransom', 'served', 'serve', 'life', 'many']));
    expect(q).not.toMatch(/\bcame\b|\bthe\b/);
    expect(parallelQuery('Jesus wept.')).toBeUndefined();
  });

  it('knows a parallel account by the words it shares, and a verse on a like subject is not one', () => {
    expect(isParallel(MARK_10_45, MATTHEW_20_28)).toBe(true);
    expect(isParallel(MARK_10_45, JOHN_10_11)).toBe(false);
    expect(isParallel('Jesus wept.', 'Jesus wept.')).toBe(false);
  });

  it('an answer cites the parallel account first, and never a search hit that is not one', () => {
    const answer = composeAnswer(
      { bookId: 'MRK', chapter: 10, verses: [45], question: 'Why did the Son of Man come?' },
      {
        get_passage: [{ verses: [{ verse: 45, text: MARK_10_45 }], footnotes: [] }],
        search_parallels: [
          {
            verses: [
              { reference: 'John 10:11', link: '/read/JHN/10?verse=11', text: JOHN_10_11 },
              { reference: 'Matthew 20:28', link: '/read/MAT/20?verse=28', text: MATTHEW_20_28 },
              { reference: 'Mark 10:45', link: '/read/MRK/10?verse=45', text: MARK_10_45 },
            ],
          },
        ],
      },
    );
    expect(answer).toContain('- [Matthew 20:28](/read/MAT/20?verse=28): even as the Son of Man came');
    expect(answer).not.toContain('JHN/10');
  });
});

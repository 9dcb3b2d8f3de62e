import { describe, expect, it } from 'vitest';
import { termsOf } from '../../lib/text/content-words.ts';
import { commentaryReferences } from './study-engine.commentary-refs.ts';

const HENRY = [
  {
    text: 'The heart is deceitful above all things, Jer 17:9. Being born again is a great change wrought in the heart by the Holy Spirit; we must be born of the Spirit, Tit 3:5; 1Pe 1:23. Christ is our peace, Eph 2:14. The same Son of God is our high priest, He 4:14. See Joh 3:3.',
  },
];
const selected = { bookId: 'JHN', chapter: 3, verses: [3] };

describe('the passages the commentary on the selected verses cites', () => {
  it('lists those in the sentences that bear on the question first, Henry’s abbreviations read', () => {
    const refs = commentaryReferences(HENRY, termsOf('What does it mean to be born again?'), selected);
    expect(refs.slice(0, 2).map((r) => `${r.book} ${r.chapter}:${r.start_verse}`)).toEqual([
      'TIT 3:5',
      '1PE 1:23',
    ]);
    expect(refs[0]?.score).toBeGreaterThan(0);
    // The rest follow in the commentary's order, with no bearing on the question.
    expect(refs.slice(2).map((r) => [r.book, r.score])).toEqual([
      ['JER', 0],
      ['EPH', 0],
    ]);
  });

  it('leaves out the selected verses, reads "He" as Hebrews and keeps to the limit', () => {
    const all = commentaryReferences(HENRY, termsOf('Who is our high priest?'), selected, 10);
    expect(all.map((r) => r.book)).toContain('HEB');
    expect(all.some((r) => r.book === 'JHN' && r.chapter === 3 && r.start_verse === 3)).toBe(false);
    expect(commentaryReferences(HENRY, termsOf('born again'), selected, 1)).toHaveLength(1);
  });

  it('cuts a long span to its first verses and never cites the deuterocanon for a canonical passage', () => {
    const refs = commentaryReferences(
      [{ text: 'Read Ps 119:1-40 and Sir 30:1, of children.' }],
      termsOf('children'),
      { bookId: 'PRO', chapter: 22, verses: [6] },
    );
    expect(refs).toEqual([
      { book: 'PSA', chapter: 119, start_verse: 1, end_verse: 4, score: expect.any(Number) },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { BOOKS } from '../../../common/src/books.ts';
import { fromOrd, occurrenceOf } from './stored-words.ts';

describe('offline occurrences', () => {
  it('reads a verse ord as the importer writes it (book index × 1,000,000 + chapter × 1,000 + verse)', () => {
    const john = BOOKS.findIndex((b) => b.id === 'JHN');
    expect(fromOrd(john * 1_000_000 + 21_015)).toEqual({ bookId: 'JHN', chapter: 21, verse: 15 });
  });

  it('builds an occurrence as the server does: the text, and the marked words escaped', () => {
    const words = [
      { text: 'Yea, Lord; ', strongs: [] },
      { text: 'love', strongs: ['G5368'] },
      { text: ' <thee> & ', strongs: [] },
      { text: 'love', strongs: ['G5368', 'G25'] },
    ];
    const o = occurrenceOf({ bookId: 'JHN', chapter: 21, verse: 15 }, words, 'G5368');
    expect(o.text).toBe('Yea, Lord; love <thee> & love');
    expect(o.highlight).toBe('Yea, Lord; <mark>love</mark> &lt;thee&gt; &amp; <mark>love</mark>');
    expect(o.title).toBeUndefined();
    const titled = occurrenceOf({ bookId: 'PSA', chapter: 3, verse: 1 }, words, 'H1', [
      { text: 'A Psalm', strongs: ['H1'] },
    ]);
    expect(titled.title).toEqual([{ text: 'A Psalm', strongs: ['H1'] }]);
  });
});

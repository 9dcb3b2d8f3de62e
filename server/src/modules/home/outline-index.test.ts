import { describe, expect, it } from 'vitest';
import { createOutlineIndex } from './outline-index.ts';

describe('outline index', () => {
  it('lets a rare word outweigh common ones', () => {
    const find = createOutlineIndex([
      { book_id: 'JHN', chapter: 3, text: "Christ's discourse with Nicodemus." },
      { book_id: 'ACT', chapter: 18, text: 'He visits Jerusalem.' },
      { book_id: 'MAT', chapter: 1, text: 'The genealogy of Jesus.' },
      { book_id: 'MAT', chapter: 3, text: 'The baptism of Jesus.' },
      { book_id: 'JHN', chapter: 19, text: 'The burial of Jesus.' },
    ]);
    const hits = find(['nicodemus', 'visits', 'jesus', 'night']);
    expect(hits[0]).toMatchObject({ book_id: 'JHN', chapter: 3 });
    expect(hits.map((h) => `${h.book_id} ${h.chapter}`)).toContain('ACT 18');
    expect(find(['zebra'])).toEqual([]);
  });
});

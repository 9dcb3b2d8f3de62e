import { describe, expect, it } from 'vitest';
import { createCommentaryIndex } from './commentary-index.ts';

const sections = [
  {
    book_id: 'JON',
    chapter: 1,
    text: 'Jonah is sent to Nineveh, but flees to Tarshish in a ship from the presence of the Lord.',
  },
  { book_id: 'JON', chapter: 2, text: 'Jonah prays in the belly of the fish, and is delivered.' },
  {
    book_id: 'ACT',
    chapter: 27,
    text: 'Paul sails for Rome; the ship is caught in a storm and wrecked, and all escape to land.',
  },
  {
    book_id: 'ACT',
    chapter: 27,
    text: 'The soldiers would kill the prisoners; the centurion keeps them from it.',
  },
  { book_id: 'JOB', chapter: 1, text: 'Job loses all he has, yet he sins not, nor charges God foolishly.' },
];

describe('commentary index', () => {
  const index = createCommentaryIndex(sections);

  it('ranks chapters by the commentary section that best tells of the question', () => {
    const hits = index(['prophet', 'ran', 'away', 'god', 'ship', 'flee']);
    expect(hits.map((h) => `${h.book_id} ${h.chapter}`)).toEqual(['JON 1', 'ACT 27']);
    expect(hits[0]?.score).toBeGreaterThan(hits[1]?.score ?? 0);
  });

  it('scores a chapter by its best section, once', () => {
    const hits = index(['ship', 'prisoners']);
    expect(hits.filter((h) => h.book_id === 'ACT')).toHaveLength(1);
  });

  it('matches words in their forms and finds nothing for words it lacks', () => {
    expect(index(['losing', 'charged'])[0]).toMatchObject({ book_id: 'JOB', chapter: 1 });
    expect(index(['zzkq'])).toEqual([]);
    expect(index(['the', 'and'])).toEqual([]);
  });
});

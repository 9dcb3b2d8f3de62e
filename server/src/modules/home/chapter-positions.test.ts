import { describe, expect, it } from 'vitest';
import { byPosition } from './chapter-positions.ts';
import { byReference } from './home.references.ts';

describe('a chapter named by its place', () => {
  it.each([
    ['the last psalm', 'PSA 150'],
    ['what is the first psalm?', 'PSA 1'],
    ['first chapter of the new testament', 'MAT 1'],
    ['last chapter of the old testament', 'MAL 4'],
    ['the very last chapter of the bible', 'REV 22'],
    ['the final chapter of mark', 'MRK 16'],
    ["the last chapter of john's gospel", 'JHN 21'],
    ['last chapter of 1 john', '1JN 5'],
    ['first chapter of james', 'JAS 1'],
    ['last book of the bible', 'REV 1'],
    ['the first gospel', 'MAT 1'],
  ])('%s → %s', (q, ref) => {
    const found = byPosition(q);
    expect(found && `${found.book} ${found.chapter}`).toBe(ref);
  });

  it('leaves phrases that name no chapter to the ranking', () => {
    for (const q of [
      'the last supper',
      'last days',
      'the last chapter of my life',
      'first love',
      'the last book i read',
    ])
      expect(byPosition(q), q).toBeNull();
  });

  it('opens the chapter as a reference does, with no question asked', () => {
    expect(byReference('the last psalm')).toEqual({ ask_question: false, book: 'PSA', chapter: 150 });
  });
});

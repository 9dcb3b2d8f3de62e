import { describe, expect, it } from 'vitest';
import { chapterBookName, passageLabel } from './passage-label.ts';

describe('passage labels (issue 30)', () => {
  it('one psalm, or verses within it, is "Psalm"; several psalms are "Psalms"', () => {
    expect(passageLabel({ bookId: 'PSA', chapter: 23, startVerse: 1, endChapter: 23, endVerse: 6 })).toBe(
      'Psalm 23:1-6',
    );
    expect(passageLabel({ bookId: 'PSA', chapter: 23, startVerse: 1, endVerse: 6 })).toBe('Psalm 23:1-6');
    expect(passageLabel({ bookId: 'PSA', chapter: 119, startVerse: 105, endVerse: 105 })).toBe(
      'Psalm 119:105',
    );
    expect(passageLabel({ bookId: 'PSA', chapter: 46 })).toBe('Psalm 46');
    expect(passageLabel({ bookId: 'PSA', chapter: 93, endChapter: 99 })).toBe('Psalms 93-99');
    expect(passageLabel({ bookId: 'PSA', chapter: 42, startVerse: 1, endChapter: 43, endVerse: 5 })).toBe(
      'Psalms 42:1-43:5',
    );
    expect(chapterBookName('PSA')).toBe('Psalm');
    expect(chapterBookName('psa', true)).toBe('Psalms');
  });

  it('other books by their names, within a chapter or across two', () => {
    expect(passageLabel({ bookId: 'JHN', chapter: 3, startVerse: 16, endChapter: 3, endVerse: 16 })).toBe(
      'John 3:16',
    );
    expect(passageLabel({ bookId: 'JHN', chapter: 3, startVerse: 14, endVerse: 18 })).toBe('John 3:14-18');
    expect(passageLabel({ bookId: 'ROM', chapter: 8, startVerse: 38, endChapter: 9, endVerse: 2 })).toBe(
      'Romans 8:38-9:2',
    );
    expect(passageLabel({ bookId: '1CO', chapter: 13 })).toBe('1 Corinthians 13');
    // The additional psalm of some Bibles is a book of its own name.
    expect(passageLabel({ bookId: 'PS2', chapter: 1, startVerse: 1, endVerse: 7 })).toBe('Psalm 151 1:1-7');
    expect(passageLabel({ bookId: 'XYZ', chapter: 1, startVerse: 2 })).toBe('XYZ 1:2');
  });
});

import { describe, expect, it } from 'vitest';
import { passageRefs, quoteVerses, verseListLabel, verseReference } from './verse-text.ts';

describe('verse text', () => {
  it('labels verse lists with ranges', () => {
    expect(verseListLabel([16])).toBe('16');
    expect(verseListLabel([18, 16, 17, 17, 20])).toBe('16–18, 20');
    expect(verseReference('John', 3, [16, 17])).toBe('John 3:16–17');
    expect(verseReference('Psalms', 23, [])).toBe('Psalms 23');
  });

  it('asks the passages call for contiguous ranges', () => {
    expect(passageRefs('JHN', 3, [16, 17, 19])).toBe('JHN.3.16-JHN.3.17;JHN.3.19');
    expect(passageRefs('JHN', 3, [])).toBe('');
  });

  it('quotes with the reference and translation, marking gaps', () => {
    expect(quoteVerses('John', 3, [{ verse: 16, text: 'For God so loved the world. ' }], 'WEB')).toBe(
      '“For God so loved the world.” — John 3:16 (WEB)',
    );
    expect(
      quoteVerses(
        'John',
        3,
        [
          { verse: 19, text: 'C' },
          { verse: 16, text: 'A' },
          { verse: 17, text: 'B' },
        ],
        'KJV',
      ),
    ).toBe('“A B … C” — John 3:16–17, 19 (KJV)');
  });
});

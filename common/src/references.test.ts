import { describe, expect, it } from 'vitest';
import { isBareReference, normaliseBookName, osisRefToRange, parseReference } from './references.ts';

describe('normaliseBookName', () => {
  it.each([
    ['1 Cor', '1CO'],
    ['I Corinthians', '1CO'],
    ['First Corinthians', '1CO'],
    ['1Co', '1CO'],
    ['Ps', 'PSA'],
    ['Psalm', 'PSA'],
    ['psalms', 'PSA'],
    ['Song of Songs', 'SNG'],
    ['Canticles', 'SNG'],
    ['Jn', 'JHN'],
    ['III John', '3JN'],
    ['Rev', 'REV'],
    ['Revelation of John', 'REV'],
    ['Tobit', 'TOB'],
    ['gen', 'GEN'],
  ])('%s -> %s', (input, id) => {
    expect(normaliseBookName(input)).toBe(id);
  });

  it('leaves unknown names unchanged', () => {
    expect(normaliseBookName('Hezekiah')).toBe('Hezekiah');
    expect(normaliseBookName('Book of Mormon')).toBe('Book of Mormon');
  });
});

describe('parseReference', () => {
  it('parses book, chapter and verses', () => {
    expect(parseReference('jn 3:16')).toMatchObject({
      book: 'JHN',
      chapter: 3,
      verses: { start: 16, end: 16 },
    });
    expect(parseReference('Phil 4:6-7')).toMatchObject({
      book: 'PHP',
      chapter: 4,
      verses: { start: 6, end: 7 },
    });
    expect(parseReference('rev 22:1-5')).toMatchObject({
      book: 'REV',
      chapter: 22,
      verses: { start: 1, end: 5 },
    });
    expect(parseReference('I Thess 4:13')).toMatchObject({
      book: '1TH',
      chapter: 4,
      verses: { start: 13, end: 13 },
    });
  });

  it('keeps chapter-only references verse-less', () => {
    const ref = parseReference('Psalm 23');
    expect(ref).toMatchObject({ book: 'PSA', chapter: 23 });
    expect(ref?.verses).toBeUndefined();
    expect(parseReference('Canticles 8')).toMatchObject({ book: 'SNG', chapter: 8 });
  });

  it('finds nothing in a question', () => {
    expect(parseReference('Where does Jesus feed the four thousand?')).toBeUndefined();
  });
});

describe('isBareReference', () => {
  it.each(['Psalm 23', 'jn 3:16', '1 Cor 13', 'Hebrews 12:1-3', 'Mk 16'])('%s is a bare reference', (q) => {
    expect(isBareReference(q)).toBe(true);
  });
  it.each(['What does John 3:16 mean?', 'The golden calf', ''])('%s is not', (q) => {
    expect(isBareReference(q)).toBe(false);
  });
});

describe('osisRefToRange', () => {
  it('converts OSIS refs to BOOK.C.V ranges', () => {
    expect(osisRefToRange('Exod.6.16-Exod.6.20')).toBe('EXO.6.16-EXO.6.20');
    expect(osisRefToRange('1Chr.24')).toBe('1CH.24');
    expect(osisRefToRange('Nope.1.1')).toBeUndefined();
  });
});

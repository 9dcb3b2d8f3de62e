import { describe, expect, it } from 'vitest';
import { isCloseParallel } from './study-engine.parallels.ts';
import { helpTies } from './study-engine.support.ts';

const selected = { bookId: 'JAS', chapter: 2, verses: [17] };

describe('study engine: what the helps tie to the selected verses', () => {
  const tied = helpTies(selected, {
    crossReferences: [{ from_verse: 17, target: 'GAL.5.6' }],
    relatedByTopic: [{ markdown: '[Hebrews 11:8-10](/read/HEB/11?verse=8-10)' }],
    commentary: [{ text: 'Faith works by love, Ga 5:6, and Abraham was justified by works, Ge 22:9-12.' }],
    headingPassages: [{ label: '[Romans 4](/read/ROM/4)' }],
  });

  it('ties the selected chapter, the notes, Nave’s passages and Henry’s citations, verse by verse', () => {
    expect(tied('[James 2:26](/read/JAS/2?verse=26)')).toBe(true);
    expect(tied('[Galatians 5:6](/read/GAL/5?verse=6)')).toBe(true);
    expect(tied('[Hebrews 11:9](/read/HEB/11?verse=9)')).toBe(true);
    expect(tied('[Genesis 22:10](/read/GEN/22?verse=10)')).toBe(true);
    expect(tied('[Romans 4:3](/read/ROM/4?verse=3)')).toBe(true);
  });

  it('does not tie another verse of a tied chapter, nor a chapter no help names', () => {
    expect(tied('[Hebrews 11:30](/read/HEB/11?verse=30)')).toBe(false);
    expect(tied('[Galatians 2:16](/read/GAL/2?verse=16)')).toBe(false);
    expect(tied('[Leviticus 11:32](/read/LEV/11?verse=32)')).toBe(false);
  });
});

describe('study engine: a parallel close enough to cite on its own', () => {
  const prayer = 'Pray like this: “Our Father in heaven, may your name be kept holy.';
  it('takes the same prayer in Luke', () => {
    expect(
      isCloseParallel(prayer, 'When you pray, say, ‘Our Father in heaven, may your name be kept holy.'),
    ).toBe(true);
  });
  it('does not take three words shared by chance', () => {
    expect(
      isCloseParallel(
        'Even so faith, if it has no works, is dead in itself.',
        'Anything they fall on when they are dead shall be unclean, even any vessel with which any work is done.',
      ),
    ).toBe(false);
  });
});

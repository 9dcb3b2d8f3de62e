import { describe, expect, it } from 'vitest';
import { echoedChapter, expoundedChapter, headingQuotes, quotes } from './quoted-verses.ts';

describe('headingQuotes', () => {
  it('reads the words after each written heading, and after a spoken one in captions', () => {
    const written = headingQuotes(
      "Verse 4. The LORD is in his holy temple, the LORD's throne is in heaven. A note.\n\nVerses 5, 6. The LORD trieth the righteous and the wicked, and him that loveth violence.",
    );
    expect(written.map((q) => q.verse)).toEqual([4, 5]);
    expect(written[0]?.words.slice(0, 3)).toEqual(['holy', 'temple', 'throne']);
    const spoken = headingQuotes(
      'and so it ends verse twelve i will praise thee with my whole heart among the people',
    );
    expect(spoken.map((q) => q.verse)).toEqual([12]);
  });

  it('reads a quotation a note heads itself with, in its quotation marks', () => {
    const notes = headingQuotes(
      'A note ends. —An Author. Verse 9. "The fear of the LORD is clean, enduring for ever." The fear here is the doctrine.',
    );
    expect(notes.map((q) => q.verse)).toEqual([9]);
    expect(notes[0]?.words).toEqual(['fear', 'clean', 'enduring', 'ever']);
  });

  it('passes over a heading that quotes nothing ("Verse 3 says so")', () => {
    expect(headingQuotes('As Verse 3 says so. Then the end.')).toEqual([]);
  });
});

describe('quotes', () => {
  it('needs most of the quoted words in the verse, and three at least', () => {
    const q = { verse: 1, words: ['blessed', 'man', 'walketh', 'counsel', 'ungodly'] };
    expect(quotes(q, 'Blessed is the man that walketh not in the counsel of the ungodly')).toBe(true);
    expect(quotes(q, 'Blessed is the man whose strength is in thee')).toBe(false);
  });

  it('reads only the first words of a caption heading, which runs on into the comment', () => {
    const spoken = headingQuotes(
      'verse twenty the lord rewarded me according to my righteousness viewing this psalm as prophetical of the messiah these strongly expressed claims',
    );
    expect(spoken).toHaveLength(1);
    const [q] = spoken;
    if (!q) throw new Error('no heading');
    expect(q.verse).toBe(20);
    const psalm18 =
      'The LORD rewarded me according to my righteousness; according to the cleanness of my hands hath he recompensed me.';
    expect(quotes(q, psalm18)).toBe(true);
    // A verse that shares one of those words only is not quoted.
    expect(
      quotes(q, 'He hath not dealt with us after our sins; nor rewarded us according to our iniquities.'),
    ).toBe(false);
  });
});

describe('expoundedChapter', () => {
  const a = { bookId: 'PSA', chapter: 78 };
  const b = { bookId: 'PSA', chapter: 106 };
  it('is the chapter two headings or more quote, when no other comes near', () => {
    expect(expoundedChapter([[a], [a], [a, b], []])).toEqual(a);
  });
  it('is nothing on one heading alone, or where the headings disagree', () => {
    expect(expoundedChapter([[a]])).toBeUndefined();
    expect(expoundedChapter([[a], [b], [a], [b]])).toBeUndefined();
  });
});

describe('echoedChapter', () => {
  const ps = { bookId: 'PSA', chapter: 32 };
  const sam = { bookId: '2SA', chapter: 12 };
  const psalm = new Map([
    [1, 'Blessed is he whose transgression is forgiven, whose sin is covered.'],
    [
      2,
      'Blessed is the man unto whom the LORD imputeth not iniquity, and in whose spirit there is no guile.',
    ],
  ]);
  const story = new Map([
    [1, 'And the LORD sent Nathan unto David. And he came unto him, and said unto him'],
    [2, 'The rich man had exceeding many flocks and herds'],
  ]);
  // Spoken notes: the quote runs on into the comment, and one word of the verse is all a heading holds.
  const headings = headingQuotes(
    'the title names nathan verse one transgression forgiven the word means verse one covered as a grave is verse two imputeth not the word of the counting house verse two guile no deceit',
    40,
    1,
  );
  it('is the chapter named in the text whose verses the headings echo', () => {
    expect(headings.map((h) => h.verse)).toEqual([1, 1, 2, 2]);
    expect(
      echoedChapter(headings, [
        { chapter: sam, verses: story },
        { chapter: ps, verses: psalm },
      ]),
    ).toEqual(ps);
  });
  it('is nothing when fewer than three headings echo it', () => {
    expect(echoedChapter(headings.slice(0, 2), [{ chapter: ps, verses: psalm }])).toBeUndefined();
  });
});

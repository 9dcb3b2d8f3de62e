import { describe, expect, it } from 'vitest';
import { indexTerms, normaliseWording } from '../../lib/text/wording.ts';
import { createVerseIndex } from './verse-index.ts';

const verses = [
  { book_id: 'PSA', chapter: 23, verse: 1, text: 'Yahweh is my shepherd: I shall lack nothing.' },
  { book_id: 'PSA', chapter: 23, verse: 1, text: 'The LORD is my shepherd; I shall not want.' },
  {
    book_id: 'EZK',
    chapter: 34,
    verse: 12,
    text: 'As a shepherd seeks out his flock, so will I seek out my sheep.',
  },
  {
    book_id: 'PHP',
    chapter: 4,
    verse: 13,
    text: 'I can do all things through Christ which strengtheneth me.',
  },
  {
    book_id: 'ACT',
    chapter: 1,
    verse: 8,
    text: 'But ye shall receive power, after that the Holy Ghost is come upon you.',
  },
  { book_id: 'REV', chapter: 22, verse: 21, text: `Glossary: ${'shepherd lord spirit power '.repeat(200)}` },
  { translation_id: 'web', book_id: '1TH', chapter: 5, verse: 17, text: 'Pray without ceasing.' },
  {
    translation_id: 'web',
    book_id: '1TH',
    chapter: 5,
    verse: 18,
    text: 'In everything give thanks, for this is the will of God in Christ Jesus toward you.',
  },
  {
    translation_id: 'web',
    book_id: 'COL',
    chapter: 1,
    verse: 3,
    text: 'We give thanks to God, praying always.',
  },
  ...['Elisha went up.', 'Elisha saw it.', 'Elisha took the mantle.'].map((text, i) => ({
    book_id: '2KI',
    chapter: 2,
    verse: 12 + i,
    text,
  })),
  { book_id: '2KI', chapter: 8, verse: 1, text: 'Elisha spoke to the woman.' },
  // The rest of a library, so that common words are common ("the", "of") and rare ones rare.
  ...Array.from({ length: 300 }, (_, i) => ({
    book_id: 'NUM',
    chapter: 1 + Math.floor(i / 50),
    verse: 1 + (i % 50),
    text: `The sons of Israel were numbered, ${i} of the tribe, and the camp moved on.`,
  })),
];

describe('indexTerms', () => {
  it('makes the KJV and modern forms of a word one term', () => {
    expect(indexTerms('thee thou ye')).toEqual(indexTerms('you you you'));
    expect(indexTerms('Yahweh Jehovah LORD')).toEqual(indexTerms('lord lord lord'));
    expect(indexTerms('Holy Ghost')).toEqual(indexTerms('holy spirit'));
    expect(indexTerms('strengtheneth')).toEqual(indexTerms('strengthens'));
  });

  it('spells out contractions, so the WEB\'s "Don\'t" meets the NIV\'s "Do not"', () => {
    expect(normaliseWording("Don't be afraid; I'm with you, we can't fail, it won't")).toBe(
      'do not be afraid; i am with you, we can not fail, it will not',
    );
    expect(indexTerms('Don’t be dismayed')).toEqual(indexTerms('do not be discouraged'));
  });

  it('makes modern and traditional words for one thing one term', () => {
    expect(indexTerms('do not worry about tomorrow')).toEqual(indexTerms("don't anxious about tomorrow"));
    expect(indexTerms('quick to listen')).toEqual(indexTerms('swift to hear'));
    expect(indexTerms('charity suffereth long')).toEqual(indexTerms('love suffers long'));
    expect(indexTerms('near to the brokenhearted')).toEqual(indexTerms('nigh unto the broken heart'));
  });
});

describe('createVerseIndex', () => {
  const find = createVerseIndex(verses);

  it('finds a quotation in the wording people know, from any translation', () => {
    expect(find('The Lord is my shepherd')[0]).toMatchObject({ book_id: 'PSA', chapter: 23 });
    expect(find('Yahweh is my shepherd')[0]).toMatchObject({ book_id: 'PSA', chapter: 23 });
    expect(find('I can do all things through Christ who strengthens me')[0]).toMatchObject({
      book_id: 'PHP',
      chapter: 4,
    });
    expect(find('you will receive power when the Holy Spirit comes on you')[0]).toMatchObject({
      book_id: 'ACT',
      chapter: 1,
    });
  });

  it('counts a word no verse holds against every verse: a question in modern words quotes nothing', () => {
    // "Is it ok to cremate?" shares only "is", "it" and "to" with any verse, once "ok" and "cremate" count.
    const asked = find('the Lord is my shepherd ok cremate').find((h) => h.book_id === 'PSA')?.score ?? 0;
    expect(asked).toBeLessThan(0.8);
    expect(find('the Lord is my shepherd')[0]?.score).toBeGreaterThan(0.9);
  });

  it('scores a whole quotation in order near 1 and a few shared words low', () => {
    expect(find('The LORD is my shepherd; I shall not want')[0]?.score).toBeGreaterThan(0.9);
    const loose = find('my sheep and the lord').find((h) => h.book_id === 'PSA');
    expect(loose?.score ?? 0).toBeLessThan(0.6);
  });

  it('leaves out a "verse" too long to be one (an import accident)', () => {
    expect(find('shepherd lord spirit power').some((h) => h.book_id === 'REV')).toBe(false);
  });

  it('finds a quotation that runs across two verses of one chapter', () => {
    const hits = find('Pray without ceasing, in everything give thanks');
    expect(hits[0]).toMatchObject({ book_id: '1TH', chapter: 5 });
    expect(hits[0]?.score).toBeGreaterThan(0.9);
  });

  it('ranks chapters by how many verses mention a subject', () => {
    expect(find.mentions('Elisha').map((h) => [h.book_id, h.chapter, h.score])).toEqual([
      ['2KI', 2, 3],
      ['2KI', 8, 1],
    ]);
    expect(find.mentions('Elisha mantle')).toEqual([{ book_id: '2KI', chapter: 2, score: 1 }]);
    expect(find.mentions('Zzkq')).toEqual([]);
  });

  it('counts a mention in a list of names for less than one in a story', () => {
    const index = createVerseIndex([
      ...[1, 2, 3].map((verse) => ({
        book_id: '1CH',
        chapter: 1,
        verse,
        text: 'The sons of Esau: Eliphaz, Reuel, Jeush, Jalam, and Korah.',
      })),
      ...[1, 2].map((verse) => ({
        book_id: 'GEN',
        chapter: 27,
        verse,
        text: 'Esau said to his father, bless me, even me also, my father.',
      })),
    ]);
    expect(index.mentions('Esau').map((h) => `${h.book_id} ${h.chapter}`)).toEqual(['GEN 27', '1CH 1']);
  });

  it("picks a person's chapter among namesakes' by what else the question says of them", () => {
    const index = createVerseIndex([
      { book_id: 'GEN', chapter: 34, verse: 25, text: 'Simeon and Levi took their swords.' },
      {
        book_id: 'GEN',
        chapter: 34,
        verse: 30,
        text: 'Jacob said to Simeon and Levi, you have troubled me.',
      },
      {
        book_id: 'LUK',
        chapter: 2,
        verse: 28,
        text: 'Simeon received the baby into his arms, and blessed God.',
      },
      { book_id: 'LUK', chapter: 2, verse: 29, text: 'Now you are releasing your servant in peace.' },
    ]);
    expect(index.mentions('Simeon')[0]).toMatchObject({ book_id: 'GEN', chapter: 34 });
    expect(index.mentions('Simeon', 'held baby')[0]).toMatchObject({ book_id: 'LUK', chapter: 2 });
  });

  it('knows the names of people and places: written with a capital wherever they stand in a sentence', () => {
    const named = createVerseIndex([
      { book_id: 'DAN', chapter: 6, verse: 16, text: 'Then the king commanded, and they brought Daniel.' },
      { book_id: 'DAN', chapter: 6, verse: 20, text: 'The king cried to Daniel. Fear not, he said.' },
      { book_id: 'MAT', chapter: 16, verse: 18, text: 'the gates of Hades will not prevail. He had gone.' },
      { book_id: 'REV', chapter: 1, verse: 18, text: 'I have the keys of Hades; I had been dead.' },
      { book_id: 'ISA', chapter: 41, verse: 10, text: 'Don’t you fear, for I am with you.' },
    ]);
    expect(named.nameTerms.has('daniel')).toBe(true);
    // "Fear" only starts a sentence; "Hades" and "had" are one term, and "had" is a common word.
    expect(named.nameTerms.has('fear')).toBe(false);
    expect(indexTerms('Hades')).toEqual(indexTerms('had'));
    expect(named.nameTerms.has(indexTerms('had')[0] ?? '')).toBe(false);
  });

  it('finds nothing for words no verse has', () => {
    expect(find('zzkq xxyv')).toEqual([]);
  });
});

describe('the verse a question opens at', () => {
  const heb = [5, 6].map((verse) => ({
    book_id: 'HEB',
    chapter: 11,
    verse,
    text:
      verse === 5
        ? 'By faith Enoch was taken away, for he has been testified that he had been well pleasing to God.'
        : 'Without faith it is impossible to be well pleasing to him, for he who comes to God must believe.',
  }));
  // Among other verses: a word in a quarter of all verses ranks nothing.
  const index = createVerseIndex([...verses, ...heb]);

  it('is the verse that holds more of a quotation running across two', () => {
    expect(index('Without faith it is impossible to please God')[0]).toMatchObject({ chapter: 11, verse: 6 });
  });

  it('holds every word of a name the question matched, and most of the weighted words', () => {
    expect(index.keyVerse('HEB', 11, [['faith pleasing', 1]])?.verse).toBe(5);
    expect(index.keyVerse('HEB', 11, [['faith pleasing', 1]], ['impossible'])?.verse).toBe(6);
    expect(index.keyVerse('HEB', 11, [['faith', 1]], ['lions'])).toBeUndefined();
  });
});

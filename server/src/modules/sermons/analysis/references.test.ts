import { describe, expect, it } from 'vitest';
import { extractCitations, formatReference } from './passages.ts';
import { normaliseSpokenReferences } from './spoken.ts';

const refs = (sentences: string[]) => extractCitations(sentences).map((c) => formatReference(c));

describe('spoken Scripture references', () => {
  it.each([
    ['Turn with me to John chapter fifteen, verse five.', 'Turn with me to John 15:5.'],
    ['first Corinthians thirteen', '1 Corinthians 13'],
    ['the eighth chapter of Romans', 'Romans 8'],
    ['Psalm one hundred and nineteen, verse one hundred and five', 'Psalm 119:105'],
    ['Isaiah fifty-three verses four to six', 'Isaiah 53:4-6'],
    ['the second letter to Timothy chapter three verse sixteen', 'the 2 Timothy 3:16'],
    ['John three sixteen', 'John 3:16'],
    ['the twenty-third Psalm', 'Psalm 23'],
    ["the first chapter of John's gospel", 'John 1'],
  ])('%s → %s', (spoken, written) => {
    expect(normaliseSpokenReferences(spoken)).toBe(written);
  });

  it('finds spoken and written references, verified against the canon', () => {
    expect(
      refs([
        'Turn with me to John chapter fifteen, verse five.',
        'Paul wrote in first Corinthians thirteen that love is patient.',
        'In the eighth chapter of Romans we read it.',
        'Jesus said in Mark 4:39, peace be still.',
        'John 35:4 does not exist and neither does Jude 9:1.',
      ]),
    ).toEqual(['John 15:5', '1 Corinthians 13', 'Romans 8', 'Mark 4:39']);
  });

  it('does not read ordinary words as books ("it is one thing", "Mark my words", Job alone)', () => {
    expect(
      refs([
        'It is one thing to hear and another to do.',
        'Mark my words, Acts of kindness matter.',
        'Job was patient for 40 years.',
      ]),
    ).toEqual([]);
  });

  it('reads a bare "verse 7" in the chapter just cited, else in the sermon\'s own text', () => {
    expect(
      refs([
        'Our text is John 15:1-8.',
        'Look at John 15:5.',
        'Now look at verse seven with me, and verses nine through eleven.',
        'Paul says in Philippians 4:13 that he can do all things.',
        'Something else entirely.',
        'Something more.',
        'Back in our text, verse two says he prunes.',
        'And Philippians 4:13 again, and verse 19 there.',
      ]),
    ).toEqual([
      'John 15:1-8',
      'John 15:5',
      'John 15:7',
      'John 15:9-11',
      'Philippians 4:13',
      'John 15:2',
      'Philippians 4:13',
      'Philippians 4:19',
    ]);
  });

  it('clips a range past the end of a chapter and drops verses that do not exist', () => {
    expect(refs(['Read Romans 8:30-45 tonight.', 'And Psalm 117:5.'])).toEqual(['Romans 8:30-39']);
  });
});

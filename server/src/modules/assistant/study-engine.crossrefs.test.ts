import { describe, expect, it } from 'vitest';
import { stem } from '../../lib/text/stem.ts';
import { composeAnswer } from './study-engine.answer.ts';
import { crossRefScore, rankCrossReferences } from './study-engine.crossrefs.ts';

const root = (w: string) => stem(stem(w));
const focus = (...words: string[]) => new Set(words.map(root));

const NOTES = [
  {
    from_verse: 9,
    target: 'DEU.30.14',
    text: 'But the word is very near to you, in your mouth, and in your heart.',
  },
  {
    from_verse: 9,
    target: 'MAT.10.32',
    text: 'Everyone therefore who confesses me before men, him I will also confess.',
  },
  {
    from_verse: 9,
    target: 'ACT.16.31',
    text: 'They said, “Believe in the Lord Jesus Christ, and you will be saved.”',
  },
];

describe('cross-references ranked by the question', () => {
  it('scores a target by the question’s terms it shares, and more for the asked phrase', () => {
    expect(crossRefScore(NOTES[2] ?? NOTES[0]!, focus('saved', 'person'))).toBe(1);
    expect(crossRefScore(NOTES[0]!, focus('saved'))).toBe(0);
    expect(crossRefScore(NOTES[0]!, focus('word'), ['very near'])).toBe(4);
    expect(crossRefScore({ from_verse: 1, target: 'JHN.1.1' }, focus('word'))).toBe(0);
  });

  it('puts the references that bear on the question first and keeps the notes’ order otherwise', () => {
    expect(rankCrossReferences(NOTES, focus('saved')).map((r) => r.target)).toEqual([
      'ACT.16.31',
      'DEU.30.14',
      'MAT.10.32',
    ]);
    expect(rankCrossReferences(NOTES, focus('unrelated')).map((r) => r.target)).toEqual(
      NOTES.map((r) => r.target),
    );
  });

  it('an answer cites the cross-reference that answers the question, with its words', () => {
    const many = [
      ...['GEN.1.1', 'GEN.1.2', 'GEN.1.3', 'GEN.1.4'].map((target) => ({
        from_verse: 9,
        target,
        text: 'In the beginning the earth was formless.',
      })),
      ...NOTES,
    ];
    const answer = composeAnswer(
      { bookId: 'ROM', chapter: 10, verses: [9], question: 'How is a person saved?' },
      {
        get_passage: [
          {
            verses: [{ verse: 9, text: 'If you will confess with your mouth, you will be saved.' }],
            footnotes: [],
          },
        ],
        get_cross_references: [{ cross_references: many, related_by_topic: [] }],
      },
    );
    expect(answer).toContain(
      '[Acts 16:31](/read/ACT/16?verse=31): They said, “Believe in the Lord Jesus Christ',
    );
  });
});

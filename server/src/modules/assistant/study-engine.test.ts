import { describe, expect, it } from 'vitest';
import { rankByQuestion, sentences, stem, termsOf } from '../../lib/relevance.ts';
import { askedPhrase, composeAnswer, intentOf, subjectOf } from './study-engine.answer.ts';

describe('study engine text helps', () => {
  it('reads what a question asks for', () => {
    expect(intentOf('What does the Greek word agape mean?')).toBe('word');
    expect(intentOf('Where else does the Bible talk about this?')).toBe('related');
    expect(intentOf('How can I apply this to my life today?')).toBe('apply');
    expect(intentOf('Who was Nicodemus?')).toBe('who');
    expect(intentOf("What does 'only born' mean?")).toBe('word');
    expect(intentOf('What does the Bible say about forgiveness?')).toBe('topic');
    expect(intentOf('Why did Jesus weep?')).toBe('why');
  });

  it('ranks sentences by the question’s rarer words', () => {
    const text =
      'Here is the love of God. The serpent was lifted up in the wilderness; so must the Son of man be lifted up. Faith looks to Christ.';
    const ranked = rankByQuestion(sentences(text), (s) => s, termsOf('Why was the serpent lifted up?'));
    const best = [...ranked].sort((a, b) => b.score - a.score)[0];
    expect(best?.item).toMatch(/^The serpent was lifted up/);
  });

  it('meets word forms at one stem', () => {
    expect(new Set(['loved', 'loveth', 'loves', 'love'].map(stem)).size).toBe(1);
  });
});

const JOHN_3_16 =
  'For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.';
const passage = (
  verses: { verse: number; text: string }[],
  footnotes: { verse: number; text: string }[] = [],
) => ({
  verses,
  footnotes,
});
const hit = (reference: string, link: string, text: string) => ({ reference, link, text });

describe('study engine answers (issue 14 regressions)', () => {
  it('finds the asked phrase and a topic question’s subject', () => {
    expect(askedPhrase("What does 'only born' mean?")).toBe('only born');
    expect(askedPhrase("Why did Joseph's brothers hate him?")).toBeUndefined();
    expect(subjectOf('What does the Bible say about forgiveness?')).toBe('forgiveness');
  });

  it('answers “only born” from the note and the places with the same words, not from any verse with “born”', () => {
    const answer = composeAnswer(
      { bookId: 'JHN', chapter: 3, verses: [16], question: "What does 'only born' mean?" },
      {
        get_passage: [
          passage(
            [{ verse: 16, text: JOHN_3_16 }],
            [
              {
                verse: 16,
                text: 'The phrase “only born” is from the Greek word “μονογενη”, which is sometimes translated “only begotten” or “one and only”.',
              },
            ],
          ),
        ],
        search_scripture: [
          {
            verses: [
              hit(
                '2 Peter 2:12',
                '/read/2PE/2?verse=12',
                'But these, as unreasoning creatures, born natural animals to be taken and destroyed…',
              ),
              hit(
                '1 John 4:9',
                '/read/1JN/4?verse=9',
                'By this God’s love was revealed in us, that God has sent his only born Son into the world…',
              ),
            ],
          },
          {
            verses: [
              hit(
                'John 1:14',
                '/read/JHN/1?verse=14',
                'We saw his glory, such glory as of the one and only Son of the Father.',
              ),
            ],
          },
        ],
      },
    );
    expect(answer).toContain('The phrase “only born” is from the Greek word');
    expect(answer).toContain('(/read/1JN/4?verse=9)');
    expect(answer).toContain('(/read/JHN/1?verse=14)');
    expect(answer).not.toContain('2PE');
  });

  it('answers who Nicodemus was from the verses that name him, not from a chapter that shares a common word', () => {
    const answer = composeAnswer(
      { bookId: 'JHN', chapter: 3, verses: [1], question: 'Who was Nicodemus?' },
      {
        get_passage: [
          passage([
            { verse: 1, text: 'Now there was a man of the Pharisees named Nicodemus, a ruler of the Jews.' },
          ]),
        ],
        search_scripture: [
          {
            verses: [
              hit(
                'Genesis 38:1',
                '/read/GEN/38?verse=1',
                'At that time, Judah went down from his brothers, and visited a certain Adullamite, whose name was Hirah.',
              ),
              hit(
                'John 7:50',
                '/read/JHN/7?verse=50',
                'Nicodemus (he who came to him by night, being one of them) said to them,',
              ),
              hit(
                'John 19:39',
                '/read/JHN/19?verse=39',
                'Nicodemus, who at first came to Jesus by night, also came bringing a mixture of myrrh and aloes.',
              ),
            ],
          },
        ],
      },
    );
    expect(answer).toMatch(/Nicodemus is named in \[John 3:1\]/);
    expect(answer).toContain('(/read/JHN/7?verse=50)');
    expect(answer).toContain('(/read/JHN/19?verse=39)');
    expect(answer).not.toContain('GEN/38');
  });

  it('with no selection quotes the verses that share the question’s words, and says so when none does', () => {
    const chapter = passage([
      {
        verse: 1,
        text: 'Now I would not have you ignorant, brothers, that our fathers were all under the cloud.',
      },
      { verse: 13, text: 'No temptation has taken you except what is common to man. God is faithful.' },
    ]);
    const ask = (question: string, verses: number[] = []) =>
      composeAnswer({ bookId: '1CO', chapter: 10, verses, question }, { get_passage: [chapter] });
    const tempted = ask('Will God give me a way out of temptation?');
    expect(tempted).toContain('#### Where the chapter speaks to your question');
    expect(tempted).toContain('**13** No temptation');
    expect(tempted).not.toContain('**1** Now I would');
    // Nothing in the chapter shares a word with it: the chapter's opening, not a claim that it answers.
    const modern = ask('our son is addicted to meth');
    expect(modern).toContain('#### How the chapter begins');
    expect(modern).not.toContain('Where the chapter speaks');
    // A selection may be the home page's (the verse a question quotes), not the reader's own taps.
    expect(ask('What does this promise?', [13])).toContain('#### The selected verses');
  });

  it('answers a topic question with the verses on it and never lists every topic of the passage', () => {
    const answer = composeAnswer(
      { bookId: 'MAT', chapter: 18, verses: [21], question: 'What does the Bible say about forgiveness?' },
      {
        get_passage: [
          passage([
            {
              verse: 21,
              text: 'Then Peter came and said to him, “Lord, how often shall my brother sin against me, and I forgive him?”',
            },
          ]),
        ],
        lookup_topic: [
          { topics: [{ name: 'ANGER' }, { name: 'BROTHER' }, { name: 'FORGIVENESS' }, { name: 'PETER' }] },
        ],
        search_scripture: [
          {
            verses: [
              hit(
                'Matthew 6:14',
                '/read/MAT/6?verse=14',
                '“For if you forgive men their trespasses, your heavenly Father will also forgive you.',
              ),
              hit('Psalms 9:9', '/read/PSA/9?verse=9', 'Yahweh will also be a high tower for the oppressed.'),
            ],
          },
        ],
      },
    );
    expect(answer).toContain('#### What Scripture says about forgiveness');
    expect(answer).toContain('[Matthew 6:14](/read/MAT/6?verse=14)');
    expect(answer).not.toContain('PSA/9');
    expect(answer).not.toMatch(/Anger|Brother/);
    expect(answer).toContain('Nave’s Topical Bible files this passage under Forgiveness.');
    // Verse text keeps its own quote marks and gets none added; no doubled spaces.
    expect(answer).not.toMatch(/““|””|\S {2,}\S/);
  });
});

import { describe, expect, it } from 'vitest';
import { termsOf } from '../../lib/text/content-words.ts';
import { rankByQuestion, sentences } from '../../lib/text/relevance.ts';
import { stem } from '../../lib/text/stem.ts';
import { askedPhrase, composeAnswer, intentOf, OFFLINE_NOTICE, subjectOf } from './study-engine.answer.ts';
import { isLifeQuestion } from './study-engine.life.ts';

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

describe('study engine answers to a question about the asker’s own life (issue 29)', () => {
  const PHP_4 = passage([
    {
      verse: 1,
      text: 'Therefore, my brothers, beloved and longed for, my joy and crown, so stand firm in the Lord, my beloved.',
    },
    { verse: 4, text: 'Rejoice in the Lord always! Again I will say, “Rejoice!”' },
    { verse: 5, text: 'Let your gentleness be known to all men. The Lord is at hand.' },
    {
      verse: 6,
      text: 'In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God.',
    },
    {
      verse: 7,
      text: 'And the peace of God, which surpasses all understanding, will guard your hearts and your thoughts in Christ Jesus.',
    },
    {
      verse: 11,
      text: 'Not that I speak in respect to lack, for I have learned in whatever state I am, to be content in it.',
    },
  ]);
  const henry = {
    sections: [
      {
        reference: 'Philippians 4:4-9',
        link: '/read/PHP/4?verse=4-9',
        title: 'Verses 4-9',
        text: 'Rejoice in the Lord alway. Be careful for nothing, ver. 6. It is the duty and interest of Christians to live without care: by prayer and supplication we must make our requests known to God, and the peace of God shall keep our hearts.',
      },
    ],
  };
  const strongs = (id: string, lemma: string, definition: string, english: string[]) => ({
    strongs: id,
    language: 'greek',
    lemma,
    transliteration: lemma,
    definition,
    english,
    verses: [7],
  });
  const words = {
    entries: [
      strongs(
        'G3588',
        'ὁ',
        'ὁ ho ho in all their inflections; the definite article; the (sometimes to be supplied, at others omitted, in English idiom):--the, this, that, one, he, she, it, etc.',
        ['the peace'],
      ),
      strongs(
        'G5216',
        'ὑμῶν',
        'ὑμῶν hymōn hoo-mone genitive case of G5210; of (from or concerning) you:--ye, you, your (own, -selves).',
        ['your'],
      ),
      strongs(
        'G3309',
        'μεριμνάω',
        'μεριμνάω merimnáō mer-im-nah-o from G3308; to be anxious about:--(be, have) care(-ful), take thought.',
        ['be anxious'],
      ),
    ],
  };

  it('leads with Philippians 4:6-7 for “I feel anxious about my job”, ties them to it, and ends with the offline note', () => {
    const answer = composeAnswer(
      { bookId: 'PHP', chapter: 4, verses: [], question: 'I feel anxious about my job' },
      { get_passage: [PHP_4], get_commentary: [henry], lookup_word: [words] },
    );
    // The verses that speak to the situation come first, quoted, before any help.
    const verses = answer.indexOf('**6** In nothing be anxious');
    expect(verses).toBeGreaterThanOrEqual(0);
    expect(answer.slice(0, verses)).not.toMatch(/Strong|Henry|offline/);
    expect(answer).toContain('**7** And the peace of God');
    expect(answer.indexOf('**7** And the peace')).toBeLessThan(answer.indexOf('What Matthew Henry notes'));
    expect(answer.indexOf('**7** And the peace')).toBeLessThan(answer.indexOf('Strong’s'));
    // Then how they bear on what was asked, in the asker's, the verses' and the commentary's words.
    expect(answer).toContain('You wrote that you feel anxious about your job.');
    expect(answer).toMatch(
      /\[Philippians 4:6\]\([^)]*\) speaks to it in your own word, “anxious”: “In nothing be anxious”/,
    );
    expect(answer).toContain(
      'Matthew Henry writes on them: It is the duty and interest of Christians to live without care',
    );
    // No lexicon entry for a function word ("the", "your"); the content word's entry stays.
    expect(answer).not.toMatch(/G3588|G5216|definite article/);
    expect(answer).toContain('Strong’s G3309');
    // The offline note is one short line at the end, not the opening.
    expect(answer.endsWith(`\n\n${OFFLINE_NOTICE}`)).toBe(true);
    expect(answer.split(OFFLINE_NOTICE)).toHaveLength(2);
    expect(answer).not.toMatch(/^\*/);
  });

  it('leads with the verses on forgiving a brother for “How do I forgive my brother who hurt me?”', () => {
    const MAT_18 = passage([
      {
        verse: 1,
        text: 'In that hour the disciples came to Jesus, saying, “Who then is greatest in the Kingdom of Heaven?”',
      },
      {
        verse: 20,
        text: 'For where two or three are gathered together in my name, there I am in the middle of them.',
      },
      {
        verse: 21,
        text: 'Then Peter came and said to him, “Lord, how often shall my brother sin against me, and I forgive him? Until seven times?”',
      },
      {
        verse: 22,
        text: 'Jesus said to him, “I don’t tell you until seven times, but, until seventy times seven.',
      },
      {
        verse: 35,
        text: 'So my heavenly Father will also do to you, if you don’t each forgive your brother from your hearts for his misdeeds.”',
      },
    ]);
    const answer = composeAnswer(
      { bookId: 'MAT', chapter: 18, verses: [20], question: 'How do I forgive my brother who hurt me?' },
      {
        get_passage: [
          passage([MAT_18.verses[1] as { verse: number; text: string }]),
          { ...MAT_18, link: '/read/MAT/18?verse=1-35' },
        ],
      },
    );
    expect(answer.startsWith('#### What the chapter says to you\n\n> **21** Then Peter came')).toBe(true);
    expect(answer).toContain('> **35** So my heavenly Father');
    expect(answer).toMatch(
      /speaks to it in your own words, “forgive” and “brother”: “how often shall my brother sin against me”/,
    );
    // The selected verse, not among those that speak to the question, is still quoted after them.
    expect(answer.indexOf('**20** For where two')).toBeGreaterThan(answer.indexOf('**35**'));
    expect(answer.endsWith(OFFLINE_NOTICE)).toBe(true);
  });

  it('tells a question about the asker’s life from a question about the text', () => {
    for (const q of [
      'I feel anxious about my job',
      'My husband left me',
      'I lost my job',
      'How do I cope with grief?',
    ])
      expect(isLifeQuestion(q), q).toBe(true);
    for (const q of [
      'What does it mean that the Lord is my shepherd?',
      'How can I apply this to my life today?',
      'Who was Nicodemus?',
      'What does the Bible say about forgiveness?',
    ])
      expect(isLifeQuestion(q), q).toBe(false);
  });
});

describe('study engine word helps (issue 29)', () => {
  it('gives no Strong’s entry for a function word unless it is asked for by number', () => {
    const the = {
      strongs: 'G3588',
      language: 'greek',
      lemma: 'ὁ',
      transliteration: 'ho',
      definition: 'ὁ ho ho in all their inflections; the definite article; the:--the, this, that.',
      english: ['the love'],
      verses: [16],
    };
    const love = {
      ...the,
      strongs: 'G25',
      lemma: 'ἀγαπάω',
      transliteration: 'agapáō',
      definition:
        'ἀγαπάω agapáō ag-ap-ah-o perhaps from ἄγαν ágan (much); to love (in a social or moral sense):--(be-)love(-ed).',
    };
    const ask = (question: string) =>
      composeAnswer(
        { bookId: 'JHN', chapter: 3, verses: [16], question },
        { get_passage: [passage([{ verse: 16, text: JOHN_3_16 }])], lookup_word: [{ entries: [the, love] }] },
      );
    const word = ask('What does the word love mean here?');
    expect(word).toContain('Strong’s G25');
    expect(word).not.toContain('G3588');
    expect(ask('What is G3588?')).toContain('Strong’s G3588');
  });
});

import { describe, expect, it } from 'vitest';
import { composeAnswer, focusOf, intentOf, personOf } from './study-engine.answer.ts';
import { headingPassages, headingProse, headingsFor } from './study-engine.topics.ts';

const verse = (verse: number, text: string) => ({ verse, text });
const hit = (reference: string, link: string, text: string) => ({ reference, link, text });
const topic = (name: string, passages: { heading: string; markdown: string; text: string }[]) => ({
  topics: [{ name, passages }],
});

// Nave's files 2 Kings 5 under NAAMAN's fourth heading; three other men of that name have their own.
const NAAMAN_SPAN = {
  topics: [
    { name: 'ELISHA', heading: 'Heals Naaman the leper' },
    { name: 'NAAMAN', heading: '4. A Syrian general healed of leprosy by Elisha' },
  ],
};
const NAAMAN_HEADING = topic('NAAMAN', [
  {
    heading: '4. A Syrian general healed of leprosy by Elisha',
    markdown: '[2 Kings 5:1-27](/read/2KI/5?verse=1-27)',
    text: 'Now Naaman, captain of the army of the king of Syria, was a great man with his master…',
  },
  {
    heading: '4. A Syrian general healed of leprosy by Elisha',
    markdown: '[Luke 4:27](/read/LUK/4?verse=27)',
    text: 'There were many lepers in Israel in the time of Elisha the prophet, yet not one of them was cleansed, except Naaman, the Syrian.',
  },
]);

describe('study engine: Nave’s headings that bear on the question', () => {
  it('picks the asked person’s heading, else the headings sharing the question’s terms', () => {
    expect(headingsFor(NAAMAN_SPAN.topics, focusOf('Who was Naaman?'), 'Naaman')).toEqual([
      { topic: 'NAAMAN', heading: '4. A Syrian general healed of leprosy by Elisha' },
    ]);
    const children = [
      { name: 'CHILDREN', heading: 'INSTRUCTION OF' },
      { name: 'PARENTS', heading: 'UNCLASSIFIED SCRIPTURES RELATING TO' },
    ];
    expect(
      headingsFor(children, focusOf('What does the Bible say about raising children?')).map((h) => h.topic),
    ).toEqual(['CHILDREN']);
    expect(headingsFor(children, focusOf('Why did the tower fall?'))).toEqual([]);
  });

  it('keeps a passage that holds the selection (the whole story) and leaves out one inside it', () => {
    const chosen = [{ topic: 'NAAMAN', heading: '4. A Syrian general healed of leprosy by Elisha' }];
    const selected = { bookId: '2KI', chapter: 5, verses: [14] };
    expect(headingPassages([NAAMAN_HEADING], chosen, selected, new Set()).map((p) => p.label)).toEqual([
      '[2 Kings 5:1-27](/read/2KI/5?verse=1-27)',
      '[Luke 4:27](/read/LUK/4?verse=27)',
    ]);
    const inside = { bookId: '2KI', chapter: 5, verses: [1, 2, 3] };
    const wholeChapter = topic('NAAMAN', [
      {
        heading: chosen[0]?.heading ?? '',
        markdown: '[2 Kings 5:1](/read/2KI/5?verse=1)',
        text: 'Now Naaman…',
      },
    ]);
    expect(headingPassages([wholeChapter], chosen, inside, new Set())).toEqual([]);
    // The whole chapter being read is not "elsewhere" either.
    const chapter = topic('NAAMAN', [
      { heading: chosen[0]?.heading ?? '', markdown: '[2 Kings 5](/read/2KI/5)', text: 'Now Naaman…' },
    ]);
    expect(headingPassages([chapter], chosen, selected, new Set())).toEqual([]);
  });

  it('takes no place for the person when the question asks who someone described is', () => {
    expect(personOf('Who was Nicodemus?')).toBe('Nicodemus');
    expect(personOf('Who is the son called out of Egypt?')).toBeUndefined();
    expect(personOf('Who is the good shepherd?')).toBeUndefined();
  });

  it('cites a verse that holds every telling word of the question, not one that shares a name', () => {
    const answer = composeAnswer(
      { bookId: 'HOS', chapter: 11, verses: [1], question: 'Who is the son called out of Egypt?' },
      {
        get_passage: [
          { verses: [verse(1, 'When Israel was a child, I called my son out of Egypt.')], footnotes: [] },
        ],
        search_scripture: [
          {
            verses: [
              hit(
                'Matthew 2:15',
                '/read/MAT/2?verse=15',
                'that it might be fulfilled: “Out of Egypt I called my son.”',
              ),
              hit('Numbers 22:5', '/read/NUM/22?verse=5', 'Behold, there is a people who came out of Egypt.'),
            ],
          },
        ],
      },
    );
    expect(answer).toContain('MAT/2?verse=15');
    expect(answer).not.toContain('NUM/22');
    expect(answer).not.toContain('who Egypt was');
  });

  it('never cites a passage for sharing a word under a topic as wide as God', () => {
    const answer = composeAnswer(
      { bookId: '2CO', chapter: 9, verses: [7], question: 'How should I give to God?' },
      {
        get_passage: [{ verses: [verse(7, 'God loves a cheerful giver.')], footnotes: [] }],
        lookup_topic: [
          {
            topics: [
              { name: 'GOD', heading: 'LOVE OF' },
              { name: 'GIVING', heading: 'CHEERFULNESS IN' },
            ],
          },
          topic('GOD', [
            {
              heading: 'LOVE OF',
              markdown: '[Deuteronomy 10:18](/read/DEU/10?verse=18)',
              text: 'He loves the foreigner in giving him food and clothing.',
            },
          ]),
          topic('GIVING', [
            {
              heading: 'CHEERFULNESS IN',
              markdown: '[Deuteronomy 16:17](/read/DEU/16?verse=17)',
              text: 'Every man shall give as he is able.',
            },
          ]),
        ],
      },
    );
    expect(answer).not.toContain('DEU/10');
  });

  it('answers who Naaman was from his Nave’s heading, never from a namesake in a genealogy', () => {
    const answer = composeAnswer(
      { bookId: '2KI', chapter: 5, verses: [14], question: 'Who was Naaman?' },
      {
        get_passage: [
          {
            verses: [verse(14, 'Then went he down and dipped himself seven times in the Jordan…')],
            footnotes: [],
          },
        ],
        lookup_topic: [NAAMAN_SPAN, NAAMAN_HEADING],
        search_scripture: [
          { verses: [hit('1 Chronicles 8:4', '/read/1CH/8?verse=4', 'Abishua, Naaman, Ahoah,')] },
        ],
      },
    );
    expect(answer).toContain('Naaman: a Syrian general healed of leprosy by Elisha');
    expect(answer).toContain('[Luke 4:27](/read/LUK/4?verse=27)');
    expect(answer).not.toContain('1CH/8');
  });

  it('answers who Nicodemus was with every verse naming him, where Nave’s has one heading for the name', () => {
    const heading = 'A Jewish rabbi -Becomes a disciple of Jesus';
    const answer = composeAnswer(
      { bookId: 'JHN', chapter: 3, verses: [1], question: 'Who was Nicodemus?' },
      {
        get_passage: [
          {
            verses: [verse(1, 'Now there was a man of the Pharisees named Nicodemus, a ruler of the Jews.')],
            footnotes: [],
          },
        ],
        lookup_topic: [
          { topics: [{ name: 'NICODEMUS', heading }] },
          topic('NICODEMUS', [
            {
              heading,
              markdown: '[John 3:1-10](/read/JHN/3?verse=1-10)',
              text: 'Now there was a man of the Pharisees named Nicodemus…',
            },
            {
              heading,
              markdown: '[John 7:50-53](/read/JHN/7?verse=50-53)',
              text: 'Nicodemus (he who came to him by night, being one of them) said to them,',
            },
          ]),
        ],
        search_scripture: [
          {
            verses: [
              hit('John 3:9', '/read/JHN/3?verse=9', 'Nicodemus answered him, “How can these things be?”'),
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
    // Nave's parts as clauses; its ranges, then the verse they leave out (John 3:9 is inside 3:1-10).
    expect(answer).toContain(
      'Nicodemus: a Jewish rabbi; becomes a disciple of Jesus, as Nave’s Topical Bible sums it up. Scripture tells of Nicodemus in [John 3:1-10](/read/JHN/3?verse=1-10), [John 7:50-53](/read/JHN/7?verse=50-53), [John 19:39](/read/JHN/19?verse=39);',
    );
    // Where else lists each place once.
    const elsewhere = answer.split('#### Where else')[1] ?? '';
    expect(elsewhere.match(/JHN\/7\?verse=50/g)).toHaveLength(1);
  });

  it('answers a topic question from the verses Nave’s files with the passage, not from a shared word', () => {
    const answer = composeAnswer(
      {
        bookId: 'PRO',
        chapter: 22,
        verses: [6],
        question: 'What does the Bible say about raising children?',
      },
      {
        get_passage: [
          {
            verses: [
              verse(
                6,
                'Train up a child in the way he should go, and when he is old he will not depart from it.',
              ),
            ],
            footnotes: [],
          },
        ],
        lookup_topic: [
          { topics: [{ name: 'CHILDREN', heading: 'INSTRUCTION OF' }] },
          topic('CHILDREN', [
            {
              heading: 'INSTRUCTION OF',
              markdown: '[Deuteronomy 11:19](/read/DEU/11?verse=19)',
              text: 'You shall teach them to your children, talking of them when you sit in your house…',
            },
          ]),
        ],
        search_scripture: [
          {
            verses: [
              hit(
                'Matthew 3:9',
                '/read/MAT/3?verse=9',
                'God is able to raise up children to Abraham from these stones.',
              ),
            ],
          },
        ],
      },
    );
    expect(answer).toContain('#### What Scripture says about raising children');
    expect(answer).toContain('[Deuteronomy 11:19](/read/DEU/11?verse=19)');
    // "raise up children to Abraham" holds the subject's words in another sense, and no word of the passage.
    expect(answer).not.toContain('MAT/3');
  });
});

describe('study engine: what is asked, and what bears on it', () => {
  it('reads what happens next and why before the quoted words', () => {
    expect(intentOf("What happens after Samuel says 'Speak, for your servant hears'?")).toBe('next');
    expect(intentOf("Why did the father say 'help my unbelief'?")).toBe('why');
    expect(intentOf("What does 'be still' mean here?")).toBe('word');
    expect(intentOf('Where is this prophecy fulfilled in the New Testament?')).toBe('related');
    expect(intentOf('Where can I find wisdom?')).not.toBe('related');
  });

  it('quotes the verses that follow for a what-happens-next question', () => {
    const answer = composeAnswer(
      { bookId: '1SA', chapter: 3, verses: [10], question: 'What happens after Samuel answers?' },
      {
        get_passage: [
          { link: '/read/1SA/3?verse=10', verses: [verse(10, 'Yahweh came, and stood…')], footnotes: [] },
          {
            link: '/read/1SA/3?verse=11-16',
            verses: [verse(11, 'Yahweh said to Samuel, “Behold, I will do a thing in Israel…')],
            footnotes: [],
          },
        ],
      },
    );
    expect(answer).toContain('#### What happens next');
    expect(answer).toContain('[1 Samuel 3:11](/read/1SA/3?verse=11)');
  });

  it('does not take one word of an asked phrase for the phrase', () => {
    const answer = composeAnswer(
      { bookId: 'PSA', chapter: 46, verses: [10], question: "What does 'be still' mean here?" },
      {
        get_passage: [{ verses: [verse(10, '“Be still, and know that I am God.')], footnotes: [] }],
        search_scripture: [
          {
            verses: [
              hit('Genesis 12:9', '/read/GEN/12?verse=9', 'Abram traveled, still going on toward the South.'),
              hit('Psalms 4:4', '/read/PSA/4?verse=4', 'Search your own heart on your bed, and be still.'),
            ],
          },
        ],
      },
    );
    expect(answer).toContain('(/read/PSA/4?verse=4)');
    expect(answer).not.toContain('GEN/12');
  });
});

describe("Nave's headings as prose", () => {
  it('drops the number, lowers the first letter, and reads the glued dashes between parts as clauses', () => {
    expect(headingProse('4. A Syrian general healed of leprosy by Elisha')).toBe(
      'a Syrian general healed of leprosy by Elisha',
    );
    expect(headingProse('A Jewish rabbi -Becomes a disciple of Jesus')).toBe(
      'a Jewish rabbi; becomes a disciple of Jesus',
    );
    expect(headingProse('BRAZEN SERPENT')).toBe('brazen serpent');
    // A hyphen inside a word stays.
    expect(headingProse('A God-fearing centurion')).toBe('a God-fearing centurion');
  });
});

import { describe, expect, it } from 'vitest';
import type { TopicRef } from './home.repository.ts';
import { createTopicIndex } from './topic-index.ts';

const ref = (topic_id: number, name: string, at: string, label = ''): TopicRef => {
  const [book_id = '', chapter = '1'] = at.split(' ');
  return { topic_id, name, label, book_id, chapter: Number(chapter) };
};
const refs: TopicRef[] = [
  ref(1, 'HIGH PRIEST', 'HEB 5'),
  ref(1, 'HIGH PRIEST', 'HEB 7'),
  ref(2, 'PRIEST', 'LEV 8'),
  ref(2, 'PRIEST', 'NUM 18'),
  ref(2, 'PRIEST', 'NUM 3'),
  ref(3, 'CHURCH', 'ACT 2', 'General scriptures concerning'),
  ref(3, 'CHURCH', 'EPH 1', 'General scriptures concerning'),
  ref(3, 'CHURCH', 'REV 2', 'Smyrna'),
  ref(3, 'CHURCH', 'MAT 18', 'RULES OF DISCIPLINE IN'),
  ref(3, 'CHURCH', '1CO 5', 'RULES OF DISCIPLINE IN'),
];
const chapters = (hits: { book_id: string; chapter: number }[]) =>
  hits.map((h) => `${h.book_id} ${h.chapter}`);

describe('createTopicIndex', () => {
  const topics = createTopicIndex(refs);

  it('finds a topic by its one-word name among the forms of the question', () => {
    expect(chapters(topics(['priest'], 'priest'))).toEqual(['LEV 8', 'NUM 18', 'NUM 3']);
  });

  it('finds a topic whose name of several words is all in the question, ahead of one-word topics', () => {
    expect(chapters(topics(['jesus', 'priest', 'high'], 'Jesus as our high priest')).slice(0, 2)).toEqual([
      'HEB 5',
      'HEB 7',
    ]);
  });

  it("ranks a topic's chapters under a sub-heading the question names first", () => {
    const hits = chapters(topics(['church', 'discipline'], 'Church discipline'));
    expect(hits.slice(0, 2).sort()).toEqual(['1CO 5', 'MAT 18']);
    // A label naming a place or person is an instance, not a sub-topic: "Smyrna" adds nothing.
    expect(chapters(topics(['church', 'smyrna'], 'church in Smyrna'))[0]).not.toBe('REV 2');
  });

  it('says where the Bible introduces a person: the first reference of the topic so named', () => {
    const people = createTopicIndex([
      ref(7, 'ISHMAEL', 'GEN 16', '1. Son of Abraham'),
      ref(7, 'ISHMAEL', 'GEN 21', 'Sent away'),
      ref(7, 'ISHMAEL', 'JER 41', '2. Son of Nethaniah'),
      ref(7, 'ISHMAEL', 'JER 41', '2. Son of Nethaniah'),
    ]);
    expect(people.introduced('Ishmael')).toEqual({ book_id: 'GEN', chapter: 16, score: 1 });
    expect(people.introduced('Nethaniah')).toBeUndefined();
  });

  it("finds whom a question describes by Nave's lines about them, and leaves out words most lines hold", () => {
    const lines = createTopicIndex([
      ref(20, 'DEBORAH', 'GEN 24', '1. Nurse to Rebecca'),
      ref(20, 'DEBORAH', 'JDG 4', '2. The prophetess a judge of Israel'),
      ref(21, 'PALM TREE', 'JDG 4', 'Deborah judged Israel under'),
      ref(22, 'EUTYCHUS', 'ACT 20', 'A young man from Troas restored to life by Paul'),
      ref(23, 'SAMSON', 'JDG 16', 'Judge of Israel, betrayed by Delilah'),
      // Many lines about Israel: "israel" says nothing of whom a question describes.
      ...Array.from({ length: 40 }, (_, i) =>
        ref(100 + i, `TOPIC${i}`, `NUM ${i + 1}`, 'Israel in the wilderness'),
      ),
    ]);
    const first = (q: string) => chapters(lines.described(q))[0];
    expect(first('the woman judge of israel who sat under a palm tree')).toBe('JDG 4');
    expect(first('the young man paul brought back to life')).toBe('ACT 20');
    expect(first('israel')).toBeUndefined();
  });
});

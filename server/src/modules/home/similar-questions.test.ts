import { describe, expect, it } from 'vitest';
import { indexTerms } from '../../lib/text/wording.ts';
import { LIFE_QUESTIONS } from './life-questions.ts';
import { createSimilarQuestions, type LabelledQuestion } from './similar-questions.ts';

const ROWS: LabelledQuestion[] = [
  ['i am so anxious about my exams', ['PHP 4', 'MAT 6']],
  ['worried about money and paying rent', ['MAT 6', 'PHP 4', 'LUK 12']],
  ['my wife left me and i am heartbroken', ['PSA 34', 'PSA 147']],
  ['lost my job today', ['MAT 6', 'PSA 37']],
  ['my dad died last week', ['1TH 4', 'JHN 11', 'PSA 23']],
];
const ref = (h: { book_id: string; chapter: number }) => `${h.book_id} ${h.chapter}`;

describe('similar questions', () => {
  const similar = createSimilarQuestions(ROWS, indexTerms);

  it('votes with the chapters of the questions most like it, the best first', () => {
    const hits = similar('worried about paying the rent');
    expect(ref(hits[0] ?? { book_id: '', chapter: 0 })).toBe('MAT 6');
    expect(hits.map(ref)).toContain('LUK 12');
    expect(hits.map(ref)).not.toContain('1TH 4');
  });

  it('weighs a rare shared word over common ones', () => {
    // "my" and "i" are in most questions; "died" in one.
    expect(similar('my mom died').map(ref).slice(0, 3)).toEqual(['1TH 4', 'JHN 11', 'PSA 23']);
  });

  it('never lets a question vote for itself, however it is spaced or cased', () => {
    // The reranker learns from questions that are rows too: it must see their vote as a new question's.
    const hits = similar('Lost my  job Today').map(ref);
    expect(hits).not.toContain('PSA 37');
    expect(
      createSimilarQuestions(
        [...ROWS, ['lost my job', ['PSA 37']]],
        indexTerms,
      )('lost my job today').map(ref)[0],
    ).toBe('PSA 37');
  });

  it('gives nothing for a question that shares no word with any', () => {
    expect(similar('who built the ark')).toEqual([]);
  });

  it('the shipped questions are labelled with chapters as BOOK N, none twice', () => {
    expect(LIFE_QUESTIONS.length).toBeGreaterThan(1000);
    const seen = new Set<string>();
    for (const [q, chapters] of LIFE_QUESTIONS) {
      expect(seen.has(q.toLowerCase()), q).toBe(false);
      seen.add(q.toLowerCase());
      expect(chapters.length, q).toBeGreaterThan(0);
      for (const c of chapters) expect(c, q).toMatch(/^[1-3]?[A-Z]{2,3} \d+$/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import data from './word-lists.json' with { type: 'json' };
import { type WordListName, WordListsSchema, wordList } from './word-lists.ts';

const names = Object.keys(data) as WordListName[];

describe('the word lists', () => {
  it('are valid data, each with its purpose', () => {
    expect(() => WordListsSchema.parse(data)).not.toThrow();
    expect(names.length).toBeGreaterThanOrEqual(14);
    for (const name of names) expect(wordList(name).size).toBe(data[name].words.length);
  });

  it('reject a word listed twice, a phrase, an empty list and a missing purpose', () => {
    const list = (words: string[], purpose = 'a purpose long enough to say why') => ({
      x: { purpose, words },
    });
    expect(WordListsSchema.safeParse(list(['the', 'the'])).success).toBe(false);
    expect(WordListsSchema.safeParse(list(['the lord'])).success).toBe(false);
    expect(WordListsSchema.safeParse(list([])).success).toBe(false);
    expect(WordListsSchema.safeParse(list(['the'], '')).success).toBe(false);
    expect(WordListsSchema.safeParse(list(["don't", 'LORD'])).success).toBe(true);
  });

  it('are all different (identical lists would be one)', () => {
    const keys = names.map((n) => [...wordList(n)].sort().join(' '));
    expect(new Set(keys).size).toBe(names.length);
  });

  it('hold what each engine leaves out', () => {
    expect(wordList('study-engine').has('saith')).toBe(true);
    expect(wordList('study-engine').has('explain')).toBe(true);
    expect(wordList('sermon-speech').has("don't")).toBe(true);
    expect(wordList('sermon-speech').has('gonna')).toBe(true);
    expect(wordList('home-topic-name').has('jesus')).toBe(true);
    expect(wordList('commentary-index').has('christ')).toBe(true);
    expect(wordList('strongs-function-words').has('verily')).toBe(true);
    expect(wordList('phrase-articles').has('only')).toBe(false);
  });

  it('keep case where it matters', () => {
    expect(wordList('common-capitals').has('LORD')).toBe(true);
    expect(wordList('common-capitals').has('lord')).toBe(false);
    expect(wordList('not-names').has('Gospel')).toBe(true);
  });
});

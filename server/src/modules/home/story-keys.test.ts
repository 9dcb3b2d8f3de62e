import { describe, expect, it } from 'vitest';
import { createNameIndex } from './passage-names.ts';
import { STORY_KEYS } from './story-keys.ts';
import { indexTerms } from './verse-index.ts';

const stories = createNameIndex(STORY_KEYS, indexTerms);

describe('stories as people describe them', () => {
  it.each([
    ['the man the sailors had thrown overboard in a storm', 'JON 1'],
    ['when a man was thrown to the lions for praying', 'DAN 6'],
    ['the talking donkey', 'NUM 22'],
    ['his friends lowered him through the roof', 'MRK 2'],
    ['the strong man whose hair was cut off', 'JDG 16'],
    ['the day the sun stood still', 'JOS 10'],
  ])('%s → %s', (q, ref) => {
    // Events the Gospels tell more than once may match each telling: the first listed is the fullest.
    expect(stories(q)?.ref).toBe(ref);
  });

  it('needs every word of a description: a word shared by chance is no story', () => {
    expect(stories('i am so anxious about my exams')).toBeNull();
    expect(stories('what does the bible say about money')).toBeNull();
  });

  it('every entry names a chapter as BOOK N, with short descriptions of content words', () => {
    expect(STORY_KEYS.length).toBeGreaterThan(400);
    for (const [keys, ref] of STORY_KEYS) {
      expect(ref).toMatch(/^[1-4A-Z][A-Z0-9]{2} \d+$/);
      for (const key of keys.split('|')) {
        expect(key.trim(), ref).toMatch(/^[a-z]+(?: [a-z]+){0,5}$/);
        expect(indexTerms(key).length, key).toBeGreaterThan(0);
      }
    }
  });
});

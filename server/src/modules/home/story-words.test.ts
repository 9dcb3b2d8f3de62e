import { describe, expect, it } from 'vitest';
import { storyWords } from './story-words.ts';

describe('storyWords', () => {
  it("adds the Bible's words for a story told in everyday ones", () => {
    expect(storyWords('The guy who fell asleep in the boat')).toBe('man ship');
    expect(storyWords('moses parts the sea')).toBe('divided');
    expect(storyWords('Peter denies Jesus before the rooster crows')).toBe('cock crow');
  });

  it('adds nothing to a question in the Bible’s own words', () => {
    expect(storyWords('Daniel in the den of lions')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { contentWords, termsOf, transcriptStems } from './content-words.ts';

describe("the study engine's content words", () => {
  it('leaves out stop words, archaic ones, words of asking and words of two letters', () => {
    expect(contentWords('What does the verse mean when it says thou shalt love thy neighbour?')).toEqual([
      'love',
      'neighbour',
    ]);
    expect(contentWords("Don't be afraid, I am he")).toEqual(["don't", 'afraid']);
  });

  it('termsOf gives distinct stems', () => {
    expect([...termsOf('Love is patient; love is kind; he loveth')]).toEqual(['lov', 'patient', 'kind']);
  });
});

describe("sermon analysis's content stems", () => {
  it('leaves out spoken stop words and fillers, contractions included, and stems what is left', () => {
    expect(transcriptStems("Um, okay, you're gonna see that abiding in Him isn't optional, amen")).toEqual([
      'abid',
      'optional',
    ]);
  });
});

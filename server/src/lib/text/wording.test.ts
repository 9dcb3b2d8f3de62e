import { describe, expect, it } from 'vitest';
import { indexTerms, normaliseWording } from './wording.ts';

describe('normaliseWording', () => {
  it('lower-cases and spells contractions out, with either apostrophe', () => {
    expect(normaliseWording("Don't be afraid")).toBe('do not be afraid');
    expect(normaliseWording('I can’t, I won’t, I’m')).toBe('i can not, i will not, i am');
    expect(normaliseWording('the brokenhearted')).toBe('the broken heart');
  });
});

describe('indexTerms', () => {
  it('makes archaic and modern wording one term', () => {
    expect(indexTerms('Thou hast loved thy neighbour')).toEqual(indexTerms('You has love your neighbor'));
    expect(indexTerms("Don't worry")).toEqual(indexTerms('do not be anxious').filter((t) => t !== 'be'));
    expect(indexTerms('worry')).toEqual(indexTerms('anxious'));
    expect(indexTerms('Yahweh')).toEqual(['lord']);
  });

  it("drops a possessive 's and takes an Object property's name for a word", () => {
    expect(indexTerms("God's love")).toEqual(['god', 'lov']);
    expect(indexTerms('constructor')).toEqual(['constructor']);
  });
});

import { describe, expect, it } from 'vitest';
import { createHomeSpeller } from './home-speller.ts';

const bibleWords = new Set(['the', 'who', 'was', 'shepherd', 'canker', 'good', 'where', 'are']);
const speller = createHomeSpeller(
  [[['sermon on the mount | beatitudes', 'MAT 5']], [['cancer | diagnosed', '2CO 4']]],
  ['nicodemus', 'melchizedek', 'bethlehem'],
  (w) => bibleWords.has(w),
);

describe('home spelling', () => {
  it('corrects a misspelt passage name or Bible name towards the tables and the names', () => {
    expect(speller('the beattitudes')).toBe('the beatitudes');
    expect(speller('Who was Nicodemas?')).toBe('Who was nicodemus?');
    expect(speller('Where is Bethlehemm')).toBe('Where is bethlehem');
  });

  it('leaves known words, modern words and short words alone', () => {
    expect(speller('the good shepherd')).toBe('the good shepherd');
    expect(speller('my mom has cancer')).toBe('my mom has cancer');
    expect(speller('coworker stress')).toBe('coworker stress');
  });
});

import { describe, expect, it } from 'vitest';
import { createSpeller, editDistance } from './spelling.ts';

describe('editDistance', () => {
  it('counts inserts, deletes, substitutions and swaps, giving up beyond the limit', () => {
    expect(editDistance('sheperd', 'shepherd', 2)).toBe(1);
    expect(editDistance('nicodemas', 'nicodemus', 2)).toBe(1);
    expect(editDistance('recieve', 'receive', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('createSpeller', () => {
  const speller = createSpeller(
    ['The good shepherd lays down his life.', 'Nicodemus came to him by night.', 'Nicodemus said'],
    ['Deuteronomy', 'Song of Solomon'],
  );
  it('corrects names, words and book names, keeping capitals', () => {
    expect(speller('Nicodemas')).toBe('Nicodemus');
    expect(speller('the good sheperd')).toBe('the good shepherd');
    expect(speller('Deutronomy')).toBe('Deuteronomy');
  });
  it('leaves known and short words alone', () => {
    expect(speller('good shepherd')).toBeNull();
    expect(speller('xyz')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { root, speechStem, stem } from './stem.ts';

describe('stem (home search, study engine)', () => {
  it("meets the KJV's endings and modern ones at one stem", () => {
    for (const w of ['loved', 'loveth', 'loving', 'Loves']) expect(stem(w)).toBe('lov');
    expect(stem('lovedst')).toBe('lov');
    expect(stem('thankfulness')).toBe('thank');
    expect(stem('exceedingly')).toBe('exceed');
  });

  it('leaves short words and at least three letters', () => {
    expect(stem('was')).toBe('was');
    expect(stem('eyes')).toBe('eye');
    expect(stem('bless')).toBe('bles');
  });

  it('root stems twice, so a noun meets its verb', () => {
    expect(stem('forgiveness')).toBe('forgive');
    expect(root('forgiveness')).toBe(root('forgive'));
    expect(root('forgive')).toBe('forgiv');
  });
});

describe('speechStem (sermon analysis)', () => {
  it('meets spoken forms of a word', () => {
    for (const w of ['abide', 'abides', 'abiding']) expect(speechStem(w)).toBe('abid');
    expect(speechStem('commandment')).toBe('command');
    expect(speechStem('carried')).toBe('carr');
  });

  it('differs from stem where the engines were tuned apart', () => {
    // Four letters kept, where stem keeps three; no KJV "-eth".
    expect(speechStem('loved')).toBe('loved');
    expect(stem('loved')).toBe('lov');
    expect(speechStem('walketh')).toBe('walketh');
    expect(stem('walketh')).toBe('walk');
  });
});

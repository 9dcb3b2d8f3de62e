import { describe, expect, it } from 'vitest';
import { indexTerms } from '../../lib/text/wording.ts';
import { createNameIndex } from './passage-names.ts';
import { REMEMBERED_LINES, REMEMBERED_ORDER } from './remembered-lines.ts';

const lines = createNameIndex(REMEMBERED_LINES, indexTerms, REMEMBERED_ORDER);

describe('remembered lines', () => {
  it.each([
    ['i know the plans i have for you, plans to prosper you and not to harm you', 'JER 29'],
    ['cease striving and know that i am god', 'PSA 46'],
    ['i can do all things thru christ who gives me strength', 'PHP 4'],
    ["don't worry about anything, instead pray about everything", 'PHP 4'],
    ['they will soar on wings like eagles', 'ISA 40'],
    ['even though I walk through the darkest valley', 'PSA 23'],
  ])('%s → %s', (q, ref) => {
    const found = lines(q);
    expect(found?.ref).toBe(ref);
    // Two telling words or more: what home.service takes for a line remembered.
    expect(found?.held).toBeGreaterThanOrEqual(2);
  });

  it('is not a line when its words come out of order or far apart', () => {
    // "pray about everything" (Philippians 4:6), its words said the other way round of another thing.
    expect(lines('god knows everything already so why do we bother praying')?.ref).not.toBe('PHP 4');
    expect(lines('may you prosper in all your plans')?.ref).not.toBe('JER 29');
  });

  it('is not a line when only some of its words are there', () => {
    expect(lines('plans for my future')).toBeNull();
    expect(lines('how do I find rest')?.held ?? 0).toBeLessThan(2);
  });

  it('every entry names a chapter as BOOK N and holds two telling words or more', () => {
    for (const [fragments, ref] of REMEMBERED_LINES) {
      expect(ref).toMatch(/^[1-4A-Z][A-Z0-9]{2} \d+$/);
      for (const f of fragments.split('|')) expect(lines(f)?.held ?? 0, f).toBeGreaterThanOrEqual(2);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { indexTerms } from '../../lib/text/wording.ts';
import { DOCTRINE_FRAME } from './doctrines.ts';
import { LIFE_THEMES } from './life-themes.ts';
import { createNameIndex, PASSAGE_NAMES } from './passage-names.ts';

const names = createNameIndex(PASSAGE_NAMES, indexTerms);

describe('traditional passage names', () => {
  it.each([
    ['the beatitudes', 'MAT 5'],
    ['The armour of God', 'EPH 6'],
    ["The Lord's Prayer", 'MAT 6'],
    ['Where is the parable of the prodigal son?', 'LUK 15'],
    ['the love chapter', '1CO 13'],
    ['The Great Commission', 'MAT 28'],
    ['the golden rule', 'MAT 7'],
    ['The Ten Commandments', 'EXO 20'],
    ['the shepherd psalm', 'PSA 23'],
    ['the good shepherd', 'JHN 10'],
  ])('%s → %s', (q, ref) => {
    expect(names(q)?.ref).toBe(ref);
  });

  it('scores a name by the share of the question it explains', () => {
    expect(names('the beatitudes')?.score).toBe(1);
    expect(names('what Jesus says in the beatitudes about mercy')?.score).toBeLessThan(0.5);
    expect(names('Jesus walks on the water')).toBeNull();
  });

  it('reads an auxiliary "will" and a plural frame word as the frame, not as what is asked', () => {
    const table = createNameIndex(
      [
        ['animals in heaven', 'ISA 11'],
        ['free will', 'ROM 9'],
        ['perseverance', 'JAS 1'],
      ],
      indexTerms,
      { frame: DOCTRINE_FRAME },
    );
    expect(table('will there be animals in heaven')?.score).toBe(1);
    expect(table('perseverance scriptures')?.score).toBe(1);
    expect(table('is there free will')).toMatchObject({ ref: 'ROM 9', score: 1 });
  });

  it('every entry names a chapter as BOOK N', () => {
    for (const [, ref] of [...PASSAGE_NAMES, ...LIFE_THEMES])
      expect(ref).toMatch(/^[1-4A-Z][A-Z0-9]{2} \d+$/);
  });
});

describe('life themes', () => {
  const themes = createNameIndex(LIFE_THEMES, indexTerms);
  it('sends a situation where Bibles’ helps send it', () => {
    expect(themes('I am so anxious')?.ref).toBe('PHP 4');
    // "Do not be anxious about tomorrow" (Matthew 6:34).
    expect(themes('I am so anxious about tomorrow')?.ref).toBe('MAT 6');
    expect(themes('How do I deal with my anger?')?.ref).toBe('EPH 4');
    expect(themes('The walls of Jericho')).toBeNull();
  });
});

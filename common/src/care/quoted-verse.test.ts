import { describe, expect, it } from 'vitest';
import { quotesAVerse } from './quoted-verse.ts';

describe('quotesAVerse', () => {
  const psalm23 = [
    'Yahweh is my shepherd; I shall lack nothing.',
    'He makes me lie down in green pastures. He leads me beside still waters.',
  ];
  it('is a question made of one verse’s words, as typed', () => {
    expect(quotesAVerse('he makes me lie down in green pastures', psalm23)).toBe(true);
  });
  it('is not a question of the reader’s own that shares a few words, nor a short one', () => {
    expect(quotesAVerse('my husband makes me lie to my mother about the bruises', psalm23)).toBe(false);
    expect(quotesAVerse('still waters', psalm23)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { checkReferences, UNRESOLVED_FLAG } from './reference-check.ts';

// A tiny canon: John 3 has 36 verses, Psalm 23 has 6, Romans 8 has 39.
const canon = new Map([
  ['JHN 3', 36],
  ['PSA 23', 6],
  ['ROM 8', 39],
  ['1CO 13', 13],
]);

describe('checkReferences', () => {
  it('links every real reference to the reader, by verse, range or chapter', () => {
    const out = checkReferences(
      'As John 3:16 says, and Romans 8:28-30; read Psalm 23 and 1 Cor 13:4-7.',
      canon,
    );
    expect(out.text).toBe(
      'As [John 3:16](/read/JHN/3?verse=16) says, and [Romans 8:28-30](/read/ROM/8?verse=28-30); read [Psalm 23](/read/PSA/23) and [1 Cor 13:4-7](/read/1CO/13?verse=4-7).',
    );
    expect(out.unresolved).toEqual([]);
    expect(out.references).toHaveLength(4);
  });

  it('flags references to verses or chapters the Bible does not have, and reports them', () => {
    const out = checkReferences('See John 3:99, Psalm 23:7 and Romans 40:1.', canon);
    expect(out.text).toBe(
      `See John 3:99${UNRESOLVED_FLAG}, Psalm 23:7${UNRESOLVED_FLAG} and Romans 40:1${UNRESOLVED_FLAG}.`,
    );
    expect(out.unresolved).toEqual(['John 3:99', 'Psalm 23:7', 'Romans 40:1']);
  });

  it('checks links the answer already made, and leaves code and ordinary words alone', () => {
    const out = checkReferences(
      '[John 3:16](/read/JHN/3?verse=16) and [here](/read/JHN/3?verse=40). Mark my words, it is 5 o’clock. `John 3:99`',
      canon,
    );
    expect(out.text).toBe(
      `[John 3:16](/read/JHN/3?verse=16) and [here](/read/JHN/3?verse=40)${UNRESOLVED_FLAG}. Mark my words, it is 5 o’clock. \`John 3:99\``,
    );
    expect(out.unresolved).toEqual(['here']);
  });
});

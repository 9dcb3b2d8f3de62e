import { describe, expect, it } from 'vitest';
import { indexTerms } from '../../lib/text/wording.ts';
import { DOCTRINE_FRAME, DOCTRINES } from './doctrines.ts';
import { createNameIndex } from './passage-names.ts';

const doctrines = createNameIndex(DOCTRINES, indexTerms, {
  frame: DOCTRINE_FRAME,
  weak: 'jesus christ god lord',
});

describe('doctrines', () => {
  it.each([
    ['What does the Bible teach about baptism?', 'ROM 6'],
    ['Jesus as our high priest', 'HEB 4'],
    ['What is the unforgivable sin?', 'MRK 3'],
    ['Is the Sabbath still to be kept?', 'EXO 20'],
    ['Should Christians drink alcohol?', 'EPH 5'],
    ['What happens after we die?', '1CO 15'],
  ])('%s → %s, explaining the whole question', (q, ref) => {
    expect(doctrines(q)).toMatchObject({ ref, score: 1 });
  });

  it('scores a chapter by all its names the question holds ("Holy Spirit" and "Comforter" are both John 14)', () => {
    expect(doctrines('The Holy Spirit as the Comforter')).toMatchObject({ ref: 'JHN 14', score: 1 });
  });

  it('prefers the chapter that explains more words when two explain the whole question', () => {
    // "God" alone would be a weak word; "Jesus" and "God" together name the deity of Christ.
    expect(doctrines('Is Jesus God?')?.ref).toBe('JHN 1');
  });

  it('counts a weak word against the share only when no name holds it, and lists the words left over', () => {
    expect(doctrines('Tabitha raised from the dead')).toMatchObject({
      ref: '1CO 15',
      unexplained: ['tabitha'],
    });
    expect(doctrines('The walls of Jericho')).toBeNull();
  });

  it('every entry names a chapter as BOOK N', () => {
    for (const [, ref] of DOCTRINES) expect(ref).toMatch(/^[1-4A-Z][A-Z0-9]{2} \d+$/);
  });
});

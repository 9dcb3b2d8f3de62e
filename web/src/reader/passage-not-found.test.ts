import { describe, expect, it } from 'vitest';
import { canonicalReaderPath } from './passage-not-found.tsx';

// Issue 36: /read/John/3 and the like open /read/JHN/3.
describe('a reader address written with a book name', () => {
  it.each([
    ['/read/John/3', '', '/read/JHN/3'],
    ['/read/john/3', '?verse=16', '/read/JHN/3?verse=16'],
    ['/read/Jn/1', '', '/read/JHN/1'],
    ['/read/1cor/13', '', '/read/1CO/13'],
    ['/read/1-Corinthians/13', '', '/read/1CO/13'],
    ['/read/Psalm/23', '', '/read/PSA/23'],
    ['/read/Song%20of%20Songs/2', '', '/read/SNG/2'],
    ['/read/Rev/22', '', '/read/REV/22'],
    // Past the book's end: still the book, so the reader can say how many chapters it has.
    ['/read/John/99', '', '/read/JHN/99'],
  ])('%s%s opens %s', async (path, search, expected) => {
    expect(await canonicalReaderPath(path, search)).toBe(expected);
  });

  it.each(['/read/Hezekiah/2', '/read/XYZ/1', '/read/JHN/3', '/read/John/x', '/read/%E0%A4%A/1'])(
    '%s is left alone',
    async (path) => {
      expect(await canonicalReaderPath(path, '')).toBeUndefined();
    },
  );
});

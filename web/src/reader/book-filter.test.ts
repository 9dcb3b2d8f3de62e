import { describe, expect, it } from 'vitest';
import { BOOKS } from '../../../common/src/books.ts';
import { filterBooks, parseBookQuery } from './book-filter.ts';

const names = (q: string) => filterBooks(BOOKS, q).map((b) => b.name);

describe('the navigator filter', () => {
  it('narrows "jo" to the books whose name starts so, numbered ones included', () => {
    expect(names('jo').sort()).toEqual(
      ['Job', 'Joel', 'John', 'Jonah', '1 John', '2 John', '3 John', 'Joshua'].sort(),
    );
  });
  it('"1 jo" is 1 John alone, in any spacing or case', () => {
    expect(names('1 jo')).toEqual(['1 John']);
    expect(names('1JO')).toEqual(['1 John']);
  });
  it('matches the code as well as the name', () => {
    expect(names('jhn')).toEqual(['John']);
    expect(names('phm')).toEqual(['Philemon']);
  });
  it('reads a chapter typed after the book', () => {
    expect(parseBookQuery('1 jo 2')).toEqual({ book: '1jo', chapter: 2 });
    expect(parseBookQuery('1 jo')).toEqual({ book: '1jo' });
    expect(names('ps 23')).toEqual(['Psalms', 'Psalm 151']);
  });
  it('empty text keeps every book', () => {
    expect(filterBooks(BOOKS, '  ')).toHaveLength(BOOKS.length);
  });
});

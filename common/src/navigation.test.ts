import { describe, expect, it } from 'vitest';
import { adjacentChapter, checkChapter } from './navigation.ts';

const books = [
  { id: 'MAL', chapter_count: 4 },
  { id: 'EMP', chapter_count: 0 },
  { id: 'MAT', chapter_count: 28 },
];

describe('adjacentChapter', () => {
  it('moves within a book', () => {
    expect(adjacentChapter(books, 'MAT', 5, 1)).toEqual({ bookId: 'MAT', chapter: 6 });
    expect(adjacentChapter(books, 'MAT', 5, -1)).toEqual({ bookId: 'MAT', chapter: 4 });
  });
  it('crosses book boundaries both ways, skipping books without chapters', () => {
    expect(adjacentChapter(books, 'MAL', 4, 1)).toEqual({ bookId: 'MAT', chapter: 1 });
    expect(adjacentChapter(books, 'MAT', 1, -1)).toEqual({ bookId: 'MAL', chapter: 4 });
  });
  it('stops at the ends of the canon', () => {
    expect(adjacentChapter(books, 'MAL', 1, -1)).toBeUndefined();
    expect(adjacentChapter(books, 'MAT', 28, 1)).toBeUndefined();
    expect(adjacentChapter(books, 'XYZ', 1, 1)).toBeUndefined();
  });
});

describe('adjacentChapter with the deuterocanon (issue 14)', () => {
  const full = [
    { id: 'MAL', chapter_count: 4, testament: 'OT' as const },
    { id: 'TOB', chapter_count: 14, testament: 'DC' as const },
    { id: 'SIR', chapter_count: 51, testament: 'DC' as const },
    { id: 'MAT', chapter_count: 28, testament: 'NT' as const },
  ];
  it('steps through the deuterocanon from inside it, and out of it at both ends', () => {
    expect(adjacentChapter(full, 'TOB', 14, 1)).toEqual({ bookId: 'SIR', chapter: 1 });
    expect(adjacentChapter(full, 'SIR', 1, -1)).toEqual({ bookId: 'TOB', chapter: 14 });
    expect(adjacentChapter(full, 'SIR', 51, 1)).toEqual({ bookId: 'MAT', chapter: 1 });
    expect(adjacentChapter(full, 'TOB', 1, -1)).toEqual({ bookId: 'MAL', chapter: 4 });
  });
  it('never walks a reader of the Old and New Testaments into it', () => {
    expect(adjacentChapter(full, 'MAL', 4, 1)).toEqual({ bookId: 'MAT', chapter: 1 });
    expect(adjacentChapter(full, 'MAT', 1, -1)).toEqual({ bookId: 'MAL', chapter: 4 });
  });
});

describe('checkChapter', () => {
  it('accepts chapters in range', () => expect(checkChapter(books, 'MAT', 28)).toEqual({ kind: 'ok' }));
  it('sends out-of-range chapters to chapter 1', () => {
    expect(checkChapter(books, 'MAT', 0)).toEqual({ kind: 'first-chapter' });
    expect(checkChapter(books, 'MAT', 29)).toEqual({ kind: 'first-chapter' });
  });
  it('reports unknown books and books without chapters as not found', () => {
    expect(checkChapter(books, 'XYZ', 1)).toEqual({ kind: 'not-found' });
    expect(checkChapter(books, 'EMP', 1)).toEqual({ kind: 'not-found' });
  });
});

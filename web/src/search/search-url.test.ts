import { describe, expect, it } from 'vitest';
import { quotedQuery } from './search-url.ts';

describe('quotedQuery', () => {
  it('quotes the query once, whether or not it was typed as a quoted phrase', () => {
    expect(quotedQuery('living water')).toBe('“living water”');
    expect(quotedQuery('"living water"')).toBe('“living water”');
    expect(quotedQuery('“living water”')).toBe('“living water”');
    // Quotes around part of the query are the reader's own.
    expect(quotedQuery('"living water" samaria')).toBe('“"living water" samaria”');
  });
});

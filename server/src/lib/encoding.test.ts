import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './encoding.ts';

describe('negotiateEncoding', () => {
  it('prefers br, then gzip', () => {
    expect(negotiateEncoding('gzip, deflate, br', 5000)).toBe('br');
    expect(negotiateEncoding('gzip', 5000)).toBe('gzip');
    expect(negotiateEncoding('*', 5000)).toBe('gzip');
  });
  it('honours q=0 refusals', () => {
    expect(negotiateEncoding('br;q=0, gzip', 5000)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.0,gzip;q=0', 5000)).toBe('identity');
    expect(negotiateEncoding('br;q=0.5', 5000)).toBe('br');
  });
  it('leaves small or unrequested bodies alone', () => {
    expect(negotiateEncoding('br', 100)).toBe('identity');
    expect(negotiateEncoding(undefined, 5000)).toBe('identity');
    expect(negotiateEncoding('deflate', 5000)).toBe('identity');
  });
});

import { describe, expect, it } from 'vitest';
import { baseForms } from './base-forms.ts';

describe('baseForms', () => {
  it('gives irregular verb forms as their base, lower-cased, other words as they are', () => {
    expect(baseForms('They THREW him overboard')).toBe('they throw him overboard');
    expect(baseForms('thrown overboard')).toBe('throw overboard');
    expect(baseForms('Peter wept bitterly and fled')).toBe('peter weep bitterly and flee');
  });

  it('reads a form of two verbs as the later one in the list', () => {
    // "lay" is lay's base and a form of lie; "laid" is lay's.
    expect(baseForms('he lay down')).toBe('he lie down');
    expect(baseForms('he laid it down')).toBe('he lay it down');
  });

  it('takes a word named like an Object property for a word', () => {
    expect(baseForms('constructor')).toBe('constructor');
  });
});

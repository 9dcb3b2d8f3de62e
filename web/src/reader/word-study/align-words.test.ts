import { describe, expect, it } from 'vitest';
import type { Word } from '../../../../common/src/contracts/word-study.ts';
import { alignWords } from './align-words.ts';

const w = (text: string, ...strongs: string[]): Word => ({ text, strongs });

describe('alignWords', () => {
  it('finds each tagged word in one text node', () => {
    const words = [w('In the '), w('beginning', 'H7225'), w(' '), w('God', 'H430'), w('.')];
    expect([...alignWords(['In the beginning God.'], words)]).toEqual([
      [1, [{ node: 0, start: 7, end: 16 }]],
      [3, [{ node: 0, start: 17, end: 20 }]],
    ]);
  });

  it('splits a word over the text nodes that red letters or added words make', () => {
    // KJV John 21:15: "Simon, <i>son</i> of Jonas, lovest thou me" inside <span class="wj">.
    const texts = ['Jesus saith, ', 'Simon, ', 'son', ' of Jonas, lovest', ' thou me'];
    const words = [
      w('Jesus', 'G2424'),
      w(' saith, Simon, son of Jonas, '),
      w('lovest thou', 'G25'),
      w(' me'),
    ];
    const found = alignWords(texts, words);
    expect(found.get(0)).toEqual([{ node: 0, start: 0, end: 5 }]);
    expect(found.get(2)).toEqual([
      { node: 3, start: 11, end: 17 },
      { node: 4, start: 1, end: 5 },
    ]);
  });

  it('forgives differences of white space between the words and the page', () => {
    const found = alignWords(
      ['He  said\nto him'],
      [w('He', 'G846'), w(' '), w('said to', 'G3004'), w(' him')],
    );
    expect(found.get(2)).toEqual([{ node: 0, start: 4, end: 11 }]);
  });

  it('leaves the words after a difference unmarked instead of marking the wrong text', () => {
    const found = alignWords(['love thee, O Lord'], [w('love', 'H157'), w(' you, '), w('Lord', 'H3068')]);
    expect([...found.keys()]).toEqual([0]);
  });

  it('marks nothing for words without numbers', () => {
    expect(alignWords(['and the'], [w('and the')]).size).toBe(0);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { askedQuestionLines, HOME_TUNING_SETS } from './eval-sets.ts';

describe('the asked questions the home search votes with', () => {
  it('are the tuning sets as they are now (run `npm run train:home` after changing a set)', () => {
    expect(readFileSync('server/src/modules/home/data/asked-questions.jsonl', 'utf8')).toBe(
      askedQuestionLines(),
    );
  });

  // An untouched set's question may still be one a tuning set's writer typed word for word ("who was
  // jezebel"): eval:home figures are reported split by that (decision 0014, stop 50).
  it('come from no untouched set', () => {
    const untouched = [8, 9, 12, 15, 16, 20, 21, 22, 23, 26, 36, 37, 38, 39, 43, 59, 60, 61, 62, 63].map(
      (n) => `eval/home-search-heldout${n}.jsonl`,
    );
    expect(untouched.some((f) => HOME_TUNING_SETS.includes(f))).toBe(false);
  });
});

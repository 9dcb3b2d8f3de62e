import { beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../server/src/importer/sources.ts';
import { checkWordStudy, type TranslationReport } from './word-study-check.ts';

// Issue 32: word study over the whole library, from the SWORD modules (as importer/fidelity.test.ts):
// every verse's words are its text, every Strong's number used has a lexicon entry, and every number's
// count and renderings equal an independent count from mod2imp's output. `npx tsx
// scripts/word-study-check.ts` prints the figures (and, with DATA_DIR, checks the imported index too).
let reports: TranslationReport[] = [];
beforeAll(async () => {
  reports = await checkWordStudy(process.env.SWORD_PATH ?? '/usr/share/sword');
}, 600_000);

describe('word study over the whole library', () => {
  it.each(TRANSLATIONS.map((t) => t.id))('%s: words, lexicon entries, counts and renderings', (id) => {
    const r = reports.find((x) => x.id === id);
    expect(r?.verses).toBeGreaterThan(30_000);
    expect(r?.numbers).toBeGreaterThan(10_000);
    expect({
      textMismatches: r?.textMismatches.slice(0, 20),
      missing: r?.missing,
      countDiffs: r?.countDiffs.slice(0, 20),
      renderingDiffs: r?.renderingDiffs.slice(0, 20),
      unservedWords: r?.unservedWords,
    }).toEqual({ textMismatches: [], missing: [], countDiffs: [], renderingDiffs: [], unservedWords: 0 });
  });

  it('finds John 21’s two loves in the KJV’s counts: agapaō 143 words, phileō 25', () => {
    const kjv = reports.find((x) => x.id === 'eng-kjv')?.index ?? [];
    expect(kjv.find((e) => e.strongs === 'G25')?.occurrences.length).toBe(143);
    expect(kjv.find((e) => e.strongs === 'G5368')?.occurrences.length).toBe(25);
    expect(kjv.find((e) => e.strongs === 'G26')?.renderings.slice(0, 2)).toEqual([
      { text: 'love', count: 81 },
      { text: 'charity', count: 28 },
    ]);
  });
});

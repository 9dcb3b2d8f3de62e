import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { parseNaves } from './lexicons.ts';

/** One entry in the module's own markup (fragments copied from `mod2imp Nave`). */
const entry = (body: string) => ({
  key: 'TEST',
  body: `<entryFree n="TEST"> <def> ${body} </def> </entryFree>`,
});
const rangesOf = (body: string) => parseNaves([entry(body)])[0]?.refs.map((r) => r.range);

describe("Nave's citations of one-chapter books", () => {
  it('reads the verse after the tag: "Jude 1</ref>:3" is Jude 1:3, not 1:1', () => {
    expect(rangesOf('<lb/>→ Faith <ref osisRef="Jude.1.1">Jude 1</ref>:3')).toEqual(['JUD.1.3']);
    expect(rangesOf('<lb/>→ Proud <ref osisRef="Obad.1.1">Ob 1</ref>:4; ')).toEqual(['OBA.1.4']);
    expect(rangesOf('<item>Peace <ref osisRef="Phlm.1.1">Phm 1</ref>:10</item>')).toEqual(['PHM.1.10']);
  });

  it('splits verse lists and keeps ranges', () => {
    expect(rangesOf('<lb/>→ Enoch prophesies to <ref osisRef="Jude.1.1">Jude 1</ref>:14,15 <lb/>')).toEqual([
      'JUD.1.14',
      'JUD.1.15',
    ]);
    expect(rangesOf('<ref osisRef="Jude.1.1">Jude 1</ref>:4-6 <lb/>')).toEqual(['JUD.1.4-JUD.1.6']);
    expect(rangesOf('<item>Diotrephes <ref osisRef="3John.1.1">3Jo 1</ref>:9,10</item>')).toEqual([
      '3JN.1.9',
      '3JN.1.10',
    ]);
    expect(rangesOf('<ref osisRef="2John.1.1">2Jo  1</ref>:1,3,5-8; ')).toEqual([
      '2JN.1.1',
      '2JN.1.3',
      '2JN.1.5-2JN.1.8',
    ]);
  });

  it('keeps the sub-heading as the label and leaves other books alone', () => {
    const [topic] = parseNaves([
      entry(
        '<lb/>→ Ministry of <ref osisRef="Heb.1.14">Heb 1:14</ref>; <ref osisRef="Jude.1.1">Jude 1</ref>:9; <ref osisRef="Rev.12.7">Re 12:7</ref>',
      ),
    ]);
    expect(topic?.refs).toEqual([
      { label: 'Ministry of', range: 'HEB.1.14' },
      { label: 'Ministry of', range: 'JUD.1.9' },
      { label: 'Ministry of', range: 'REV.12.7' },
    ]);
  });

  it('reads a bare book citation as the whole book, and drops a mis-tagged one', () => {
    expect(
      rangesOf(
        'the EPISTLES OF JOHN <ref osisRef="2John.1.1">2Jo 1</ref>; <ref osisRef="3John.1.1">3Jo 1</ref></item>',
      ),
    ).toEqual(['2JN.1', '3JN.1']);
    // The module tags "1Ki 18:12" as Obadiah; it is no Obadiah citation.
    expect(rangesOf('<item><ref osisRef="Obad.1.1">Obadiah 1</ref>Ki 18:12</item>')).toEqual([]);
  });
});

describe("Nave's references to Jude in the imported library", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('spread over the letter instead of all pointing at 1:1', async () => {
    const { rows } = (await database.db.execute(
      sql`select start_chapter, start_verse, count(*)::int as n from topic_refs where book_id = 'JUD' group by 1, 2`,
    )) as unknown as { rows: { start_chapter: number; start_verse: number; n: number }[] };
    const total = rows.reduce((s, r) => s + r.n, 0);
    const verse1 = rows.find((r) => r.start_verse === 1)?.n ?? 0;
    expect(total).toBeGreaterThan(100);
    expect(rows.every((r) => r.start_chapter === 1)).toBe(true);
    // Nave's cites most of Jude's 25 verses; verse 1 alone only a handful of times.
    expect(rows.length).toBeGreaterThan(15);
    expect(verse1).toBeLessThan(total / 5);
  });
});

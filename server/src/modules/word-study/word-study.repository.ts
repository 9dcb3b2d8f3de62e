import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { strongsIndex } from './word-study.schema.ts';

/** A Strong's number's row of the word index (importer/word-index.ts): occurrences and renderings. */
export interface IndexRow {
  occurrences: number[];
  renderings: { text: string; count: number }[];
}

export const createWordStudyRepository = (db: Db) => ({
  /** A number's occurrences and renderings in a translation; undefined when the translation has none. */
  indexRow: async (translationId: string, strongs: string): Promise<IndexRow | undefined> =>
    (
      await db
        .select({ occurrences: strongsIndex.occurrences, renderings: strongsIndex.renderings })
        .from(strongsIndex)
        .where(and(eq(strongsIndex.translationId, translationId), eq(strongsIndex.strongs, strongs)))
        .limit(1)
    )[0],

  /** Every number's row of a translation (its offline download). */
  allRows: async (translationId: string): Promise<(IndexRow & { strongs: string })[]> =>
    db
      .select({
        strongs: strongsIndex.strongs,
        occurrences: strongsIndex.occurrences,
        renderings: strongsIndex.renderings,
      })
      .from(strongsIndex)
      .where(eq(strongsIndex.translationId, translationId)),

  /** The translations whose words carry Strong's numbers. */
  taggedTranslations: async (): Promise<string[]> =>
    (await db.selectDistinct({ id: strongsIndex.translationId }).from(strongsIndex)).map((r) => r.id),
});

export type WordStudyRepository = ReturnType<typeof createWordStudyRepository>;

import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { chapters } from '../modules/bible/bible.schema.ts';
import { churches } from '../modules/churches/churches.schema.ts';
import { planPassages, readingPlans } from '../modules/reading-plans/reading-plans.schema.ts';
import { sermons } from '../modules/sermons/sermons.schema.ts';
import { serverPath } from '../paths.ts';

interface DemoFile {
  church: {
    key: string;
    name: string;
    website: string | null;
    youtube_channel: string | null;
    theology: string;
    about: string;
  };
  studies: {
    key: string;
    name: string;
    description: string;
    theme: string;
    sermon: { key: string; title: string; notes: string };
    days: { ref: string; name: string; insight: string; question: string }[];
  }[];
}

const file = serverPath('data', 'demo', 'sermon-studies.json');

/** Spec §4's fallback for a range with no end, when the chapter's length is not known. */
export const OPEN_END_FALLBACK = 200;

/** "MAT 5:1-12" or "PSA 23:1-" (to the chapter's end) → columns. */
export const parseDemoRef = (ref: string) => {
  const m = ref.match(/^([1-4A-Z]{3}) (\d+):(\d+)-(\d*)$/);
  if (!m) throw new Error(`bad demo reference: ${ref}`);
  return {
    bookId: m[1] ?? '',
    chapter: Number(m[2]),
    start: Number(m[3]),
    end: m[4] ? Number(m[4]) : undefined,
  };
};

/**
 * The demo church and its three published Sermon Studies (server/data/demo). Idempotent: rows carry a
 * seed key, and a study already present is left as it is. Open-ended ranges end at the chapter's real
 * last verse (any imported translation), or verse 200 when the chapter is not imported.
 */
export const seedDemo = async (db: Db): Promise<{ created: number }> => {
  const demo = JSON.parse(readFileSync(file, 'utf8')) as DemoFile;
  // Every start runs this: when all studies are there, one read and no writes.
  const keys = demo.studies.map((s) => s.key);
  const present = await db
    .select({ k: readingPlans.seedKey })
    .from(readingPlans)
    .where(inArray(readingPlans.seedKey, keys));
  if (present.length === keys.length) return { created: 0 };
  return db.transaction(async (tx) => {
    const c = demo.church;
    const [church] = await tx
      .insert(churches)
      .values({
        name: c.name,
        website: c.website,
        youtubeChannel: c.youtube_channel,
        theologySlug: c.theology,
        about: c.about,
        seedKey: c.key,
      })
      .onConflictDoUpdate({ target: churches.seedKey, set: { name: c.name } })
      .returning();
    if (!church) throw new Error('demo church not written');
    let created = 0;
    for (const s of demo.studies) {
      const exists = (
        await tx.select({ id: readingPlans.id }).from(readingPlans).where(eq(readingPlans.seedKey, s.key))
      )[0];
      if (exists) continue;
      const [sermon] = await tx
        .insert(sermons)
        .values({
          churchId: church.id,
          title: s.sermon.title,
          content: s.sermon.notes,
          hasAnalysis: true,
          seedKey: s.sermon.key,
        })
        .onConflictDoUpdate({ target: sermons.seedKey, set: { title: s.sermon.title } })
        .returning();
      const [plan] = await tx
        .insert(readingPlans)
        .values({
          name: s.name,
          description: s.description,
          theme: s.theme,
          visibility: 'public',
          churchId: church.id,
          sermonId: sermon?.id,
          seedKey: s.key,
        })
        .returning();
      if (!plan) throw new Error('demo plan not written');
      let order = 0;
      for (const day of s.days) {
        const r = parseDemoRef(day.ref);
        const [len] = await tx
          .select({ n: sql<number>`max(${chapters.verseCount})` })
          .from(chapters)
          .where(and(eq(chapters.bookId, r.bookId), eq(chapters.chapter, r.chapter)));
        await tx.insert(planPassages).values({
          planId: plan.id,
          passageOrder: ++order,
          bookId: r.bookId,
          startChapter: r.chapter,
          startVerse: r.start,
          endChapter: r.chapter,
          endVerse: r.end ?? (len?.n ? Number(len.n) : OPEN_END_FALLBACK),
          name: day.name,
          insight: day.insight,
          question: day.question,
        });
      }
      created++;
    }
    return { created };
  });
};

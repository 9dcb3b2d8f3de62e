import { like, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * Which of these stored images (ids, the SHA-256 hex of /api/media/{id}) a module's rows still name.
 * Each module whose rows hold images' URLs (a church's logo and about text, sermon notes, a partner's
 * icon) gives one through its service, so the media module removes an image nothing names without
 * reading another module's tables (media.service.ts release and sweep).
 */
export type MediaReferrer = (ids: readonly string[]) => Promise<ReadonlySet<string>>;

const MEDIA_ID = /\/api\/media\/([0-9a-f]{64})/g;

/** The stored images' ids a text names (a logo's URL, markdown), in the order they appear. */
export const mediaIdsIn = (text: string | null | undefined): string[] =>
  text ? [...text.matchAll(MEDIA_ID)].map((m) => m[1] ?? '') : [];

/**
 * The ids among `ids` that any row of the columns' table names in any of `columns` (text columns
 * holding URLs or markdown): one query, returning only the rows that name one of them.
 */
export const mediaNamedIn = async (
  db: Db,
  columns: readonly [PgColumn, ...PgColumn[]],
  ids: readonly string[],
): Promise<Set<string>> => {
  const wanted = new Set(ids.filter((id) => /^[0-9a-f]{64}$/.test(id)));
  if (wanted.size === 0) return new Set();
  // Ids are hex: nothing in them is a LIKE wildcard.
  const patterns = [...wanted].map((id) => `%/api/media/${id}%`);
  const rows = await db
    .select(Object.fromEntries(columns.map((c, i) => [`c${i}`, c])))
    .from(columns[0].table)
    .where(or(...columns.flatMap((c) => patterns.map((p) => like(c, p)))));
  const named = new Set<string>();
  for (const row of rows)
    for (const value of Object.values(row))
      for (const id of mediaIdsIn(typeof value === 'string' ? value : null))
        if (wanted.has(id)) named.add(id);
  return named;
};

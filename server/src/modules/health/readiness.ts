import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../../db/database.ts';
import { importedSources } from '../../importer/import.ts';
import { SOURCE_KEYS } from '../../importer/sources.ts';
import { serverPath } from '../../paths.ts';

/**
 * What GET /api/ready checks: the database answers, the newest migration shipped with this build is
 * applied (drizzle's own record, as its migrator reads it) and every source of the Bible library is
 * imported by this importer version. Each missing thing is one short phrase.
 */
export const createReadiness = (db: Db) => {
  const migrations = readMigrationFiles({ migrationsFolder: serverPath('drizzle') });
  const newest = Math.max(0, ...migrations.map((m) => m.folderMillis));
  let ready = false;
  return {
    missing: async (): Promise<string[]> => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        ready = false;
        return ['the database does not answer'];
      }
      // Once all was there it stays so (migrations and imports are never undone while running); only
      // the database is asked again.
      if (ready) return [];
      const missing: string[] = [];
      const applied = await db
        .execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`)
        .then((r) => Number((r as unknown as { rows: { at: string | null }[] }).rows[0]?.at ?? 0))
        .catch(() => 0);
      if (applied < newest) missing.push('database migrations are not all applied');
      const imported = await importedSources(db).catch((): string[] => []);
      if (SOURCE_KEYS.some((k) => !imported.includes(k)))
        missing.push('the Bible library is not imported yet');
      ready = missing.length === 0;
      return missing;
    },
  };
};

export type Readiness = ReturnType<typeof createReadiness>;

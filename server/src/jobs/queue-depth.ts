import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** Jobs queued and running now, by kind (every instance's: one table), for the metrics (lib/metrics.ts). */
export const jobQueueDepth =
  (db: Db) => async (): Promise<{ kind: string; status: string; count: number }[]> =>
    (
      (await db.execute(sql`select kind, status, count(*)::int as count from jobs
      where status in ('queued', 'running') group by kind, status`)) as unknown as {
        rows: { kind: string; status: string; count: number }[];
      }
    ).rows;

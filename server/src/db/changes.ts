import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * The channel on which instances sharing one PostgreSQL database tell each other that data they keep
 * in memory changed (Database.listen). Payloads are topics: `bible`, the Bible library was imported.
 */
export const CHANGES_CHANNEL = 'emmaus_changes';

export type ChangeTopic = 'bible';

/** Tells every instance (this one included) that `topic` changed; delivered when the transaction commits. */
export const publishChange = async (db: Db, topic: ChangeTopic): Promise<void> => {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${topic})`);
};

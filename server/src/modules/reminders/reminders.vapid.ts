import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/database.ts';
import { vapidKeys } from './reminders.schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair: the configured one (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY), or one generated
 * on first use and kept in the database, so it survives restarts (PGlite keeps it in DATA_DIR) and every
 * instance on one PostgreSQL signs with the same keys: the first to insert wins, the others read it.
 * A new pair would orphan every browser's subscription, so it is never replaced.
 */
export const createVapidKeys = (db: Db, configured: VapidKeys | undefined) => {
  let cached: Promise<VapidKeys> | undefined;
  const load = async (): Promise<VapidKeys> => {
    if (configured) return configured;
    const read = async () => (await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1)).limit(1))[0];
    const found = await read();
    if (found) return { publicKey: found.publicKey, privateKey: found.privateKey };
    const fresh = webpush.generateVAPIDKeys();
    await db
      .insert(vapidKeys)
      .values({ id: 1, ...fresh })
      .onConflictDoNothing();
    const kept = await read();
    if (!kept) throw new Error('VAPID keys could not be stored');
    return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  };
  return () => {
    cached ??= load().catch((err: unknown) => {
      cached = undefined;
      throw err;
    });
    return cached;
  };
};

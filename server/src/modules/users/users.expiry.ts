import type { UsersWithData } from '../../db/user-data.ts';
import type { JobWorker } from '../../jobs/worker.ts';
import type { UsersRepository } from './users.repository.ts';

/** The recurring job that removes empty anonymous users (issue 19 item 5). */
export const EXPIRE_ANONYMOUS_USERS_JOB = 'users.expire-anonymous';
export const DEFAULT_ANONYMOUS_USER_TTL_DAYS = 30;
const DAY_MS = 86_400_000;
const BATCH = 500;

export interface ExpiryResult {
  /** Anonymous users old enough and bare on their own row, looked at. */
  examined: number;
  deleted: number;
}

/**
 * Deletes anonymous users created more than `ttlDays` ago that hold no data at all: no account, no site
 * role, no setting of their own, and nothing in any module (`holders`: each module's answer, read from
 * the user-data registry at each run, db/user-data.ts). Batches of `batchSize` in id order, each checked
 * and deleted on its own, so a long run holds no lock for long and a run cut short (a time-out, a
 * restart) is simply done again.
 *
 * Why age alone is enough, without a "last seen": such a user is indistinguishable from no row. Their
 * signed id stays valid; reads answer the defaults of a new reader as for any id without a row, and their
 * next write makes the row again (users.service.ts resolve), as a plain anonymous reader. Nothing that
 * grants anything (an account, a role) is ever deleted. A reader writing their first data at the very
 * moment of the delete keeps it: rows elsewhere are keyed by the same id, which the row's return finds.
 */
export const createAnonymousUserExpiry =
  (repo: UsersRepository, holders: () => readonly UsersWithData[], ttlDays: number, batchSize = BATCH) =>
  async (signal?: AbortSignal): Promise<ExpiryResult> => {
    let after: string | null = null;
    const result: ExpiryResult = { examined: 0, deleted: 0 };
    for (;;) {
      signal?.throwIfAborted();
      const ids = await repo.bareAnonymousUsers(ttlDays, after, batchSize);
      if (ids.length === 0) break;
      result.examined += ids.length;
      after = ids[ids.length - 1] ?? null;
      let empty: readonly string[] = ids;
      for (const holding of holders()) {
        if (empty.length === 0) break;
        const held = new Set(await holding(empty));
        empty = empty.filter((id) => !held.has(id));
      }
      result.deleted += await repo.deleteBareAnonymous(empty, ttlDays);
      if (ids.length < batchSize) break;
    }
    return result;
  };

/** Runs the expiry as a durable job once a day (one job for every instance: jobs/queue.ts ensureRecurring). */
export const registerAnonymousUserExpiry = (
  worker: JobWorker,
  expire: (signal?: AbortSignal) => Promise<ExpiryResult>,
) =>
  worker.register<unknown, ExpiryResult>(EXPIRE_ANONYMOUS_USERS_JOB, ({ signal }) => expire(signal), {
    everyMs: DAY_MS,
    timeoutMs: 30 * 60_000,
    backoffMs: 60_000,
  });

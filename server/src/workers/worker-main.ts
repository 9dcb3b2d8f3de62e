import type { TaskEnvelope } from '../lib/worker-pool.ts';
import { TASKS } from './tasks.ts';

/**
 * A worker thread of the pool (lib/worker-pool.ts): runs one task of the table at a time. Bundled on its
 * own (scripts/build-server.mjs → server/.build/worker.mjs), so a worker loads only the pure code its
 * tasks need, never the server, its database or its routes.
 */
export default async ({ task, input, port }: TaskEnvelope): Promise<unknown> => {
  const fn = (TASKS as Record<string, (input: unknown, progress: (m: unknown) => void) => unknown>)[task];
  if (!fn) throw new Error(`no task ${task}`);
  try {
    return await fn(input, (message) => port?.postMessage(message));
  } finally {
    port?.close();
  }
};

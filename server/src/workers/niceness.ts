/**
 * The niceness of the pool's threads (worker-main.ts sets it on each): they yield the cores to the event
 * loop's thread, which answers readers, and still get every idle cycle.
 */
export const WORKER_NICENESS = 10;

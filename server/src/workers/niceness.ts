/**
 * The niceness of the background lane's threads as `npm start` runs them (main.ts → workers/pools.ts →
 * worker-main.ts): jobs yield the cores to the event loop's thread and the answers' lanes, and still get
 * every idle cycle.
 */
export const WORKER_NICENESS = 10;

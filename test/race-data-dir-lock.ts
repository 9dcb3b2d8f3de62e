import { type DataDirLock, lockDataDir } from '../server/src/db/lock.ts';

// Test helper for lock.test.ts: each SIGUSR1 tries to lock DATA_DIR and prints the outcome with the
// try's number; SIGUSR2 releases a lock held. Two of these racing for a stale lock must never both win.
const dir = process.env.DATA_DIR ?? '';
let held: DataDirLock | undefined;
let tries = 0;
process.on('SIGUSR1', () => {
  tries++;
  try {
    held = lockDataDir(dir);
    console.log(`try ${tries}: got`);
  } catch (err) {
    console.log(`try ${tries}: refused (${(err as Error).message.slice(0, 40)})`);
  }
});
process.on('SIGUSR2', () => {
  held?.release();
  held = undefined;
  console.log(`released ${tries}`);
});
console.log('ready');
setInterval(() => {}, 1000);

import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's folder (server/), where its prompts and site data live. Found from this file, which
 * sits one level below it both as source (server/src/paths.ts, run through tsx) and inside the
 * bundle `npm start` runs (server/.build/main.mjs, scripts/build-server.mjs): so every file the server
 * reads is found the same way in both.
 */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A path under server/. */
export const serverPath = (...parts: string[]): string => join(SERVER_ROOT, ...parts);

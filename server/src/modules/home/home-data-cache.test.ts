import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database.ts';
import type { Database } from '../../db/database.ts';
import { createBibleRepository } from '../bible/bible.repository.ts';
import { createBibleService } from '../bible/bible.service.ts';
import { createLibraryRepository } from '../library/library.repository.ts';
import { createLibraryService } from '../library/library.service.ts';
import { createHomeRepository } from './home.repository.ts';
import { createHomeService, HOME_TRANSLATION, type HomePool } from './home.service.ts';
import { createHomeDataCache, HOME_DATA_FORMAT, type HomeDataParts, homeDataKey } from './home-data-cache.ts';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'emmaus-home-cache-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A pool that builds nothing: it keeps the data each task was given (what the worker threads would build
 * their indexes from), so the tests compare data, not rankings (a build over the library takes tens of
 * seconds on a loaded machine).
 */
const seen: HomeDataParts[] = [];
const recording = {
  run: async (_task: string, payload: { data: { parts: HomeDataParts } }) => {
    seen.push(payload.data.parts);
    return null;
  },
} as unknown as HomePool;
const bytes = (parts: HomeDataParts | undefined) =>
  Object.fromEntries(Object.entries(parts ?? {}).map(([k, v]) => [k, Buffer.from(new Uint8Array(v))]));

/** Home search over the test library, counting its reads of the database, with the cache in `cacheDir`. */
const homeWith = (cacheDir: string, stamp?: string) => {
  const reads = { count: 0 };
  const bible = createBibleService(createBibleRepository(database.db));
  const library = createLibraryService(createLibraryRepository(database.db), bible);
  const counted = {
    ...bible,
    canonicalVerses: () => {
      reads.count++;
      return bible.canonicalVerses();
    },
    libraryStamp: async () => stamp ?? bible.libraryStamp(),
  };
  const home = createHomeService(
    { repo: createHomeRepository(database.db), bible: counted, library },
    HOME_TRANSLATION,
    { pool: recording, cache: createHomeDataCache(cacheDir) },
  );
  return { home, reads };
};

const folders = (cacheDir: string) => readdirSync(cacheDir).filter((n) => n.startsWith('home-'));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
};

describe('home search data cache (issue 37: the first question after a start waited ~10 s)', () => {
  it('reads the database once, then every later start reads the same data from the files', async () => {
    const cacheDir = join(dir, 'a');
    // The first start reads the database, and writes the cache meanwhile. (Ranking on data from the
    // cache is what every e2e server does: the seed fills it.)
    const first = homeWith(cacheDir);
    await first.home.warm();
    expect(first.reads.count).toBe(1);
    await until(() => existsSync(cacheDir) && folders(cacheDir).length === 1);

    // The next start reads no database, and its threads get the very bytes the database gave.
    const next = homeWith(cacheDir);
    await next.home.warm();
    expect(next.reads.count).toBe(0);
    expect(bytes(seen.at(-1))).toEqual(bytes(seen.at(-2)));
    // The file's first reads of the whole library took 45 s here and 63 s in a loaded CI run.
  }, 180_000);

  it('a new import is a new key: the database is read again and the old files go', async () => {
    const cacheDir = join(dir, 'b');
    await homeWith(cacheDir, 'import 1').home.fillCache();
    expect(folders(cacheDir)).toEqual([`home-${homeDataKey('import 1', HOME_TRANSLATION)}`]);

    const after = homeWith(cacheDir, 'import 2');
    await after.home.warm();
    expect(after.reads.count).toBe(1);
    // The new folder and then no other (it is renamed into place before the old ones go, and may list first).
    await until(() => folders(cacheDir).join() === `home-${homeDataKey('import 2', HOME_TRANSLATION)}`);
    expect(folders(cacheDir)).toHaveLength(1);
    // Filled already: filling again reads nothing.
    const again = homeWith(cacheDir, 'import 2');
    await again.home.fillCache();
    expect(again.reads.count).toBe(0);
  });

  it('a cache it cannot read is a miss, not a failure', async () => {
    const cacheDir = join(dir, 'c');
    const filled = homeWith(cacheDir, 'import 1');
    await filled.home.fillCache();
    const [folder] = folders(cacheDir);
    writeFileSync(join(cacheDir, folder ?? '', 'manifest.json'), '{"sizes": {"verses": 99999999999}}');
    const later = homeWith(cacheDir, 'import 1');
    await later.home.warm();
    expect(later.reads.count).toBe(1);
  });

  it('the data format is the one HOME_DATA_FORMAT names (change the loaders: bump it, then this)', async () => {
    const cacheDir = join(dir, 'd');
    await homeWith(cacheDir).home.fillCache();
    const folder = join(cacheDir, folders(cacheDir)[0] ?? '');
    const part = (name: string) => deserialize(readFileSync(join(folder, `${name}.v8`))) as unknown[];
    const shape = Object.fromEntries(
      ['lexemeRows', 'verses', 'outlines', 'sections', 'topicRefs'].map((name) => [
        name,
        Object.keys(part(name)[0] ?? {}).sort(),
      ]),
    );
    // The English words are plain strings (none where the test machine has no word list).
    const words = part('englishWords');
    expect(words.every((w) => typeof w === 'string' && /^[a-z]+$/.test(w))).toBe(true);
    expect({ format: HOME_DATA_FORMAT, shape }).toEqual({
      format: 2,
      shape: {
        lexemeRows: ['book_id', 'canonical', 'chapter', 'search'],
        outlines: ['book_id', 'chapter', 'text'],
        sections: ['book_id', 'chapter', 'text'],
        topicRefs: ['book_id', 'chapter', 'label', 'name', 'topic_id'],
        verses: ['book_id', 'chapter', 'text', 'translation_id', 'verse'],
      },
    });
  });
});

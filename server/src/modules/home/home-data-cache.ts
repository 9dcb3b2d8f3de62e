import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HomeData } from './home.ranker.ts';

/**
 * Home search's data as it was last read from the database, kept in files (DATA_DIR/cache): reading it
 * from the embedded database took ~7 s of the event loop at every start (62,000 verses, 37,000 search
 * rows, Nave's references; issue 37), so the first home question after a start waited ~10 s. The files
 * are read without the event loop's help and go straight into shared memory for the worker threads.
 *
 * The key names what the data was read from: every imported source's version and time (a new import
 * makes a new key), this format, and V8's serialisation version. A cache that cannot be read is a miss.
 */

/** Bump when HomeData's parts, or what the loaders put in them, change (home-data-cache.test.ts). */
export const HOME_DATA_FORMAT = 2;

export type HomeDataParts = Record<keyof HomeData, SharedArrayBuffer>;

const PARTS: (keyof HomeData)[] = [
  'lexemeRows',
  'verses',
  'outlines',
  'sections',
  'topicRefs',
  'englishWords',
];

export const homeDataKey = (libraryStamp: string, translation: string): string =>
  createHash('sha256')
    .update(`${HOME_DATA_FORMAT}\n${process.versions.v8}\n${translation}\n${libraryStamp}`)
    .digest('hex')
    .slice(0, 24);

interface Manifest {
  sizes: Record<string, number>;
}

/** A file read straight into shared memory: no copy on this thread. */
const readShared = async (path: string, size: number): Promise<SharedArrayBuffer> => {
  const buffer = new SharedArrayBuffer(size);
  const handle = await open(path, 'r');
  try {
    let at = 0;
    while (at < size) {
      const { bytesRead } = await handle.read(new Uint8Array(buffer), at, size - at, at);
      if (bytesRead === 0) throw new Error(`${path}: shorter than its manifest says`);
      at += bytesRead;
    }
  } finally {
    await handle.close();
  }
  return buffer;
};

export const createHomeDataCache = (dir: string) => {
  const folder = (key: string) => join(dir, `home-${key}`);
  return {
    has: async (key: string): Promise<boolean> =>
      stat(join(folder(key), 'manifest.json')).then(
        () => true,
        () => false,
      ),
    /** The parts stored under the key, or undefined (none, or unreadable). */
    read: async (key: string): Promise<HomeDataParts | undefined> => {
      try {
        const manifest = JSON.parse(await readFile(join(folder(key), 'manifest.json'), 'utf8')) as Manifest;
        const parts = {} as HomeDataParts;
        for (const part of PARTS) {
          const size = manifest.sizes[part];
          if (typeof size !== 'number') return undefined;
          parts[part] = await readShared(join(folder(key), `${part}.v8`), size);
        }
        return parts;
      } catch {
        return undefined;
      }
    },
    /**
     * Stores the parts under the key, whole or not at all (written aside, then renamed into place), and
     * removes the caches of earlier imports.
     */
    write: async (key: string, parts: HomeDataParts): Promise<void> => {
      await mkdir(dir, { recursive: true });
      const aside = join(dir, `.home-${key}-${randomUUID()}`);
      await mkdir(aside);
      try {
        const sizes: Record<string, number> = {};
        for (const part of PARTS) {
          await writeFile(join(aside, `${part}.v8`), new Uint8Array(parts[part]));
          sizes[part] = parts[part].byteLength;
        }
        await writeFile(join(aside, 'manifest.json'), JSON.stringify({ sizes } satisfies Manifest));
        await rm(folder(key), { recursive: true, force: true });
        await rename(aside, folder(key));
      } finally {
        await rm(aside, { recursive: true, force: true });
      }
      for (const name of await readdir(dir)) {
        if (name.startsWith('home-') && name !== `home-${key}`)
          await rm(join(dir, name), { recursive: true, force: true });
      }
    },
  };
};

export type HomeDataCache = ReturnType<typeof createHomeDataCache>;

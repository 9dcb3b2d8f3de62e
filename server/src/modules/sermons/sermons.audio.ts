import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AUDIO_TYPES } from '../../../../common/src/contracts/sermons.ts';
import type { AudioFile } from '../../adapters/speech-to-text/speech-to-text.ts';

export class AudioTooLarge extends Error {}
/** A body that ended before its first byte (chunked, or with no Content-Length): nothing to transcribe. */
export class AudioEmpty extends Error {}

/**
 * A sermon's uploaded audio, one file per sermon under `dir/{sermonId}/`, until the job has transcribed
 * it. The body is streamed to a temporary name and renamed when complete, so the job never reads half a
 * file; a body past the limit is cut off and its part removed. Instances that share a job queue must
 * share this folder (README "Audio transcription").
 */
export const createAudioStore = (dir: string) => {
  const folder = (id: number) => join(dir, String(id));
  return {
    save: async (id: number, body: Readable, type: string, maxBytes: number): Promise<AudioFile> => {
      const ext = AUDIO_TYPES[type] ?? 'bin';
      await mkdir(folder(id), { recursive: true });
      const part = join(folder(id), `.part-${randomUUID()}`);
      let seen = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _enc, done) {
          seen += chunk.length;
          done(seen > maxBytes ? new AudioTooLarge() : null, chunk);
        },
      });
      // The request body is piped, not put in the pipeline: a pipeline would destroy it on our own error,
      // and with it the socket, before the 413 could be sent. What is left of it is read and discarded.
      body.once('error', (err) => limit.destroy(err));
      body.once('close', () => {
        if (!body.readableEnded) limit.destroy(new Error('The upload was cut off.'));
      });
      body.pipe(limit);
      try {
        await pipeline(limit, createWriteStream(part));
        if (seen === 0) throw new AudioEmpty();
      } catch (err) {
        body.unpipe(limit);
        body.resume();
        await rm(part, { force: true });
        throw err;
      }
      // The newest upload replaces any earlier one.
      for (const name of await readdir(folder(id)))
        if (name.startsWith('audio.')) await rm(join(folder(id), name), { force: true });
      const path = join(folder(id), `audio.${ext}`);
      await rename(part, path);
      return { path, type, name: `sermon-${id}.${ext}` };
    },

    find: async (id: number): Promise<AudioFile | null> => {
      const names = await readdir(folder(id)).catch(() => [] as string[]);
      const name = names.find((n) => n.startsWith('audio.'));
      if (!name) return null;
      const ext = name.slice('audio.'.length);
      const type = Object.entries(AUDIO_TYPES).find(([, e]) => e === ext)?.[0] ?? 'application/octet-stream';
      return { path: join(folder(id), name), type, name: `sermon-${id}.${ext}` };
    },

    remove: (id: number) => rm(folder(id), { recursive: true, force: true }),

    /**
     * Every sermon's folder (named by its id; other names are left alone) with when anything in it last
     * changed, and its unfinished uploads (`.part-…`) with theirs: the daily sweep's view.
     */
    folders: async (): Promise<AudioFolder[]> => {
      const names = await readdir(dir).catch(() => [] as string[]);
      const found: AudioFolder[] = [];
      for (const name of names) {
        if (!/^[1-9]\d{0,9}$/.test(name)) continue;
        const at = await stat(join(dir, name)).catch(() => null);
        if (!at?.isDirectory()) continue;
        let changedMs = at.mtimeMs;
        const parts: AudioFolder['parts'] = [];
        for (const file of await readdir(join(dir, name)).catch(() => [] as string[])) {
          const path = join(dir, name, file);
          const fileAt = await stat(path).catch(() => null);
          if (!fileAt) continue;
          changedMs = Math.max(changedMs, fileAt.mtimeMs);
          if (file.startsWith('.part-')) parts.push({ path, changedMs: fileAt.mtimeMs });
        }
        found.push({ id: Number(name), changedMs, parts });
      }
      return found;
    },

    removeFile: (path: string) => rm(path, { force: true }),
  };
};

export interface AudioFolder {
  id: number;
  /** The newest change to the folder or any file in it (ms since the epoch). */
  changedMs: number;
  parts: { path: string; changedMs: number }[];
}

export type AudioStore = ReturnType<typeof createAudioStore>;

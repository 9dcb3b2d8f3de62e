import type { JobWorker } from '../../jobs/worker.ts';
import type { AudioStore } from './sermons.audio.ts';

/** The recurring job that removes uploaded audio no sermon owns any more (issue 37). */
export const SWEEP_AUDIO_JOB = 'sermons.sweep-audio';
const DAY_MS = 86_400_000;
/**
 * Files younger than this are left alone: an upload still streaming (200 MB on a slow line takes hours)
 * keeps touching its file, and the sermon's deletion removes its own files at once anyway.
 */
export const AUDIO_SWEEP_GRACE_MS = DAY_MS;

export interface AudioSweepResult {
  /** Sermon folders looked at. */
  examined: number;
  /** Folders of sermons that no longer exist (a crash between a deletion and its files, a church deleted). */
  orphans: number;
  /** Unfinished uploads (`.part-…`) a crash left in a living sermon's folder. */
  parts: number;
}

/**
 * Removes, once they are older than `graceMs`, the audio folders whose sermon has no row and the
 * unfinished uploads left in the others. Sermon ids are never reused, so a folder without a row stays an
 * orphan for good; a run cut short is simply done again.
 */
export const createAudioSweep =
  (
    store: AudioStore,
    existingIds: (ids: number[]) => Promise<number[]>,
    graceMs = AUDIO_SWEEP_GRACE_MS,
    now: () => number = Date.now,
  ) =>
  async (signal?: AbortSignal): Promise<AudioSweepResult> => {
    const folders = await store.folders();
    const living = new Set(await existingIds(folders.map((f) => f.id)));
    const before = now() - graceMs;
    const result: AudioSweepResult = { examined: folders.length, orphans: 0, parts: 0 };
    for (const folder of folders) {
      signal?.throwIfAborted();
      if (!living.has(folder.id)) {
        if (folder.changedMs < before) {
          await store.remove(folder.id);
          result.orphans++;
        }
        continue;
      }
      for (const part of folder.parts)
        if (part.changedMs < before) {
          await store.removeFile(part.path);
          result.parts++;
        }
    }
    return result;
  };

/** Runs the sweep as a durable job once a day (one job for every instance: jobs/queue.ts ensureRecurring). */
export const registerAudioSweep = (
  worker: JobWorker,
  sweep: (signal?: AbortSignal) => Promise<AudioSweepResult>,
) =>
  worker.register<unknown, AudioSweepResult>(SWEEP_AUDIO_JOB, ({ signal }) => sweep(signal), {
    everyMs: DAY_MS,
    timeoutMs: 10 * 60_000,
    backoffMs: 60_000,
  });

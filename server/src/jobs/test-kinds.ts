import type { JobWorker } from './worker.ts';

/**
 * `test.sleep` (JOB_TEST_KINDS=1 only): walks `steps` steps of `stepMs`, reporting progress and logging
 * each, so a test can kill the server mid-job and watch the job finish after a restart.
 */
export const registerTestJobKinds = (worker: JobWorker, log: (m: string) => void) => {
  worker.register<{ steps: number; stepMs: number }, { steps: number }>(
    'test.sleep',
    async ({ job, signal, progress }) => {
      const { steps, stepMs } = job.payload;
      for (let i = 1; i <= steps; i++) {
        await new Promise((resolve, reject) => {
          const t = setTimeout(resolve, stepMs);
          signal.addEventListener('abort', () => {
            clearTimeout(t);
            reject(signal.reason);
          });
        });
        await progress({ step: `step ${i}`, share: i / steps });
        log(`test.sleep ${job.id} attempt ${job.attempts} step ${i}/${steps}`);
      }
      return { steps };
    },
    { timeoutMs: 60_000, backoffMs: 100 },
  );
};

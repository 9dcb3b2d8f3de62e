import { type ChildProcess, spawn } from 'node:child_process';

export interface Spawned {
  child: ChildProcess;
  output(): string;
  /** Resolves when the output matches, rejects if the process exits first or the time runs out. */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  exit(): Promise<number | null>;
}

/**
 * Runs a TypeScript entry point in a child Node process (through tsx), capturing stdout and stderr.
 * `prefix` runs it under another command (the bench pins servers to a core with `taskset -c 1`).
 */
export const spawnTs = (
  script: string,
  args: string[],
  env: Record<string, string>,
  prefix: string[] = [],
): Spawned => {
  const [command = process.execPath, ...before] = [...prefix, process.execPath];
  const child = spawn(command, [...before, '--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString();
    for (const l of listeners) l();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exit: () => exited,
    waitFor: (pattern, ms = 60_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out waiting for ${pattern}; output:\n${out}`)),
          ms,
        );
        const check = () => {
          if (pattern.test(out)) {
            clearTimeout(timer);
            listeners.delete(check);
            resolve();
          }
        };
        listeners.add(check);
        void exited.then((code) => {
          if (!pattern.test(out)) {
            clearTimeout(timer);
            reject(new Error(`exited (${code}) before ${pattern}; output:\n${out}`));
          }
        });
        check();
      }),
  };
};

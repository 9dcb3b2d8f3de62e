import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  requestsPerSec: number;
  /** Requests completed in the run. */
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

const toMs = (value: string, unit: string): number =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? Number.NaN);

/** Parses wrk's `--latency` report: the Requests/sec line and the 50% / 99% latency percentiles. */
export const parseWrk = (out: string): WrkResult => {
  const pct = (p: string) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(out);
    return m?.[1] && m[2] ? toMs(m[1], m[2]) : Number.NaN;
  };
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const requests = /(\d+) requests in/.exec(out)?.[1];
  const errs = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1];
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0;
  return {
    requestsPerSec: Number(rps),
    requests: Number(requests),
    p50Ms: pct('50'),
    p99Ms: pct('99'),
    errors: Number(errs ?? 0) + socketErrors,
  };
};

/**
 * Load-tests `baseUrl` over `paths` (round robin through a Lua script) at 50 connections. With
 * `pinCore`, wrk runs as one thread on that core (`taskset`), away from the server under test.
 */
export const runWrk = async (
  baseUrl: string,
  paths: string[],
  workDir: string,
  seconds = 10,
  pinCore?: number,
): Promise<WrkResult> => {
  const script = join(workDir, 'paths.lua');
  writeFileSync(
    script,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}
local i = 0
request = function()
  i = (i % #paths) + 1
  return wrk.format("GET", paths[i])
end
`,
  );
  const wrk = ['-c50', `-d${seconds}s`, '--latency', '-s', script, baseUrl];
  const { stdout } =
    pinCore === undefined
      ? await run('wrk', ['-t2', ...wrk], { maxBuffer: 1 << 20 })
      : await run('taskset', ['-c', String(pinCore), 'wrk', '-t1', ...wrk], { maxBuffer: 1 << 20 });
  return parseWrk(stdout);
};

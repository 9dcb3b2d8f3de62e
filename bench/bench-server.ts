import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import pg from 'pg';

// Shared by the soak and mixed-load figures (bench/soak.ts, bench/mixed-load.ts): the server as
// `npm start` runs it (the bundled server/.build/main.mjs, default configuration), its CPU time, and a
// fresh PostgreSQL database for the figures measured on both databases.

/**
 * What every bench server runs with besides the defaults: the bench speaks from many addresses
 * through X-Forwarded-For (TRUST_PROXY), and asks more questions and makes more readers than the rate
 * limits allow one address (they are tested elsewhere), as bench/run.ts does.
 */
export const BENCH_ENV = {
  TRUST_PROXY: '127.0.0.1',
  HOST: '127.0.0.1',
  CHAT_RATE_LIMIT_USER: '1000000',
  CHAT_RATE_LIMIT_IP: '1000000',
  NEW_USERS_RATE_LIMIT_IP: '1000000',
};

/** True where servers can be pinned to core 1 and wrk to core 0 (as bench/run.ts does). */
export const canPin = (() => {
  if (availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-c', '0', 'true']);
    return true;
  } catch {
    return false;
  }
})();

export interface BenchServer {
  base: string;
  pid: number;
  /** CPU time the server process has used (utime + stime, Linux /proc), in ms. */
  cpuMs(): number;
  /** Resident memory (VmRSS) in MiB. */
  rssMiB(): number;
  /**
   * Waits until the server is idle (under 5% of a core for a second), at most `maxMs`: after start-up it
   * builds home search's indexes (modules/home/home.module.ts), and a figure taken meanwhile measures
   * that build. The seconds waited.
   */
  waitIdle(maxMs?: number): Promise<number>;
  /** The server's error lines (level 50 and above) so far, the last 20. */
  errors(): string[];
  /** Pins every thread of the server to `cores` (a taskset list), when pinning is possible. */
  pin(cores: string): void;
  stop(): Promise<void>;
}

/** Starts the bundled server (build it first: `node scripts/build-server.mjs`) and waits until it listens. */
export const startBenchServer = async (
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<BenchServer> => {
  // BENCH_NODE_ARGS adds Node flags to every bench server (say, `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to see what a figure's slow moments spend their time on; Node refuses them in NODE_OPTIONS).
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, ...nodeArgs, 'server/.build/main.mjs'], {
    env: { ...process.env, ...BENCH_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Only error lines are kept (a cheap test per chunk; the access lines are dropped).
  const errors: string[] = [];
  const keepErrors = (d: Buffer) => {
    if (!d.includes('"level":50') && !d.includes('"level":60')) return;
    for (const line of d.toString().split('\n'))
      if (/"level":[56]0/.test(line)) errors.push(line.slice(0, 2000));
    errors.splice(0, Math.max(0, errors.length - 20));
  };
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (/listening on/.test(out)) {
        // From here on the output (an access line per request at the default level) is drained and
        // dropped, as in bench/run.ts.
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.on('data', keepErrors);
        child.stderr.on('data', keepErrors);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`server exited:\n${out.slice(-4000)}`)));
  });
  const pid = child.pid ?? 0;
  const cpuMs = () => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return Number.NaN;
    }
  };
  return {
    base: `http://127.0.0.1:${port}`,
    pid,
    cpuMs,
    rssMiB: () => {
      try {
        const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        return Number(kb) / 1024;
      } catch {
        return Number.NaN;
      }
    },
    errors: () => [...errors],
    waitIdle: async (maxMs = 180_000) => {
      const started = performance.now();
      let quiet = 0;
      while (quiet < 2 && performance.now() - started < maxMs) {
        const before = cpuMs();
        await new Promise((r) => setTimeout(r, 500));
        quiet = cpuMs() - before < 25 ? quiet + 1 : 0;
      }
      return (performance.now() - started) / 1000;
    },
    pin: (cores) => {
      if (canPin && pid) execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

export const withDatabase = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A fresh database on the PostgreSQL server at `serverUrl` (BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), cloned from `template` when given (a database already
 * imported: saves the import), else empty (the server imports the library at its first start). Returns
 * its URL and a function that drops it.
 */
export const freshPostgres = async (
  serverUrl: string,
  name: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end());
    },
  };
};

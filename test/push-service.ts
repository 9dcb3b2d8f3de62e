import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

// A local push service speaking the Web Push protocol (the web-push-testing package, RFC 8030/8291/8292):
// it checks the VAPID signature, decrypts what it is sent and keeps it, and answers 410 for a
// subscription it was told to expire. Started as a child process by the tests that need it.

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface PushService {
  port: number;
  /** OUTBOUND_ALLOW_PRIVATE admitting it (it listens on localhost, plain http). */
  allow: string;
  subscribe(applicationServerKey: string): Promise<{
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }>;
  /** The notifications it received for a subscription, decrypted, oldest first. */
  messages(clientHash: string): Promise<string[]>;
  /** From now on the subscription answers 410 Gone. */
  expire(clientHash: string): Promise<void>;
  close(): Promise<void>;
}

export const startPushService = async (fixedPort?: number): Promise<PushService> => {
  const port = fixedPort ?? (await freePort());
  const script = createRequire(import.meta.url).resolve('web-push-testing/src/bin/server.js');
  const child: ChildProcess = spawn(process.execPath, [script, String(port)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const post = async (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  for (let i = 0; ; i++) {
    const up = await post('/status', {}).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 200 || child.exitCode !== null) throw new Error('the push service did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    allow: `127.0.0.1:${port},[::1]:${port}`,
    subscribe: async (applicationServerKey) => {
      const res = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      if (!res.ok) throw new Error(`subscribe: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: Awaited<ReturnType<PushService['subscribe']>> }).data;
    },
    messages: async (clientHash) => {
      const res = await post('/get-notifications', { clientHash });
      return ((await res.json()) as { data: { messages: string[] } }).data.messages;
    },
    expire: async (clientHash) => {
      const res = await post(`/expire-subscription/${clientHash}`, {});
      if (!res.ok) throw new Error(`expire: ${res.status}`);
    },
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
    },
  };
};

import { randomBytes } from 'node:crypto';
import { runAdmin } from '../server/src/admin.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { churches, churchMembers } from '../server/src/modules/churches/churches.schema.ts';
import { call, okJson, sleep } from './http.ts';

// Publishers for the soak and mixed-load figures. A church is made by its publisher's website analysis,
// which fetches the public web (the safe fetcher refuses this machine's addresses), so the one step
// that cannot go through the API is done as an operator would before the server starts: `npm run
// admin -- add-account` (server/src/admin.ts) for each publisher, and its church with the publisher as
// owner. Everything after — signing in, adding sermons, uploading transcripts, the analyses — goes
// through the API.

export interface PublisherFixture {
  email: string;
  password: string;
  churchId: number;
}

/**
 * Adds `n` publisher accounts, each owning a church of its own, to the database (a PGlite directory
 * before its server starts, or a PostgreSQL URL). `tag` keeps the e-mail addresses apart per run.
 */
export const addPublishers = async (
  where: { dataDir: string; databaseUrl?: string },
  n: number,
  tag: string,
): Promise<PublisherFixture[]> => {
  const database = await openDatabase({ dataDir: where.dataDir, databaseUrl: where.databaseUrl });
  try {
    await database.migrate();
    const password = `bench ${randomBytes(9).toString('base64url')}`;
    const out: PublisherFixture[] = [];
    for (let i = 0; i < n; i++) {
      const email = `bench-${tag}-${i}@example.org`;
      const [line] = await runAdmin(
        database.db,
        ['add-account', email, 'publisher', '--password-file', 'bench-password'],
        () => password,
      );
      const userId = /\(user ([0-9a-f-]{36})\)/.exec(line ?? '')?.[1];
      if (!userId) throw new Error(`add-account said: ${line}`);
      const [church] = await database.db
        .insert(churches)
        .values({ name: `Bench Chapel ${tag} ${i}` })
        .returning({ id: churches.id });
      if (!church) throw new Error('could not add the church');
      await database.db.insert(churchMembers).values({ churchId: church.id, userId, role: 'owner' });
      out.push({ email, password, churchId: church.id });
    }
    return out;
  } finally {
    await database.close();
  }
};

export interface Publisher extends PublisherFixture {
  headers: Record<string, string>;
}

/** Signs the publisher in as the web app does: e-mail sign-in, then POST /api/user/sign-in. */
export const signIn = async (base: string, p: PublisherFixture, ip: string): Promise<Publisher> => {
  const host = new URL(base).host;
  const origin = { host, origin: `http://${host}`, 'x-forwarded-for': ip };
  const anon = (await call(base, '/api/user', { headers: origin })).headers['x-user-id'];
  const auth = await call(base, '/api/auth/sign-in/email', {
    method: 'POST',
    headers: origin,
    json: { email: p.email, password: p.password },
  });
  okJson('sign-in', auth);
  const cookie = [auth.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('better-auth'))
    .join('; ');
  const synced = okJson<{ user_id: string }>(
    'user sign-in',
    await call(base, '/api/user/sign-in', {
      method: 'POST',
      headers: { ...origin, cookie, 'x-user-id': String(anon) },
      json: {},
    }),
  );
  return { ...p, headers: { ...origin, cookie, 'x-user-id': synced.user_id } };
};

interface SermonView {
  id: number;
  status: string;
  has_analysis: boolean;
  error_type: string | null;
}

let videoSerial = 0;
/** A video id of YouTube's shape, new each call (a sermon is added by its video link). */
const videoId = () =>
  `bench${String(process.pid % 1000).padStart(3, '0')}${String(videoSerial++).padStart(3, '0')}`;

/** Adds a sermon and uploads its transcript, which starts its analysis; the sermon's id. */
export const addSermonWithTranscript = async (
  base: string,
  p: Publisher,
  title: string,
  transcript: string,
): Promise<number> => {
  const sermon = okJson<SermonView>(
    'add sermon',
    await call(base, `/api/churches/${p.churchId}/sermons`, {
      method: 'POST',
      headers: p.headers,
      json: { youtube_url: `https://www.youtube.com/watch?v=${videoId()}`, title },
    }),
  );
  okJson(
    'upload transcript',
    await call(base, `/api/sermons/${sermon.id}/transcript`, {
      method: 'POST',
      headers: p.headers,
      json: { text: transcript, format: 'plain' },
    }),
  );
  return sermon.id;
};

const RUNNING = new Set(['queued', 'transcribing', 'analyzing']);

/**
 * Polls the sermon until its analysis ends (or `deadline`, a performance.now() time, passes): the
 * status it ended in ('ready' when analysed), or 'unfinished'.
 */
export const waitForAnalysis = async (
  base: string,
  p: Publisher,
  id: number,
  deadline: number,
): Promise<string> => {
  for (;;) {
    const s = okJson<SermonView>('sermon', await call(base, `/api/sermons/${id}`, { headers: p.headers }));
    if (!RUNNING.has(s.status)) return s.status;
    if (performance.now() > deadline) return 'unfinished';
    await sleep(500);
  }
};

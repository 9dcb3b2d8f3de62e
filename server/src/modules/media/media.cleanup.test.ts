import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ID_HEADER } from '../../../../common/src/headers.ts';
import { type Principal, SAME_ORIGIN, signedUpAccount } from '../../../../test/accounts.ts';
import { solidPng } from '../../../../test/fake-image-host.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { parseAllowlist } from '../../adapters/web-fetch/address-policy.ts';
import { createSafeFetcher } from '../../adapters/web-fetch/web-fetch.ts';
import { runAdmin } from '../../admin.ts';
import { recurringKey } from '../../jobs/queue.ts';
import { churches, churchMembers } from '../churches/churches.schema.ts';
import { partners } from '../partners/partners.schema.ts';
import { sermons } from '../sermons/sermons.schema.ts';
import { createMediaRepository } from './media.repository.ts';
import { media } from './media.schema.ts';
import { createMediaService, type MediaSweepResult } from './media.service.ts';
import { SWEEP_MEDIA_JOB } from './media.sweep.ts';

// Issue 37: a stored image lives as long as something names it. A church's logo or about text, or a
// sermon's notes, that stop naming an image let it go at once (unless another church or sermon names
// the same bytes, or a save copied it minutes ago); a deleted church or sermon takes its images with
// it; a daily sweep removes whatever else nothing names.

const HOUR = "interval '1 hour'";
let t: TestApp;
let owner: Principal;
let origin = '';
let allow = '';
let closeHost: () => Promise<void> = async () => {};
/** Each path /img/{n}.png is a PNG of its own colour: distinct bytes, so a distinct stored image. */
let next = 1;
const fresh = () => `${origin}/img/${next++}.png`;

const auth = () => ({ [USER_ID_HEADER]: owner.id, cookie: owner.cookie, ...SAME_ORIGIN });
const call = async (method: 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: auth(), ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
const rows = async <T>(q: SQL): Promise<T[]> =>
  ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const idOf = (url: string) => /\/api\/media\/([0-9a-f]{64})/.exec(url)?.[1] ?? '';
/** Which of these stored images are still there (their rows, and GET /api/media/{id}). */
const stored = async (...ids: string[]) => {
  const there = new Set(
    (await t.database.db.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map((r) => r.id),
  );
  for (const id of ids) {
    const res = await t.app.inject({ method: 'GET', url: `/api/media/${id}` });
    expect(res.statusCode, id).toBe(there.has(id) ? 200 : 404);
  }
  return ids.map((id) => there.has(id));
};
/** As if these images had been copied `interval` ago (past the in-flight window). */
const age = (ids: string[], interval = HOUR) =>
  t.database.db.execute(
    sql`update media set copied_at = now() - ${sql.raw(interval)} where id in (${sql.join(ids, sql`, `)})`,
  );

const newChurch = async (name: string) => {
  const [church] = await t.database.db.insert(churches).values({ name }).returning({ id: churches.id });
  const id = church?.id ?? 0;
  await t.database.db
    .insert(churchMembers)
    .values({ churchId: id, userId: owner.id.split('.')[0] ?? '', role: 'owner' });
  return id;
};
const setChurch = async (id: number, body: { logo_url?: string | null; about?: string | null }) =>
  (await call('PUT', `/api/churches/${id}`, body)).json() as {
    logo_url: string | null;
    about: string | null;
  };
const newSermon = async (churchId: number, notes: string) => {
  const [sermon] = await t.database.db
    .insert(sermons)
    .values({ churchId, title: 'Pictured sermon', hasAnalysis: true, status: 'ready' })
    .returning({ id: sermons.id });
  const id = sermon?.id ?? 0;
  const saved = (await call('PUT', `/api/sermons/${id}`, { content: notes })).json().content as string;
  return { id, image: idOf(saved) };
};

const until = async <T>(f: () => Promise<T | undefined>, what: string): Promise<T> => {
  for (let i = 0; i < 600; i++) {
    const v = await f();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
};
/** Runs the sweep through its real schedule, as if its day had passed (as the audio sweep's test does). */
const runSweep = async (): Promise<MediaSweepResult> => {
  const key = recurringKey(SWEEP_MEDIA_JOB);
  const queued = await until(
    async () =>
      (await rows<{ id: string }>(sql`select id from jobs where key = ${key} and status = 'queued'`))[0],
    'the next sweep queued',
  );
  await t.database.db.execute(sql`update jobs set run_after = now() where id = ${queued.id}`);
  const done = await until(
    async () =>
      (
        await rows<{ status: string; result: MediaSweepResult }>(
          sql`select status, result from jobs where id = ${queued.id} and status in ('done', 'failed')`,
        )
      )[0],
    'the sweep finished',
  );
  expect(done.status).toBe('done');
  return done.result;
};

beforeAll(async () => {
  const server = createServer((req, res) => {
    const n = Number(/^\/img\/(\d+)\.png$/.exec(req.url ?? '')?.[1]);
    if (!n) return void res.writeHead(404).end();
    const png = solidPng(4, 4, [n & 255, (n >> 8) & 255, 77]);
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  allow = `127.0.0.1:${port}`;
  closeHost = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  t = await createTestApp({ signInPerMinute: 1000, outboundAllowPrivate: allow });
  owner = await signedUpAccount(t.app, 'media-cleanup@example.org');
  await runAdmin(t.database.db, ['grant-role', 'media-cleanup@example.org', 'publisher'], () => '');
  // The worker ran the first sweep when it started: let it finish before any test's images.
  await runSweep();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await closeHost();
});

describe('images a change stops naming', () => {
  it('removes a replaced logo and a picture taken out of an about text at once', async () => {
    const church = await newChurch('Changing Chapel');
    const first = await setChurch(church, {
      logo_url: fresh(),
      about: `Welcome.\n\n![Hall](${fresh()})\n\n![Garden](${fresh()})`,
    });
    const logo = idOf(first.logo_url ?? '');
    const [hall, garden] = [...(first.about ?? '').matchAll(/\/api\/media\/([0-9a-f]{64})/g)].map(
      (m) => m[1] ?? '',
    );
    expect(await stored(logo, hall ?? '', garden ?? '')).toEqual([true, true, true]);
    await age([logo, hall ?? '', garden ?? '']);

    const second = await setChurch(church, {
      logo_url: fresh(),
      about: `Welcome.\n\n![Garden](/api/media/${garden})`,
    });
    expect(await stored(logo, hall ?? '', garden ?? '', idOf(second.logo_url ?? ''))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('keeps an image another church or sermon still names, and one copied minutes ago', async () => {
    const shared = fresh();
    const a = await newChurch('First Chapel');
    const b = await newChurch('Second Chapel');
    const logo = idOf((await setChurch(a, { logo_url: shared })).logo_url ?? '');
    // The same bytes, named by another church's logo and by a sermon's notes.
    expect(idOf((await setChurch(b, { logo_url: shared })).logo_url ?? '')).toBe(logo);
    const sermon = await newSermon(b, `![Logo](/api/media/${logo})`);
    expect(sermon.image).toBe(logo);
    await age([logo]);

    await setChurch(a, { logo_url: null });
    await setChurch(b, { logo_url: null });
    expect(await stored(logo)).toEqual([true]);
    await call('DELETE', `/api/sermons/${sermon.id}`);
    expect(await stored(logo)).toEqual([false]);

    // Copied moments ago, replaced at once: a save naming the same bytes may be under way, so it stays
    // for the daily sweep.
    const recent = idOf((await setChurch(a, { logo_url: fresh() })).logo_url ?? '');
    await setChurch(a, { logo_url: fresh() });
    expect(await stored(recent)).toEqual([true]);
  });

  it('removes the images of changed sermon notes', async () => {
    const church = await newChurch('Noted Chapel');
    const sermon = await newSermon(church, `# Notes\n\n![Diagram](${fresh()})`);
    await age([sermon.image]);
    await call('PUT', `/api/sermons/${sermon.id}`, { content: '# Notes\n\nNo pictures now.' });
    expect(await stored(sermon.image)).toEqual([false]);
  });
});

describe('images of what is deleted', () => {
  it('a deleted sermon takes its notes’ images', async () => {
    const church = await newChurch('Pruned Chapel');
    const sermon = await newSermon(church, `![Map](${fresh()})`);
    await age([sermon.image]);
    await call('DELETE', `/api/sermons/${sermon.id}`);
    expect(await stored(sermon.image)).toEqual([false]);
  });

  it('a deleted church takes its logo, its about text’s pictures and its sermons’ images', async () => {
    const church = await newChurch('Closing Chapel');
    const saved = await setChurch(church, { logo_url: fresh(), about: `![Front](${fresh()})` });
    const first = await newSermon(church, `![One](${fresh()})`);
    const second = await newSermon(church, `![Two](${fresh()})`);
    const ids = [idOf(saved.logo_url ?? ''), idOf(saved.about ?? ''), first.image, second.image];
    expect(await stored(...ids)).toEqual([true, true, true, true]);
    await age(ids);
    await call('DELETE', `/api/churches/${church}`);
    expect(await stored(...ids)).toEqual([false, false, false, false]);
  });
});

describe('the daily sweep', () => {
  /** An image stored straight into the table, copied `interval` ago. */
  const insert = async (interval: string) => {
    const data = solidPng(2, 2, [...randomBytes(3)] as [number, number, number]);
    const id = createHash('sha256').update(data).digest('hex');
    await t.database.db.insert(media).values({
      id,
      contentType: 'image/png',
      width: 2,
      height: 2,
      data,
      sourceUrl: `https://pictures.example/${id}.png`,
    });
    await age([id], interval);
    return id;
  };

  it('removes what nothing names once a day has passed, keeping what a church, sermon or partner names', async () => {
    const orphan = await insert("interval '2 days'");
    const recent = await insert("interval '2 hours'");
    const logo = await insert("interval '3 days'");
    const notes = await insert("interval '3 days'");
    const icon = await insert("interval '3 days'");
    const church = await newChurch('Swept Chapel');
    await t.database.db.execute(
      sql`update churches set logo_url = ${`/api/media/${logo}`} where id = ${church}`,
    );
    await t.database.db
      .insert(sermons)
      .values({ churchId: church, title: 'Kept', content: `Look: ![x](/api/media/${notes} "kept")` });
    await t.database.db
      .insert(partners)
      .values({ slug: 'swept', name: 'Swept Partner', iconUrl: `/api/media/${icon}` });

    // Two video thumbnails copied days ago (named by no row): one a list shows again today.
    const lists = createMediaService({
      repo: createMediaRepository(t.database.db),
      fetcher: createSafeFetcher({ allow: parseAllowlist(allow) }),
    });
    const [shownUrl, forgottenUrl] = [fresh(), fresh()];
    const first = await lists.copiesOf([shownUrl, forgottenUrl]);
    const [shown, forgotten] = [idOf(first.get(shownUrl) ?? ''), idOf(first.get(forgottenUrl) ?? '')];
    await age([shown, forgotten], "interval '2 days'");
    expect((await lists.copiesOf([shownUrl])).get(shownUrl)).toBe(`/api/media/${shown}`);

    const result = await runSweep();
    expect(result.removed).toBeGreaterThanOrEqual(2);
    expect(await stored(orphan, recent, logo, notes, icon)).toEqual([false, true, true, true, true]);
    expect(await stored(shown, forgotten)).toEqual([true, false]);

    // The next run is queued a day after this one started (one job for every instance).
    // The worker queues it just after marking this one done, so wait for it rather than race it.
    const nextRun = await until(
      async () =>
        (
          await rows<{ in_hours: number }>(sql`
            select extract(epoch from run_after - now()) / 3600 as in_hours from jobs
            where key = ${recurringKey(SWEEP_MEDIA_JOB)} and status = 'queued'`)
        )[0],
      'the next sweep queued',
    );
    expect(Number(nextRun.in_hours)).toBeGreaterThan(23);
  });
});

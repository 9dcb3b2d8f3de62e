import { mkdirSync } from 'node:fs';
import { videoPlatformURL } from '../playwright.config.ts';
import { type FakeStructuredProvider, startStructuredOpenAi } from '../test/fake-providers.ts';
import { sermonModelAnswer } from '../test/fake-sermon-model.ts';
import { type Spawned, spawnTs } from '../test/spawn.ts';
import { ADMIN, signIn } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { keepShot } from './helpers.ts';
import { api, churchWithChannel } from './sermon-helpers.ts';

// Issue 16 end to end with a model: a second server of its own (the shared e2e server stays on the
// built-in engine, which the other specs expect), configured with a local OpenAI-compatible server that
// answers structured output worked out from each request (test/fake-sermon-model.ts). Analyse a sermon,
// create a study, publish: the analysis and the days' insights and questions on screen are the model's.

let model: FakeStructuredProvider;
let server: Spawned | undefined;
let aiURL = '';
const dataDir = '.cache/e2e-ai-data';
const env = (extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  ...extra,
});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  mkdirSync('.cache', { recursive: true });
  model = await startStructuredOpenAi();
  model.answer = sermonModelAnswer;
  const admin = spawnTs(
    'scripts/admin.ts',
    ['add-account', ADMIN.email, 'admin', '--password-file', 'e2e/admin.password'],
    env(),
  );
  await admin.exit();
  // The bundled server where `npm test` built it (as the shards' own servers run): from source, its
  // first requests compiled on the fly and, with three shards beside it, outlasted the 5 s expectations
  // (a clean-clone CI run at stop 41).
  server = spawnTs(
    process.env.E2E_SERVER_BUILT
      ? `${process.env.SERVER_BUILD_DIR ?? 'server/.build'}/main.mjs`
      : 'server/src/main.ts',
    [],
    env({
      PORT: '0',
      HOST: '127.0.0.1',
      AUTH_RATE_LIMIT: '100000',
      VIDEO_PLATFORM_URL: videoPlatformURL,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: model.url,
      AI_MODEL: 'fake-sermon-model',
      AI_TIMEOUT_MS: '20000',
    }),
  );
  // A first run imports the whole library into its data directory (minutes on a loaded machine).
  await server.waitFor(/listening on http:\/\/127\.0\.0\.1:\d+/, 280_000);
  aiURL = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1] ?? '';
});
test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exit();
  await model?.close();
});

test(
  'analyse a sermon, create a study and publish it with a model answering structured output',
  { tag: '@flow' },
  async ({ browser }, info) => {
    test.skip(info.project.name === 'mobile', 'the dashboard is designed for desktop and tablet');
    test.setTimeout(240_000);
    const page = await browser.newPage({ baseURL: aiURL, viewport: info.project.use.viewport ?? null });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const shots = `test-results/sermon-model-${info.project.name}`;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, ADMIN);
    const churchId = await churchWithChannel(page);

    // Step 1: the job asks the model; the analysis shown is its answer (checked against the transcript).
    await page.goto(`/dashboard/${churchId}/videos/truevine001`);
    await expect(page.getByRole('tab', { name: /1 Analyze Sermon.*completed/ })).toBeVisible({
      timeout: 90_000,
    });
    await page.getByRole('tab', { name: /1 Analyze Sermon/ }).click();
    await expect(page.getByText('(model) Everything in the sermon hangs on John 15:1-8.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'John 15:1-8' }).first()).toHaveAttribute(
      'href',
      '/read/JHN/15?verse=1-8',
    );
    const sermons = (await api(page, 'GET', `/api/churches/${churchId}/sermons`)).body.sermons;
    const sermon = sermons.find((s: { youtube_video_id: string }) => s.youtube_video_id === 'truevine001');
    const analysed = (await api(page, 'GET', `/api/sermons/${sermon.id}`)).body;
    expect(analysed.analysis.main_text.reference).toBe('John 15:1-8');
    expect(analysed.analysis.passages.map((p: { reference: string }) => p.reference)).toContain(
      'Galatians 5:22-23',
    );
    expect(analysed.analysis.big_idea).toBe('(model) Everything in the sermon hangs on John 15:1-8.');
    // Analysed by the model (now, or by an earlier project's run on this server's data).
    await expect(page.getByText(/analysed by fake-sermon-model/)).toBeVisible();
    const analysisCalls = model.requests.length;
    await keepShot(page, { path: `${shots}-1-analysis.png`, fullPage: true });

    // Step 2: the study's days are the model's words about each day's own passage.
    await page.getByRole('tab', { name: /2 Create Study/ }).click();
    // The study of an earlier project's run on this server: regenerate it (asked first).
    const regenerate = page.getByRole('button', { name: 'Regenerate' });
    const createForm = page.getByRole('heading', { name: 'Create a Sermon Study' });
    await expect(regenerate.or(createForm)).toBeVisible({ timeout: 30_000 });
    if (await regenerate.isVisible()) {
      page.once('dialog', (d) => void d.accept());
      await regenerate.click();
    }
    await page.getByLabel('Study name').fill(`Model study (${info.project.name})`);
    await page.getByRole('button', { name: /^(Create|Regenerate) Study$/ }).click();
    await expect(page.getByRole('tab', { name: /3 Publish/ })).toHaveAttribute('aria-selected', 'true', {
      timeout: 90_000,
    });
    expect(model.requests.length).toBeGreaterThan(analysisCalls);
    await page.getByRole('tab', { name: /2 Create Study.*completed/ }).click();
    const days = page.getByRole('listitem', { name: /^Day \d+$/ });
    await expect(days).toHaveCount(5);
    await expect(days.first().getByLabel('Insight')).toHaveValue(/\(model\) Day 1 reads/);
    const planId = Number(
      /plans\/(\d+)\/about/.exec(
        (await page.getByRole('link', { name: 'Preview', exact: true }).getAttribute('href')) ?? '',
      )?.[1],
    );
    const plan = (await api(page, 'GET', `/api/reading-plans/${planId}`)).body;
    plan.passages.forEach((p: { insight: string; question: string; name: string }, i: number) => {
      expect(p.insight).toContain(`(model) Day ${i + 1} reads`);
      expect(p.question).toMatch(new RegExp(`^\\(model\\) On day ${i + 1}, what does .+ ask of you .+\\?$`));
    });
    await keepShot(page, { path: `${shots}-2-study.png`, fullPage: true });

    // Step 3: publish.
    await page.getByRole('tab', { name: /3 Publish/ }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    expect((await api(page, 'GET', `/api/reading-plans/${planId}`)).body.visibility).toBe('public');
    await keepShot(page, { path: `${shots}-3-published.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  },
);

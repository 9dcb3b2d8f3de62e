import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (no browser downloads here) against the real server over a
// fully imported embedded database of their own (.cache/e2e-data), so they never touch ./data.
const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
// The identity provider for the OIDC sign-in tests: oidc-provider on its own port (test/oidc-idp.ts).
const idpPort = port - 1;
// Local church websites and a video platform for the onboarding tests (test/fake-outbound-servers.ts):
// the server fetches them for real, allowed by OUTBOUND_ALLOW_PRIVATE (nothing leaves 127.0.0.1).
export const fakeVideoPlatformURL = `http://127.0.0.1:${port - 2}`;
export const fakeChurchSitesURL = `http://127.0.0.1:${port - 3}`;
const fakeTlsPort = port - 4;
/** The church site with a self-signed certificate (the server must refuse it: ssl_error). */
export const fakeTlsURL = `https://localhost:${fakeTlsPort}`;
// A speech-to-text server (OpenAI's /v1/audio/transcriptions) for the sermon audio upload tests.
const fakeSpeechPort = port - 5;
// A publisher's image host that e2e/publisher-images.e2e.ts starts itself (test/fake-image-host.ts): the
// server copies its images (allowed below), and the reader's browser must never ask it (issue 37).
export const fakeImageHostURL = `http://127.0.0.1:${port - 6}`;
// A local Web Push service (web-push-testing) that e2e/reminders.e2e.ts starts itself: the server sends
// reminders to it (allowed below; it listens on localhost, plain http).
export const pushServicePort = port - 7;
const idpClient = { id: 'emmaus-e2e', secret: 'emmaus-e2e-secret-0123456789' };
// The fake video platform the server reads channels and captions from (the sermon workflow tests).
export const videoPlatformURL = fakeVideoPlatformURL;
// The web build the server serves. The offline spec puts a new build there for one test (a deploy), so
// two runs side by side (`npm test` runs two shards: scripts/bootstrap.mjs) each serve a copy of their own.
export const webDist = process.env.E2E_WEB_DIST ?? 'dist/web';
// Set when the server is bundled already (scripts/bootstrap.mjs, before its shards start together).
const buildServer = process.env.E2E_SERVER_BUILT ? '' : 'node scripts/build-server.mjs && ';

/**
 * The specs the phone runs (decision 0022, stop 44): the reader and everything drawn for a phone (the
 * verse sheet, the drawers, the bottom tabs, the word sheet, the crisis card, the menu), search (issue 14)
 * and axe, and the daily habit a reader keeps on a phone (issue 33: streak, memory verses, reminders,
 * verses shared as pictures). The dashboard is designed for desktop and tablet; what the other specs
 * check (sign-in, plans, offline storage, admin) is the same behaviour at every size and runs on the
 * desktop.
 */
export const MOBILE_SPECS = [
  'a11y',
  'care',
  'chat',
  // The dashboard on a phone (issue 36): reading where studies stand, and publishing.
  'dashboard',
  'data-rights',
  'habits',
  'navigation-tabs',
  'navigator',
  'polish',
  'reader',
  'reader-comfort',
  'reader-daily',
  'reader-tools',
  'reminders',
  'search',
  'settings',
  'share-image',
  'smoke',
  'study-panel',
  'word-study',
] as const;

/**
 * The specs the tablet runs (decision 0022, stop 44): where the layout between 769 and 1024 px is its
 * own (the dashboard's one-column screens, the menu that slides over the page, the navigator, the
 * reader's chrome and chat panel, the word dialog). Everything else a tablet shows is the phone's or the
 * desktop's layout, checked at those sizes; a spec added here is checked at the tablet too.
 */
export const TABLET_SPECS = [
  'admin',
  'chat',
  'dashboard-layout',
  'dashboard-screens',
  'navigation-tabs',
  'navigator',
  'reader',
  'reader-comfort',
  'settings',
  'smoke',
  'word-study',
] as const;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // Each of two runs side by side its own (a run empties its output folder as it starts).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  workers: 1,
  // One retry: with two shards side by side on 2 cores a click can be lost under load (chat.e2e.ts's
  // onboarding tips at the tablet size failed once in 241 runs, then passed 6 of 6 alone). A retried test
  // is printed as flaky, so it stays visible; a real failure fails twice.
  retries: 1,
  timeout: 30_000,
  // Shards side by side on 2 cores (scripts/bootstrap.mjs): a page that answers in 1–2 s alone can take
  // longer when the other shard's server and browser are busy at the same moment.
  expect: { timeout: 10_000 },
  // The JSON report's durations keep the shards balanced (scripts/e2e-shards.mjs --update).
  reporter: [
    ['list'],
    ['json', { outputFile: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/results.json` }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    // The app's service worker precaches the whole shell (160 files, 2.3 MB) in every test's fresh
    // context: a third of a page load's CPU on the 2-core machine, for tests that check other things. The
    // specs about the worker (offline, reminders, the shared browser, the daily habit offline, care and
    // word study offline) allow it with test.use({ serviceWorkers: 'allow' }) (decision 0022, stop 61).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Layout is checked at the three sizes the spec designs for (§9: mobile ≤ 768, tablet, desktop > 1024);
  // a flow once, on the desktop (decision 0022). A test tagged @flow does the same steps and checks the
  // same things at every size (no branch on the size, nothing measured, no axe): what it checks is data
  // and behaviour, so mobile and tablet leave it out. Every other test keeps its three sizes, so a new
  // test is checked at all three until someone decides it is a flow (scripts/e2e-flows.test.ts refuses a
  // @flow test that reads the size or measures the page).
  projects: [
    // Besides: the publisher dashboard's specs run on tablet and desktop; sign-in flows, feature flags,
    // search (phone and desktop, issue 14) and the small-group guide (issue 30) not again on the tablet.
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, hasTouch: true },
      grepInvert: /@flow/,
      testMatch: MOBILE_SPECS.map((name) => `**/${name}.e2e.ts`),
    },
    {
      name: 'tablet',
      use: { viewport: { width: 820, height: 1180 }, hasTouch: true },
      grepInvert: /@flow/,
      testMatch: TABLET_SPECS.map((name) => `**/${name}.e2e.ts`),
    },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    {
      command: `node --import tsx test/oidc-idp.ts --port ${idpPort} --client-id ${idpClient.id} --client-secret ${idpClient.secret} --redirect ${baseURL}/api/auth/callback/church-id`,
      url: `http://127.0.0.1:${idpPort}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      command: `node --import tsx test/fake-outbound-servers.ts ${port - 3} ${fakeTlsPort} ${port - 2} ${fakeSpeechPort}`,
      url: `${fakeChurchSitesURL}/grace/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The Bible library, a partner edition for the partner tests (grace.localhost), a site admin and a
      // publisher (with no church of its own) for the dashboard tests, and the church owner and two readers
      // of the dashboard-states and sermon-audio tests, in one process before the server takes the lock
      // (test/e2e-seed.ts). The imported library is copied for the model spec's own server
      // (e2e/sermon-model.e2e.ts's .cache/e2e-ai-data), which would otherwise import it all again.
      command: `node --import tsx test/e2e-seed.ts --share-import .cache/e2e-ai-data && ${buildServer}node ${process.env.SERVER_BUILD_DIR ?? 'server/.build'}/main.mjs`,
      url: `${baseURL}/api/health`,
      // The first run imports the whole Bible library into .cache/e2e-data (about 25 s on 2 cores).
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // E2E_DATA_DIR lets two runs (on two E2E_PORTs) work side by side without sharing the data lock.
        DATA_DIR: process.env.E2E_DATA_DIR ?? '.cache/e2e-data',
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Every test and viewport asks from 127.0.0.1: the per-IP limit is tested in the server's tests.
        CHAT_RATE_LIMIT_IP: '100000',
        CHAT_RATE_LIMIT_USER: '100000',
        HOME_RATE_LIMIT_IP: '100000',
        SEARCH_RATE_LIMIT_IP: '100000',
        VERSE_IMAGE_RATE_LIMIT_IP: '100000',
        NEW_USERS_RATE_LIMIT_IP: '100000',
        AUTH_RATE_LIMIT: '100000',
        // Page views and study events of every test count against one address too (a CI run met 429s).
        ANALYTICS_RATE_LIMIT_IP: '100000',
        ANNOTATION_WRITES_RATE_LIMIT_IP: '100000',
        VIDEO_PLATFORM_URL: fakeVideoPlatformURL,
        // The fake platform's too: the server copies its video thumbnails (issue 37).
        OUTBOUND_ALLOW_PRIVATE: `127.0.0.1:${port - 3},127.0.0.1:${fakeTlsPort},127.0.0.1:${port - 2},127.0.0.1:${port - 6},127.0.0.1:${pushServicePort},[::1]:${pushServicePort}`,
        // Sermon audio uploads are transcribed by the fake (the dashboard offers them only when set).
        TRANSCRIBE_BASE_URL: `http://127.0.0.1:${fakeSpeechPort}/v1`,
        TRANSCRIBE_MODEL: 'whisper-1',
        OIDC_PROVIDERS: 'church-id',
        OIDC_CHURCH_ID_NAME: 'Church ID',
        OIDC_CHURCH_ID_ISSUER: `http://127.0.0.1:${idpPort}`,
        OIDC_CHURCH_ID_CLIENT_ID: idpClient.id,
        OIDC_CHURCH_ID_CLIENT_SECRET: idpClient.secret,
      },
    },
  ],
});

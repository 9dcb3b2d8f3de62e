import type { Server } from 'node:http';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { DataDirLockedError } from './db/lock.ts';
import { pendingSources, runImport } from './importer/import.ts';
import { createJobQueue } from './jobs/queue.ts';
import { jobQueueDepth } from './jobs/queue-depth.ts';
import { registerTestJobKinds } from './jobs/test-kinds.ts';
import { createJobWorker } from './jobs/worker.ts';
import { createMetrics } from './lib/metrics.ts';
import { serveMetrics } from './metrics-server.ts';
import { checkOidcProviders } from './oidc-check.ts';
import { userIdSecret } from './secret.ts';
import { seedDemo } from './seed/demo.ts';
import { WORKER_NICENESS } from './workers/niceness.ts';

// Start-up: config → database (locked) → migrations → import if missing or stale → listen.
const started = Date.now();
const fail = (message: string): never => {
  console.error(`emmaus: ${message}`);
  process.exit(1);
};

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    return fail(err instanceof ConfigError ? err.message : String(err));
  }
})();

const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL }).catch(
  (err: Error) =>
    fail(err instanceof DataDirLockedError ? err.message : `cannot open the database: ${err.message}`),
);

const jobQueue = createJobQueue(database.db);
const jobWorker = createJobWorker(jobQueue, {
  concurrency: Math.max(1, config.JOB_CONCURRENCY),
  leaseMs: config.JOB_LEASE_MS,
  log: (level, m) => (level === 'info' ? console.log : console.error)(`emmaus: ${m}`),
});
if (config.JOB_TEST_KINDS === '1') registerTestJobKinds(jobWorker, (m) => console.log(`emmaus: ${m}`));

// METRICS=on: counted from here on; served on METRICS_PORT (its own server) or with the app on PORT.
const metrics =
  config.METRICS === 'on'
    ? createMetrics({
        jobDepth: jobQueueDepth(database.db),
        ...(database.poolUse ? { pool: database.poolUse } : {}),
      })
    : undefined;
let metricsServer: Server | undefined;

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`emmaus: ${signal} received, finishing in-flight requests`);
  const force = setTimeout(() => {
    console.error('emmaus: shutdown took too long, exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    // Running jobs get a few seconds, then go back to the queue for this or another instance.
    await jobWorker.stop(5000);
    await app?.close();
    metricsServer?.close();
  } finally {
    await database.close();
    process.exit(0);
  }
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  // Instances starting at once on one PostgreSQL database take turns: the first migrates and imports,
  // the others find it done.
  await database.withStartupLock(async () => {
    await database.migrate();
    if ((await pendingSources(database.db, {})).length > 0) {
      console.log('emmaus: importing the Bible library (first start or importer update)…');
      await runImport(database.db, {
        swordPath: config.SWORD_PATH,
        englishWordsPath: config.ENGLISH_WORDS_PATH,
        log: (m) => console.log(`import: ${m}`),
      });
    }
    // The embedded default ships with demo Sermon Studies (idempotent); a PostgreSQL deployment runs
    // `npm run seed:demo` if it wants them.
    if (database.kind === 'pglite') {
      const { created } = await seedDemo(database.db);
      if (created) console.log(`emmaus: ${created} demo Sermon Studies added`);
    }
  });
  app = await buildApp({
    db: database.db,
    ...(metrics ? { metrics, metricsOnAppPort: config.METRICS_PORT === undefined } : {}),
    workerThreads: config.WORKER_THREADS,
    warmAfterListen: true,
    homeCacheDir: join(config.DATA_DIR, 'cache'),
    backgroundNiceness: WORKER_NICENESS,
    listen: database.listen,
    userIdSecret: userIdSecret(config.USER_ID_SECRET, config.DATA_DIR),
    logLevel: config.LOG_LEVEL,
    accessLogPerSecond: config.ACCESS_LOG_PER_SECOND,
    webDist: config.WEB_DIST,
    ai: {
      provider: config.AI_PROVIDER,
      baseUrl: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
    },
    featureFlags: config.FEATURE_FLAGS,
    careResources: config.CARE_RESOURCES,
    publicUrl: config.PUBLIC_URL,
    trustProxy: config.TRUST_PROXY,
    connectionLimits: { max: config.MAX_CONNECTIONS, perAddress: config.MAX_CONNECTIONS_PER_IP },
    signInPerMinute: config.AUTH_RATE_LIMIT,
    oidcProviders: config.oidcProviders,
    videoPlatformUrl: config.VIDEO_PLATFORM_URL,
    ...(config.YOUTUBE_API_KEY
      ? { youtubeApi: { key: config.YOUTUBE_API_KEY, url: config.YOUTUBE_API_URL } }
      : {}),
    outboundAllowPrivate: config.OUTBOUND_ALLOW_PRIVATE,
    publisherAutoApprove: config.PUBLISHER_AUTO_APPROVE === 'on',
    ...(config.TRANSCRIBE_BASE_URL && config.TRANSCRIBE_MODEL
      ? {
          transcribe: {
            baseUrl: config.TRANSCRIBE_BASE_URL,
            model: config.TRANSCRIBE_MODEL,
            apiKey: config.TRANSCRIBE_API_KEY,
            timeoutMs: config.TRANSCRIBE_TIMEOUT_MS,
            audioDir: join(config.DATA_DIR, 'sermon-audio'),
          },
        }
      : {}),
    mainHost: config.MAIN_HOST ?? (config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : undefined),
    chatRateLimit: {
      perUser: config.CHAT_RATE_LIMIT_USER,
      perIp: config.CHAT_RATE_LIMIT_IP,
      windowSeconds: config.CHAT_RATE_WINDOW_S,
    },
    jobs: { queue: jobQueue, worker: jobWorker },
    jobsPerChurch: config.JOBS_PER_CHURCH,
    reminders: {
      vapid:
        config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
          ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: config.VAPID_SUBJECT,
      mail:
        config.SMTP_URL && config.MAIL_FROM
          ? { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }
          : undefined,
    },
    newUsersPerMinute: config.NEW_USERS_RATE_LIMIT_IP,
    anonymousUserTtlDays: config.ANON_USER_TTL_DAYS,
    analyticsEventsPerMinute: config.ANALYTICS_RATE_LIMIT_IP,
    annotationBudgets: {
      writesPerMinute: config.ANNOTATION_WRITES_RATE_LIMIT_IP,
      anonymousBytes: config.ANNOTATION_BYTES_ANONYMOUS,
      accountBytes: config.ANNOTATION_BYTES_ACCOUNT,
    },
    // Several instances may share a PostgreSQL database: an address gets one budget among them all
    // (home, search, analytics events).
    sharedLimits: database.kind === 'postgres',
    // PostgreSQL runs queries on its own cores and connections: a few heavy requests at once.
    heavyWork: {
      concurrency: database.kind === 'pglite' ? 1 : 4,
      perMinute: {
        home: config.HOME_RATE_LIMIT_IP,
        search: config.SEARCH_RATE_LIMIT_IP,
        image: config.VERSE_IMAGE_RATE_LIMIT_IP,
      },
    },
  });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  if (metrics && config.METRICS_PORT !== undefined) {
    metricsServer = await serveMetrics(metrics, config.METRICS_PORT, config.METRICS_HOST);
    console.log(`emmaus: metrics on ${config.METRICS_HOST}:${config.METRICS_PORT} (/metrics)`);
  }
  console.log(`emmaus: listening on ${config.PUBLIC_URL ?? address} (ready in ${Date.now() - started} ms)`);
  // JOB_CONCURRENCY=0: this instance serves requests only; others run the jobs.
  if (config.JOB_CONCURRENCY > 0) {
    if (database.kind === 'pglite') await jobQueue.expireAllLeases();
    jobWorker.start();
  }
  void checkOidcProviders(config.oidcProviders, (m) => console.warn(m));
} catch (err) {
  const e = err as Error & { cause?: Error };
  console.error(`emmaus: start-up failed: ${(e.cause?.message ?? e.message).slice(0, 500)}`);
  await database.close();
  process.exit(1);
}

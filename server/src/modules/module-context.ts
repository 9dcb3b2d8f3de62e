import type { FastifyInstance } from 'fastify';
import type { AnalyticsEvent } from '../../../common/src/contracts/analytics.ts';
import { createSmtpMail, type MailSender } from '../adapters/mail/smtp-mail.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Db } from '../db/database.ts';
import { createUserDataRegistry, type UserDataRegistry } from '../db/user-data.ts';
import { createJobQueue, type JobQueue } from '../jobs/queue.ts';
import { createJobWorker, type JobWorker } from '../jobs/worker.ts';
import type { createLogger } from '../lib/access-log.ts';
import { createEventBus, type EventBus } from '../lib/events.ts';
import {
  createHeavyWork,
  type HeavyWork,
  type HeavyWorkConfig,
  type SharedCounter,
} from '../lib/heavy-work.ts';
import type { Metrics } from '../lib/metrics.ts';
import { createWorkerPools, type WorkerPools } from '../workers/pools.ts';

/** What modules tell each other without being built in each other's order (lib/events.ts). */
export type AppEvents = {
  /** A reading-plan event for the anonymous analytics counters (the reading-plans module says it). */
  analyticsEvent: AnalyticsEvent;
  /** A reader completed a Sermon Study's day (reading-plans says it; the streaks count the chapter). */
  planDayRead: { userId: string; bookId: string; chapter: number };
  /**
   * An action an admin would log, taken by the instance itself (PUBLISHER_AUTO_APPROVE's approvals,
   * said by publisher-requests): the admin module writes it to the audit log with no actor.
   */
  instanceAction: { action: string; target: string; subjectUserId: string; before: unknown; after: unknown };
};

/**
 * What every module's wiring function (modules/<feature>/<feature>.module.ts) is given besides the
 * dependencies it declares: the app to register routes and hooks on, the database, the configuration,
 * the job queue and worker, the heavy-work limiter, the event bus and the registry of per-user data.
 */
export interface ModuleContext {
  app: FastifyInstance;
  db: Db;
  /** The whole configuration (app-deps.ts); each module reads its own settings. */
  config: AppDeps;
  log: ReturnType<typeof createLogger>;
  jobs: { queue: JobQueue; worker: JobWorker };
  /** Bounds on expensive requests (lib/heavy-work.ts): the Bible search and home routes share them. */
  heavy: HeavyWork;
  /** The rate_limits table as a counter under `prefix`, one for every instance (used where limits are shared). */
  sharedCounter: (prefix: string) => SharedCounter;
  events: EventBus<AppEvents>;
  /** Every module that keeps rows per user registers its answers here (db/user-data.ts). */
  userData: UserDataRegistry;
  /** Feature flags turned on (spec §3). */
  flags: ReadonlySet<string>;
  /** Worker threads for CPU-bound work (workers/pools.ts): nothing heavy runs on the event loop. */
  workers: WorkerPools;
  /** METRICS=on: what the modules count for operators (lib/metrics.ts); undefined when off. */
  metrics: Metrics | undefined;
  /** SMTP_URL set: e-mail out (adapters/mail), one sender for every module; undefined when not. */
  mail: MailSender | undefined;
}

const DEFAULT_FLAGS = new Set([
  'enable_audit',
  'enable_commentaries',
  'enable_reading_plans',
  'enable_translations',
]);

// One heavy job at a time suits the embedded database's single connection (main.ts allows more on
// PostgreSQL). A person types a few questions a minute; searching as one types, a few dozen.
export const DEFAULT_HEAVY_WORK: HeavyWorkConfig = {
  concurrency: 1,
  queue: 4,
  // Verse pictures rendered (issue 33): a reader shares a few; a messenger's previews come from memory.
  perMinute: { home: 20, search: 60, image: 60 },
};

export const createModuleContext = (
  app: FastifyInstance,
  log: ModuleContext['log'],
  config: AppDeps,
  sharedCounter: ModuleContext['sharedCounter'],
): ModuleContext => {
  const queue = config.jobs?.queue ?? createJobQueue(config.db);
  const worker = config.jobs?.worker ?? createJobWorker(queue, { pollMs: 250 });
  if (!config.jobs) {
    // Tests (and any caller that passes no worker) run jobs in this app; main.ts starts its own after listen.
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop(2000));
  }
  const heavy = createHeavyWork(
    {
      ...DEFAULT_HEAVY_WORK,
      ...config.heavyWork,
      perMinute: { ...DEFAULT_HEAVY_WORK.perMinute, ...config.heavyWork?.perMinute },
    },
    config.heavyWorkClock ?? Date.now,
    (config.heavyWork?.shared ?? config.sharedLimits) ? sharedCounter('heavy:') : undefined,
  );
  const workers = createWorkerPools(config.workerThreads ?? 0, config.backgroundNiceness ?? 0);
  // Job outcomes of this instance's worker, by kind (the queue's depth is read when scraped).
  if (config.metrics) worker.onFinished(config.metrics.jobFinished);
  app.addHook('onClose', async () => workers.close());
  const smtp = config.reminders?.mail;
  const mail = smtp ? createSmtpMail(smtp) : undefined;
  if (mail) app.addHook('onClose', async () => mail.close());
  return {
    app,
    db: config.db,
    workers,
    config,
    log,
    jobs: { queue, worker },
    heavy,
    sharedCounter,
    events: createEventBus<AppEvents>(),
    userData: createUserDataRegistry(),
    flags: config.featureFlags ?? DEFAULT_FLAGS,
    metrics: config.metrics,
    mail,
  };
};

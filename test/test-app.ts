import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import type { AppDeps } from '../server/src/app-deps.ts';
import type { Database } from '../server/src/db/database.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /**
   * Which routes were called, by route pattern ('GET /api/chat/:id/messages'), each with the values of
   * the `x-test-principal` header seen: the authorisation matrix checks it covered the whole route table.
   */
  routesHit: Map<string, Set<string>>;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

/** The real app over a private test database (every response checked against its contract, as in production). */
export const createTestApp = async (
  opts: {
    webDist?: string;
    /** listen: the app hears the database's notifications (db/changes.ts), as main.ts wires it. */
    listen?: boolean;
    /** Runs on the test database before the app is built (and its start-up indexes read). */
    prepare?: (database: Database) => Promise<void>;
  } & Pick<
    AppDeps,
    | 'ai'
    | 'chatRateLimit'
    | 'signInPerMinute'
    | 'oidcProviders'
    | 'featureFlags'
    | 'trustProxy'
    | 'signInGuard'
    | 'videoPlatformUrl'
    | 'youtubeApi'
    | 'outboundAllowPrivate'
    | 'websiteFetch'
    | 'requestLimits'
    | 'connectionLimits'
    | 'logLevel'
    | 'heavyWork'
    | 'heavyWorkClock'
    | 'newUsersPerMinute'
    | 'annotationBudgets'
    | 'logDestination'
    | 'accessLogPerSecond'
    | 'transcribe'
    | 'audioMaxBytes'
    | 'analyticsEventsPerMinute'
    | 'workerThreads'
    | 'metrics'
    | 'metricsOnAppPort'
    | 'publicUrl'
    | 'reminders'
    | 'publisherAutoApprove'
  > = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  await opts.prepare?.(database);
  const app = await buildApp({
    db: database.db,
    userIdSecret: TEST_SECRET,
    logLevel: opts.logLevel ?? 'silent',
    // Every test asks from one address: the per-address budgets are tested in heavy-work.test.ts.
    heavyWork: opts.heavyWork ?? { perMinute: { home: 100_000, search: 100_000 } },
    ...(opts.heavyWorkClock ? { heavyWorkClock: opts.heavyWorkClock } : {}),
    // Likewise new users: suites make hundreds; users.test.ts tests the limit.
    newUsersPerMinute: opts.newUsersPerMinute ?? 100_000,
    // And annotation writes: annotations.test.ts tests their budget.
    annotationBudgets: { writesPerMinute: 100_000, ...opts.annotationBudgets },
    ...(opts.logDestination ? { logDestination: opts.logDestination } : {}),
    ...(opts.accessLogPerSecond !== undefined ? { accessLogPerSecond: opts.accessLogPerSecond } : {}),
    ...(opts.analyticsEventsPerMinute ? { analyticsEventsPerMinute: opts.analyticsEventsPerMinute } : {}),
    webDist: opts.webDist,
    ...(opts.metrics ? { metrics: opts.metrics } : {}),
    ...(opts.metricsOnAppPort !== undefined ? { metricsOnAppPort: opts.metricsOnAppPort } : {}),
    ...(opts.publicUrl ? { publicUrl: opts.publicUrl } : {}),
    // Inline (0) unless a test asks for threads: workers/pools.test.ts and the event-loop tests do.
    ...(opts.workerThreads ? { workerThreads: opts.workerThreads } : {}),
    ...(opts.listen ? { listen: database.listen } : {}),
    ...(opts.ai ? { ai: opts.ai } : {}),
    ...(opts.chatRateLimit ? { chatRateLimit: opts.chatRateLimit } : {}),
    ...(opts.signInPerMinute ? { signInPerMinute: opts.signInPerMinute } : {}),
    ...(opts.oidcProviders ? { oidcProviders: opts.oidcProviders } : {}),
    ...(opts.featureFlags ? { featureFlags: opts.featureFlags } : {}),
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
    ...(opts.signInGuard ? { signInGuard: opts.signInGuard } : {}),
    ...(opts.videoPlatformUrl ? { videoPlatformUrl: opts.videoPlatformUrl } : {}),
    ...(opts.youtubeApi ? { youtubeApi: opts.youtubeApi } : {}),
    ...(opts.outboundAllowPrivate ? { outboundAllowPrivate: opts.outboundAllowPrivate } : {}),
    ...(opts.websiteFetch ? { websiteFetch: opts.websiteFetch } : {}),
    ...(opts.requestLimits ? { requestLimits: opts.requestLimits } : {}),
    ...(opts.connectionLimits ? { connectionLimits: opts.connectionLimits } : {}),
    ...(opts.transcribe ? { transcribe: opts.transcribe } : {}),
    ...(opts.audioMaxBytes ? { audioMaxBytes: opts.audioMaxBytes } : {}),
    ...(opts.reminders ? { reminders: opts.reminders } : {}),
    ...(opts.publisherAutoApprove ? { publisherAutoApprove: true } : {}),
  });
  const routesHit = new Map<string, Set<string>>();
  app.addHook('onResponse', async (request) => {
    const key = `${request.method} ${request.routeOptions.url}`;
    const seen = routesHit.get(key) ?? new Set<string>();
    seen.add(String(request.headers['x-test-principal'] ?? ''));
    routesHit.set(key, seen);
  });
  await app.ready();
  return {
    app,
    database,
    routesHit,
    async close() {
      await app.close();
      await database.close();
    },
  };
};

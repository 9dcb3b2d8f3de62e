import type { DestinationStream } from 'pino';
import type { CareResource } from '../../common/src/contracts/care.ts';
import type { VideoPlatform } from './adapters/video-platform/video-platform.ts';
import type { Resolver } from './adapters/web-fetch/web-fetch.ts';
import type { OidcProviderConfig } from './config-oidc.ts';
import type { Database, Db } from './db/database.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { JobWorker } from './jobs/worker.ts';
import type { HeavyWorkConfig } from './lib/heavy-work.ts';
import type { Metrics } from './lib/metrics.ts';
import type { TrustProxy } from './lib/trust-proxy.ts';
import type { AnnotationBudgets } from './modules/annotations/annotations.service.ts';
import type { AiConfig } from './modules/assistant/model.ts';
import type { SignInGuardOptions } from './modules/auth/sign-in-guard.ts';
import type { ChapterFastPath } from './modules/bible/chapter-fast-path.ts';
import type { RateLimitConfig } from './modules/chat/chat.rate-limit.ts';

/**
 * What buildApp (app.ts) is given: the database, secrets and every setting config.ts reads (main.ts),
 * or a test's. Each module's wiring (modules/<feature>/<feature>.module.ts) reads its own.
 */
export interface AppDeps {
  /**
   * WORKER_THREADS: threads for CPU-bound work (workers/pools.ts; main.ts: the machine's cores but one);
   * 0 or omitted runs that work on the event loop (tests, but for the tests of the pool itself).
   */
  workerThreads?: number;
  /**
   * The niceness of the background lane's threads (jobs: sermon analyses, studies, website parsing;
   * workers/worker-main.ts): main.ts sets WORKER_NICENESS (10) so jobs yield the cores to the event loop
   * and to readers' answers; omitted or 0 (tests) leaves them at the server's priority.
   */
  backgroundNiceness?: number;
  /**
   * Where home search keeps the data it reads from the database between starts (main.ts: DATA_DIR/cache;
   * modules/home/home-data-cache.ts); omitted (tests), it is read from the database every time.
   */
  homeCacheDir?: string;
  /** Build the home search's indexes as soon as the server listens (main.ts), not on first use. */
  warmAfterListen?: boolean;
  /** Headers and body deadlines (defaults: 10 s; 30 s, audio uploads at 64 KiB/s); tests shorten them. */
  requestLimits?: ConstructorParameters<typeof ChapterFastPath>[0];
  /**
   * MAX_CONNECTIONS (default: 10,000, fewer under a lower file limit) and MAX_CONNECTIONS_PER_IP (default
   * 256; 0: no cap) of the listening server (lib/connection-limits.ts).
   */
  connectionLimits?: { max?: number | undefined; perAddress?: number | undefined };
  db: Db;
  /**
   * METRICS=on: the Prometheus metrics (lib/metrics.ts), counted by the server and the modules;
   * omitted (off), nothing is counted and GET /metrics is a 404.
   */
  metrics?: Metrics;
  /** false: the metrics are served on METRICS_PORT (main.ts), and GET /metrics here is a 404. */
  metricsOnAppPort?: boolean;
  userIdSecret: string;
  logLevel?: string;
  /** Access lines a second written in full (DEFAULT_ACCESS_LINES_PER_SECOND; 0: every request). */
  accessLogPerSecond?: number;
  /** Where log lines go; stdout, written asynchronously, when omitted (tests pass a stream to read). */
  logDestination?: DestinationStream;
  /** The built web app; omitted in API tests. */
  webDist?: string | undefined;
  /** The assistant's model; the offline study engine when omitted. */
  ai?: AiConfig;
  /** CARE_RESOURCES: the crisis lines the care card shows; DEFAULT_CARE_RESOURCES when omitted. */
  careResources?: readonly CareResource[];
  chatRateLimit?: RateLimitConfig;
  /** New anonymous users (rows) one client address may create a minute; DEFAULT_NEW_USERS_PER_MINUTE where omitted. */
  newUsersPerMinute?: number;
  /** Bounds on expensive requests (lib/heavy-work.ts); DEFAULT_HEAVY_WORK's values where omitted. */
  heavyWork?: Partial<HeavyWorkConfig>;
  /**
   * The clock of the heavy routes' (and annotation writes' and new users') one-minute windows (Date.now): tests pin it
   * so a run never straddles two windows.
   */
  heavyWorkClock?: () => number;
  /**
   * Count the per-address budgets (home, search, analytics events) in the database, so instances sharing
   * it share them (main.ts: on PostgreSQL); in memory per instance where omitted. `heavyWork.shared`
   * decides for the heavy routes alone.
   */
  sharedLimits?: boolean;
  /** Analytics events per client address (and per reader id) a minute (default 120). */
  analyticsEventsPerMinute?: number;
  /**
   * Note text one reader may keep (ANNOTATION_BYTES_ANONYMOUS, ANNOTATION_BYTES_ACCOUNT) and annotation
   * writes per client address a minute (ANNOTATION_WRITES_RATE_LIMIT_IP); the modules' defaults where omitted.
   */
  annotationBudgets?: Partial<AnnotationBudgets> & { writesPerMinute?: number };
  /** ANON_USER_TTL_DAYS: empty anonymous users older than this are deleted daily (users.expiry.ts). */
  anonymousUserTtlDays?: number;
  /** Feature flags turned on (spec §3); the README's default run turns on all but enable_esv. */
  featureFlags?: ReadonlySet<string>;
  /** The main site's host name (never a partner edition); from PUBLIC_URL or MAIN_HOST. */
  mainHost?: string | undefined;
  /** The public address (PUBLIC_URL), for sign-in callbacks; inferred from each request when unset. */
  publicUrl?: string | undefined;
  signInPerMinute?: number;
  /** Per-account password sign-in limits; the defaults of sign-in-guard.ts when omitted (tests shorten them). */
  signInGuard?: SignInGuardOptions;
  /** TRUST_PROXY: off (the default), a hop count, or proxy addresses/CIDRs; decides request.ip. */
  trustProxy?: TrustProxy;
  /** OpenID Connect identity providers (README "Accounts"); none by default. */
  oidcProviders?: OidcProviderConfig[];
  /**
   * The durable job queue and this instance's worker (main.ts starts it after listen, stops it on
   * shutdown). Modules register their job kinds on the worker here; tests pass their own or get an
   * unstarted one.
   */
  jobs?: { queue: JobQueue; worker: JobWorker };
  /** VIDEO_PLATFORM_URL (default https://www.youtube.com). */
  videoPlatformUrl?: string;
  /** YOUTUBE_API_KEY and YOUTUBE_API_URL: channels and uploads through the Data API v3 when set. */
  youtubeApi?: { key: string; url: string };
  /** A video platform other than YouTube at videoPlatformUrl (tests). */
  videoPlatform?: VideoPlatform;
  /** OUTBOUND_ALLOW_PRIVATE: `address:port` pairs the website fetcher may reach although private. */
  outboundAllowPrivate?: string;
  /**
   * The church-website fetcher's DNS resolver and time limits (10 s a page, 30 s an analysis where
   * omitted): tests inject a resolver that fails and shorten the limits.
   */
  websiteFetch?: { resolver?: Resolver; pageTimeoutMs?: number; overallTimeoutMs?: number };
  /**
   * Notifications from the database (Database.listen): with it, a Bible import on any instance clears
   * this one's caches of Bible data at once (db/changes.ts); without it they expire by their TTL.
   */
  listen?: Database['listen'];
  /**
   * TRANSCRIBE_BASE_URL/MODEL: a speech-to-text server for sermon audio uploads, kept in `audioDir`
   * until transcribed (DATA_DIR/sermon-audio); `audioMaxBytes` defaults to 200 MB (tests lower it).
   */
  transcribe?: {
    baseUrl: string;
    model: string;
    apiKey?: string | undefined;
    timeoutMs: number;
    audioDir: string;
  };
  audioMaxBytes?: number;
  /** PUBLISHER_AUTO_APPROVE=on: every publisher request is approved as it arrives (issue 34). */
  publisherAutoApprove?: boolean;
  /** JOBS_PER_CHURCH: jobs one church may have queued or running (default 10; sermons.service.ts). */
  jobsPerChurch?: number;
  /**
   * Reading reminders (issue 33, modules/reminders): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY (generated once
   * and kept in the database when omitted) and VAPID_SUBJECT; SMTP_URL and MAIL_FROM for the e-mail
   * channel (not offered when omitted). Tests inject the clock and a short tick.
   */
  reminders?: {
    vapid?: { publicKey: string; privateKey: string } | undefined;
    vapidSubject?: string | undefined;
    mail?: { smtpUrl: string; from: string } | undefined;
    /** The clock reminders are due by (Date.now when omitted). */
    clock?: () => Date;
    /** How often the due reminders are looked for (default 20 s, so one is sent within 60 s of its minute). */
    tickMs?: number;
  };
}

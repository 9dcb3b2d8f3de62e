import { z } from 'zod';
import { DEFAULT_CARE_RESOURCES } from '../../common/src/care/care-resources.ts';
import { CareResources } from '../../common/src/contracts/care.ts';
import { FEATURE_FLAG_NAMES } from '../../common/src/contracts/feature-flags.ts';
import { parseAllowlist } from './adapters/web-fetch/address-policy.ts';
import { type OidcProviderConfig, parseOidcProviders } from './config-oidc.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';
import { defaultWorkerThreads } from './lib/worker-pool.ts';

// Every setting Emmaus reads from the environment, validated once at start-up. Documented in README.md.
const schema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PUBLIC_URL: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Access lines a second written in full; beyond them a second's requests are summarised (0: all). */
    ACCESS_LOG_PER_SECOND: z.coerce.number().int().min(0).max(1_000_000).default(1000),
    USER_ID_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SWORD_PATH: z.string().min(1).default('/usr/share/sword'),
    /** Common English words, one a line (Debian's `wamerican`): home search's speller leaves them alone. */
    ENGLISH_WORDS_PATH: z.string().min(1).default('/usr/share/dict/american-english'),
    WEB_DIST: z.string().min(1).default('./dist/web'),
    // The assistant's model: the offline study engine unless a provider is configured (README "AI").
    AI_PROVIDER: z.enum(['builtin', 'openai-compatible', 'anthropic']).default('builtin'),
    AI_BASE_URL: z
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    /** Longest a model may take to answer before the reader gets a timeout error event. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    /** Questions allowed per user, and per IP address, in each rate-limit window. */
    CHAT_RATE_LIMIT_USER: z.coerce.number().int().min(1).default(20),
    CHAT_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(60),
    /** Home searches and Bible searches allowed per client address per minute (lib/heavy-work.ts). */
    HOME_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(20),
    NEW_USERS_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(30),
    /** Analytics events (POST /api/analytics/events) allowed per client address, and per reader id, a minute. */
    ANALYTICS_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(120),
    /**
     * Highlight and note writes (creates, updates) allowed per client address per minute, and the note
     * text (UTF-8 bytes) one reader may keep: without an account, and with one (issue 35; annotations/).
     */
    ANNOTATION_WRITES_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(120),
    ANNOTATION_BYTES_ANONYMOUS: z.coerce.number().int().min(10_000).default(2_097_152),
    ANNOTATION_BYTES_ACCOUNT: z.coerce.number().int().min(10_000).default(20_971_520),
    /** Anonymous users with no data at all are deleted once they are this many days old (users.expiry.ts). */
    ANON_USER_TTL_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
    SEARCH_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(60),
    /** Verse pictures rendered per client address per minute (issue 33; one answered from memory is free). */
    VERSE_IMAGE_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(60),
    /** Crisis lines shown to a reader who may be in danger (issue 29): a JSON list of {region, name, phone, text, url, kinds}. */
    CARE_RESOURCES: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v?.trim()) return DEFAULT_CARE_RESOURCES;
        try {
          const parsed = CareResources.safeParse(JSON.parse(v));
          if (parsed.success) return parsed.data;
          ctx.addIssue({
            code: 'custom',
            message: `must be a JSON list of {region, name, phone?, text?, url?, kinds?}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
          });
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        }
        return z.NEVER;
      }),
    /** The main site's host name: never read as a partner edition (defaults to PUBLIC_URL's host). */
    MAIN_HOST: z.string().min(1).optional(),
    /** Prometheus metrics at GET /metrics (README "Running in production"); off by default. */
    METRICS: z.enum(['on', 'off']).default('off'),
    /** Serve /metrics on this port only (never on the public one); unset: on PORT. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /**
     * The address METRICS_PORT listens on: the loopback by default, so the metrics are never on the
     * public interface unless the operator says which (a monitoring network's address, or 0.0.0.0).
     */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** Comma-separated feature flags to turn on (spec §3); every other flag is off. */
    FEATURE_FLAGS: z
      .string()
      .default('enable_audit,enable_commentaries,enable_reading_plans,enable_translations')
      .transform(
        (s) =>
          new Set(
            s
              .split(',')
              .map((f) => f.trim())
              .filter(Boolean),
          ),
      )
      .refine((set) => [...set].every((f) => (FEATURE_FLAG_NAMES as readonly string[]).includes(f)), {
        message: `each flag must be one of ${FEATURE_FLAG_NAMES.join(', ')}`,
      }),
    /** Sign-in and sign-up attempts allowed per IP address each minute. */
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    CHAT_RATE_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(60),
    /** Which proxies' X-Forwarded-For to believe: off, a hop count, or addresses/CIDRs (lib/trust-proxy.ts). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        try {
          return parseTrustProxy(raw);
        } catch (e) {
          ctx.addIssue({ code: 'custom', message: (e as Error).message });
          return z.NEVER;
        }
      }),
    /**
     * Open connections the server holds at most (default: 10,000, fewer where the file limit is lower),
     * and per client address (0: no cap; proxies TRUST_PROXY trusts are not capped). lib/connection-limits.ts.
     */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).optional(),
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(1_000_000).default(256),
    /**
     * Worker threads for CPU-bound work (workers/pools.ts, decision 0023): sermon analysis, the study
     * engine, home search, website parsing; 0 runs it on the event loop. Default: the cores but one (2–8).
     */
    WORKER_THREADS: z.coerce.number().int().min(0).max(64).default(defaultWorkerThreads()),
    /** Durable jobs (docs/ARCHITECTURE.md "Jobs"): jobs this instance runs at once, and its lease length. */
    JOB_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(1),
    JOB_LEASE_MS: z.coerce.number().int().min(200).max(600_000).default(30_000),
    /** Jobs one church may have queued or running (sermon analyses, studies); beyond it 429 (issue 37). */
    JOBS_PER_CHURCH: z.coerce.number().int().min(1).max(10_000).default(10),
    /** Issue 34: approve every publisher request as it arrives (a small self-hosted instance); off by default. */
    PUBLISHER_AUTO_APPROVE: z.enum(['on', 'off']).default('off'),
    /** Registers the test-only `test.sleep` job kind (the kill -9 test); never set in production. */
    JOB_TEST_KINDS: z.enum(['0', '1']).default('0'),
    /** The video platform (YouTube, or a self-hosted mirror speaking its public endpoints). */
    VIDEO_PLATFORM_URL: z.url({ protocol: /^https?$/ }).default('https://www.youtube.com'),
    /**
     * Optional YouTube Data API v3 key and base URL: when the key is set, channel ids, uploads (more than
     * the feed's 15) and durations come from the Data API; captions still from the watch page.
     */
    YOUTUBE_API_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    YOUTUBE_API_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/youtube/v3'),
    /**
     * An OpenAI-compatible speech-to-text server (`POST {base}/audio/transcriptions`: whisper.cpp server,
     * faster-whisper, OpenAI) and its model: both set, publishers may upload a sermon's audio.
     */
    TRANSCRIBE_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    TRANSCRIBE_MODEL: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    TRANSCRIBE_API_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    /** Longest one transcription may take (a 45-minute sermon on a CPU whisper server takes minutes). */
    TRANSCRIBE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(900_000),
    /**
     * Web Push (issue 33): the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them),
     * set together; when unset a pair is generated once and kept in the database (one for every instance).
     * VAPID_SUBJECT: a mailto: or https: address push services may contact (default: PUBLIC_URL when https).
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    VAPID_PRIVATE_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: or https: address')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Reminder e-mails (issue 33): an SMTP server (smtp:// or smtps://, nodemailer) and the From address. */
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined),
    /** Comma-separated `address:port` the church-website fetcher may reach although private. */
    OUTBOUND_ALLOW_PRIVATE: z
      .string()
      .default('')
      .refine(
        (v) => {
          try {
            parseAllowlist(v);
            return true;
          } catch {
            return false;
          }
        },
        { message: 'must be comma-separated address:port pairs (IPv6 as [::1]:port)' },
      ),
  })
  .superRefine((c, ctx) => {
    if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT)
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (leave it unset to serve /metrics on PORT)',
      });
    if (c.AI_PROVIDER === 'openai-compatible' && !c.AI_BASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'is required when AI_PROVIDER=openai-compatible',
      });
    if (c.AI_PROVIDER !== 'builtin' && !c.AI_MODEL)
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: `is required when AI_PROVIDER=${c.AI_PROVIDER}`,
      });
    if (Boolean(c.TRANSCRIBE_BASE_URL) !== Boolean(c.TRANSCRIBE_MODEL))
      ctx.addIssue({
        code: 'custom',
        path: [c.TRANSCRIBE_BASE_URL ? 'TRANSCRIBE_MODEL' : 'TRANSCRIBE_BASE_URL'],
        message: 'TRANSCRIBE_BASE_URL and TRANSCRIBE_MODEL are set together',
      });
    if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [c.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
      });
    if (Boolean(c.SMTP_URL) !== Boolean(c.MAIL_FROM))
      ctx.addIssue({
        code: 'custom',
        path: [c.SMTP_URL ? 'MAIL_FROM' : 'SMTP_URL'],
        message: 'SMTP_URL and MAIL_FROM are set together',
      });
    // A reminder e-mail's links (the passage, unsubscribe) are absolute: they need the public address.
    if (c.SMTP_URL && !c.PUBLIC_URL)
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required when SMTP_URL is set' });
    if (c.AI_PROVIDER === 'anthropic' && !c.AI_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['AI_API_KEY'],
        message: 'is required when AI_PROVIDER=anthropic',
      });
  });

export type Config = z.infer<typeof schema> & { oidcProviders: OidcProviderConfig[] };

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const result = schema.safeParse(env);
  const oidc = parseOidcProviders(env);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
    ...oidc.problems,
  ];
  if (!result.success || problems.length)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { ...result.data, oidcProviders: oidc.providers };
};

import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The route label of every request no route matched: unknown paths never become label values. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Jobs waiting or running, by kind (counted from the jobs table when scraped). */
export type JobDepth = () => Promise<{ kind: string; status: string; count: number }[]>;
/** The PostgreSQL connection pool's use (node-postgres); absent on the embedded database. */
export type PoolUse = () => { total: number; idle: number; waiting: number };

/**
 * What the app tells its operators (issue 34, METRICS=on): requests by route pattern, status and
 * duration, requests in flight, the process (event-loop lag, heap: prom-client's defaults), the job
 * queue and its outcomes, chat answers by provider and the PostgreSQL pool. No label ever carries
 * user data: routes are patterns, jobs and providers fixed names, statuses numbers.
 */
export const createMetrics = (opts: { jobDepth?: JobDepth; pool?: PoolUse } = {}) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'emmaus_' });
  const requests = new Counter({
    name: 'emmaus_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'emmaus_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'emmaus_http_requests_in_flight',
    help: 'HTTP requests being answered now',
    registers: [registry],
  });
  const jobOutcomes = new Counter({
    name: 'emmaus_jobs_finished_total',
    help: 'Job attempts this instance finished, by kind and outcome (done, retry, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'emmaus_jobs',
    help: 'Jobs in the queue (all instances), by kind and status (queued, running)',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await opts.jobDepth?.()) ?? [])
        this.set({ kind: row.kind, status: row.status }, row.count);
    },
  });
  const answers = new Counter({
    name: 'emmaus_chat_answers_total',
    help: 'Chat answers, by model provider and outcome (answered, failed, abandoned)',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  const answerTime = new Histogram({
    name: 'emmaus_chat_answer_duration_seconds',
    help: 'Time from a question to its stored answer, by model provider',
    labelNames: ['provider'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
    registers: [registry],
  });
  if (opts.pool) {
    const pool = opts.pool;
    new Gauge({
      name: 'emmaus_db_pool_connections',
      help: 'PostgreSQL pool connections, by state (total, idle, waiting: queries waiting for one)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = pool();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  return {
    contentType: registry.contentType,
    text: () => registry.metrics(),
    jobFinished: (kind: string, outcome: 'done' | 'retry' | 'failed') => jobOutcomes.inc({ kind, outcome }),
    chatAnswered: (provider: string, outcome: 'answered' | 'failed' | 'abandoned', seconds: number) => {
      answers.inc({ provider, outcome });
      if (outcome === 'answered') answerTime.observe({ provider }, seconds);
    },
    /** Counts every request Fastify routes (the chapter fast path answers a few before it: not here). */
    observe: (app: FastifyInstance) => {
      const started = new WeakMap<object, bigint>();
      app.addHook('onRequest', async (request) => {
        started.set(request, process.hrtime.bigint());
        inFlight.inc();
      });
      // A request the client abandoned is no longer in flight, and gets no response line.
      app.addHook('onRequestAbort', async (request) => {
        if (started.delete(request)) inFlight.dec();
      });
      app.addHook('onResponse', async (request, reply) => {
        const t0 = started.get(request);
        if (t0 === undefined) return;
        started.delete(request);
        inFlight.dec();
        // The pattern ('/api/chat/:id/messages'), never the path; one label for every unmatched path.
        const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
        const labels = { method: request.method, route, status: String(reply.statusCode) };
        requests.inc(labels);
        duration.observe(labels, Number(process.hrtime.bigint() - t0) / 1e9);
      });
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;

import Fastify, { LogController } from 'fastify';
import type { ZodType } from 'zod';
import type { AppDeps } from './app-deps.ts';
import { createLogger, registerAccessLog } from './lib/access-log.ts';
import { registerCloseOnUnreadBody } from './lib/body-deadline.ts';
import { registerCompression } from './lib/compression.ts';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, defaultMaxConnections } from './lib/connection-limits.ts';
import { registerErrorHandler, routerRefusal } from './lib/error-handler.ts';
import { registerJsonBody } from './lib/json-body.ts';
import { registerRouteTable } from './lib/route-table.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { trustsPeer } from './lib/trust-proxy.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './lib/zod-compiler.ts';
import { ChapterFastPath } from './modules/bible/chapter-fast-path.ts';

/**
 * The Fastify server before any module: its logger, the chapter fast path in front of it, and what
 * every route shares (contracts, the one error handler, the access log, the route table, body and
 * header limits, security headers, compression). app.ts wires the modules onto it.
 */
export const createServer = (deps: AppDeps) => {
  const log = createLogger(deps.logLevel ?? 'info', deps.logDestination, deps.accessLogPerSecond);
  // Cached chapters are answered ahead of Fastify's routing (the reader's hot path; decision 0007); its
  // server factory also bounds connections (lib/connection-limits.ts), telling refusals to the log.
  const fastPath = new ChapterFastPath(deps.requestLimits, {
    limits: {
      max: deps.connectionLimits?.max ?? defaultMaxConnections(),
      perAddress: deps.connectionLimits?.perAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
      exempt: trustsPeer(deps.trustProxy ?? false),
    },
    warn: (message) => log.logger.warn(message),
  });
  const app = Fastify({
    serverFactory: fastPath.serverFactory,
    loggerInstance: log.logger,
    // One access line per request (access-log.ts) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
    // Headers and bodies that never finish are cut off: chapter-fast-path.ts (headers) and
    // lib/body-deadline.ts (each body, longer for large uploads).
    // request.ip is the one client address everything keys on (sign-in and chat limits, analytics).
    // A hop count as the function proxy-addr makes of a number (Fastify's types take no number).
    trustProxy:
      typeof deps.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (deps.trustProxy as number)
        : (deps.trustProxy ?? false),
    forceCloseConnections: 'idle',
    // Path parameters are judged by their contracts (a long resource id is a 404 like any unknown
    // one); only beyond this does the router refuse them, through frameworkErrors below.
    routerOptions: { maxParamLength: 1024 },
    // The router's own refusals (a bad percent-encoding, an over-long parameter) get the same
    // `{ detail, code }` body as every other error, instead of Fastify's default shape.
    frameworkErrors: routerRefusal,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  // Every JSON response goes through its contract, in production too (lib/zod-compiler.ts).
  app.setSerializerCompiler<ZodType>(zodSerializerCompiler);
  registerErrorHandler(app);
  registerAccessLog(app, log.access);
  deps.metrics?.observe(app);
  // Last of the onClose hooks: what the asynchronous log destination still holds is written out.
  app.addHook('onClose', (_app, done) => {
    log.flush();
    done();
  });
  registerRouteTable(app);
  registerJsonBody(app);
  registerCloseOnUnreadBody(app);
  registerSecurityHeaders(app);
  registerCompression(app);
  return { app, log, fastPath };
};

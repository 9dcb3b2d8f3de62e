import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../server/src/app.ts';
import type { Database } from '../server/src/db/database.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

/** The real app over a private test database, checking every response against its contract. */
export const createTestApp = async (
  opts: { webDist?: string } & Pick<
    AppDeps,
    'ai' | 'chatRateLimit' | 'signInPerMinute' | 'oidcProviders' | 'featureFlags'
  > = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    userIdSecret: TEST_SECRET,
    logLevel: 'silent',
    webDist: opts.webDist,
    validateResponses: true,
    ...(opts.ai ? { ai: opts.ai } : {}),
    ...(opts.chatRateLimit ? { chatRateLimit: opts.chatRateLimit } : {}),
    ...(opts.signInPerMinute ? { signInPerMinute: opts.signInPerMinute } : {}),
    ...(opts.oidcProviders ? { oidcProviders: opts.oidcProviders } : {}),
    ...(opts.featureFlags ? { featureFlags: opts.featureFlags } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
};

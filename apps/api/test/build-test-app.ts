import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { buildTestConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { createTestDatabase } from './test-database';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close(): Promise<void> };

/**
 * The real app in-process on a fresh database (PGlite, or a fresh PostgreSQL database when DATABASE_URL is
 * set) with its own rate-limit namespace (shared Redis when REDIS_URL is set).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const { app } = await buildSecondProcess(database, overrides, beforeReady);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another API "process" on the same database (and the same Redis namespace when one is given), as a second copy
 * behind a load balancer would be: limits must hold across both. close() closes the app, not the database.
 */
export async function buildSecondProcess(
  database: DatabaseHandle,
  overrides: Partial<Config> = {},
  beforeReady?: (app: FastifyInstance) => void,
  rateLimitNamespace = `test-${randomUUID()}`,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const config = buildTestConfig({ redisUrl: process.env.REDIS_URL, ...overrides });
  const app = await buildApp({ config, database, rateLimitNamespace });
  beforeReady?.(app);
  await app.ready();
  return { app, close: () => app.close() };
}

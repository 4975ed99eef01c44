import { randomUUID } from 'node:crypto';
import { BLOG_COMMENTS_PER_HOUR, PER_ADDRESS_PER_MINUTE } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../test/blog-factories';
import { buildSecondProcess } from '../../test/build-test-app';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';

// PGlite runs one transaction at a time and would pass read-then-write code (docs/testing.md trap 1).
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('rate-limit-store.race.test: skipped, set DATABASE_URL to run on PostgreSQL');

const CAPTCHA_KEYS_PER_MINUTE = PER_ADDRESS_PER_MINUTE.captcha;
const CAPTCHA_BURST = CAPTCHA_KEYS_PER_MINUTE + 20;
const COMMENT_BURST = BLOG_COMMENTS_PER_HOUR + 15;

/** Sends `count` requests at once, alternating between the two processes as a load balancer would. */
async function burst(
  apps: FastifyInstance[],
  count: number,
  request: (app: FastifyInstance) => Promise<number>,
) {
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, i) => request(apps[i % apps.length] as FastifyInstance)),
  );
  return {
    passed: statuses.filter((status) => status === 200).length,
    limited: statuses.filter((s) => s === 429).length,
  };
}

describe
  .runIf(onPostgres)
  .each([
    { store: 'the database (no Redis)', redisUrl: undefined },
    ...(process.env.REDIS_URL ? [{ store: 'Redis', redisUrl: process.env.REDIS_URL }] : []),
  ])('per-IP limits shared by two API processes, counted in $store', ({ redisUrl }) => {
  let database: DatabaseHandle;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    database = await createTestDatabase();
    const namespace = `test-${randomUUID()}`;
    const processes = await Promise.all(
      [1, 2].map(() => buildSecondProcess(database, { redisUrl, captchaBypass: true }, undefined, namespace)),
    );
    apps = processes.map((process) => process.app);
  });
  afterAll(async () => {
    await Promise.all(apps?.map((app) => app.close()) ?? []);
    await database?.close();
  });

  it(`hands out exactly ${CAPTCHA_KEYS_PER_MINUTE} captcha keys to one address sending ${CAPTCHA_BURST} requests at once`, async () => {
    const result = await burst(apps, CAPTCHA_BURST, async (app) => {
      const reply = await app.inject({
        method: 'GET',
        url: '/api/v1/get-key/math',
        remoteAddress: '10.2.0.1',
      });
      return reply.statusCode;
    });
    expect(result).toEqual({
      passed: CAPTCHA_KEYS_PER_MINUTE,
      limited: CAPTCHA_BURST - CAPTCHA_KEYS_PER_MINUTE,
    });
  });

  it(`accepts exactly ${BLOG_COMMENTS_PER_HOUR} comments from one address sending ${COMMENT_BURST} at once`, async () => {
    const article = await createArticle(apps[0]!.db, { slug: `artikel-${randomUUID()}` });
    const result = await burst(apps, COMMENT_BURST, async (app) => {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/v1/blog/comment',
        remoteAddress: '10.2.0.2',
        payload: {
          id_blog: article.id,
          nama: 'Rudi Hartono',
          email: 'rudi@contoh.co.id',
          komentar: 'Artikel yang sangat bermanfaat.',
          setuju: true,
        },
      });
      return reply.statusCode;
    });
    expect(result).toEqual({
      passed: BLOG_COMMENTS_PER_HOUR,
      limited: COMMENT_BURST - BLOG_COMMENTS_PER_HOUR,
    });
  });
});

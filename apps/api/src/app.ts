import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { accountRoutes } from './modules/account/account.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { approvalsRoutes } from './modules/approvals/approvals.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { contentRoutes } from './modules/content/content.routes';
import { createPromoFrameOrigins, type PromoFrameOrigins } from './modules/content/promo-frame-origins';
import { fundingRoutes } from './modules/funding/funding.routes';
import { healthRoutes } from './modules/health/health.routes';
import { loansRoutes } from './modules/loans/loans.routes';
import { membersRoutes } from './modules/members/members.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { payrollRoutes } from './modules/payroll/payroll.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { pointsAdminRoutes } from './modules/points/points-admin.routes';
import { productsRoutes } from './modules/products/products.routes';
import { productsAdminRoutes } from './modules/products/products-admin.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { settlementsRoutes } from './modules/settlements/settlements.routes';
import { settlementsAdminRoutes } from './modules/settlements/settlements-admin.routes';
import { staffAuthRoutes } from './modules/staff/staff-auth.routes';
import { registerErrorHandler, sendFrameworkError } from './plugins/error-handler';
import { startOutboxWorker } from './plugins/mail-outbox';
import { registerSpa } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Prefix for shared rate-limit counters (tests give each app its own). */
  rateLimitNamespace?: string;
  /** Start the mail outbox worker (off in most tests, which read the outbox table). */
  startOutbox?: boolean;
};

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The composition root: plugins, error handler and the explicit list of modules. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: MAX_BODY_BYTES,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);

  const promoFrameOrigins = createPromoFrameOrigins(database.db);
  app.decorate('promoFrameOrigins', promoFrameOrigins);
  app.addHook('onRequest', promoFrameOrigins.refreshWhenStale);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(promoFrameOrigins.directive) },
  });
  await app.register(fastifyCookie);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  await app.register(fastifyRateLimit, {
    global: false,
    redis: redis ?? undefined,
    nameSpace: `${options.rateLimitNamespace ?? config.rateLimitNamespace}:rl:`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      message: `Terlalu banyak percobaan. Silakan coba lagi dalam ${Math.ceil(context.ttl / 1000)} detik.`,
      data: null,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Portal Koperasi API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(
    async (v1) => {
      await v1.register(authRoutes);
      await v1.register(membersRoutes);
      await v1.register(settingsRoutes);
      await v1.register(productsRoutes);
      await v1.register(applicationsRoutes);
      await v1.register(loansRoutes);
      await v1.register(notificationsRoutes);
      await v1.register(staffAuthRoutes);
      await v1.register(backofficeRoutes);
      await v1.register(approvalsRoutes);
      await v1.register(fundingRoutes);
      await v1.register(settlementsRoutes);
      await v1.register(settlementsAdminRoutes);
      await v1.register(payrollRoutes);
      await v1.register(blogRoutes);
      await v1.register(pointsRoutes);
      await v1.register(pointsAdminRoutes);
      await v1.register(accountRoutes);
      await v1.register(contentRoutes);
      await v1.register(productsAdminRoutes);
    },
    { prefix: '/api/v1' },
  );
  await registerSpa(app, config);

  const stopOutbox = options.startOutbox ? startOutboxWorker(app) : () => {};
  app.addHook('onClose', async () => {
    stopOutbox();
    if (redis) await redis.quit();
  });
  return app;
}

function contentSecurityPolicy(promoFrameSources: PromoFrameOrigins['directive']) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Emotion (MUI) injects <style> tags at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    // The landing page probes the promotion page (no-cors) before embedding it: unreachable → tidy fallback.
    connectSrc: ["'self'", promoFrameSources],
    // The landing page embeds the promotion pages editors configure (sandboxed iframe).
    frameSrc: ["'self'", promoFrameSources],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ErrorCode, setIndonesianValidationMessages, todayInJakarta } from '@kopkar/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { AppError } from './errors';
import { accountRoutes } from './modules/account/account.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { approvalsRoutes } from './modules/approvals/approvals.routes';
import { authRoutes } from './modules/auth/auth.routes';
import {
  isStaffGuard,
  requireFormerMember,
  requireMember,
  requireMemberToken,
} from './modules/auth/auth-guard';
import { memberPageAccess } from './modules/auth/page-session';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes';
import { listAllPublicArticles } from './modules/blog/blog.repository';
import { blogRoutes } from './modules/blog/blog.routes';
import { contentRoutes } from './modules/content/content.routes';
import { createPromoFrameOrigins } from './modules/content/promo-frame-origins';
import { dataRequestsRoutes } from './modules/data-requests/data-requests.routes';
import { erasePhotosPastRetention } from './modules/data-requests/photo-retention.service';
import { documentsRoutes } from './modules/documents/documents.routes';
import { formTemplateRoutes } from './modules/form-template/form-template.routes';
import { fundingRoutes } from './modules/funding/funding.routes';
import { governanceRoutes } from './modules/governance/governance.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { reconcile } from './modules/ledger/ledger.service';
import { ledgerReportsRoutes } from './modules/ledger/ledger-reports.routes';
import { BOOKS_CHECK_EVERY_MS, checkBooks } from './modules/ledger/ledger-watch';
import { loansRoutes } from './modules/loans/loans.routes';
import { membersRoutes } from './modules/members/members.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { employerTransferRoutes } from './modules/payroll/employer-transfers.routes';
import { payrollRoutes } from './modules/payroll/payroll.routes';
import { payrollActualRoutes } from './modules/payroll/payroll-actual.routes';
import { payrollInstructionRoutes } from './modules/payroll/payroll-instruction.routes';
import { payrollReconciliationRoutes } from './modules/payroll/payroll-reconciliation.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { pointsAdminRoutes } from './modules/points/points-admin.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { productsRoutes } from './modules/products/products.routes';
import { productsAdminRoutes } from './modules/products/products-admin.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { startReminderWorker } from './modules/reminders/reminders-worker';
import { formerArchiveRoutes } from './modules/resignations/former-archive.routes';
import { resignationsRoutes } from './modules/resignations/resignations.routes';
import { deductionQuestionRoutes } from './modules/salary-deduction/deduction-questions.routes';
import { salaryDeductionRoutes } from './modules/salary-deduction/salary-deduction.routes';
import { savingsRoutes } from './modules/savings/savings.routes';
import { savingsAdminRoutes } from './modules/savings/savings-admin.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { settlementsRoutes } from './modules/settlements/settlements.routes';
import { settlementsAdminRoutes } from './modules/settlements/settlements-admin.routes';
import { shuRoutes } from './modules/shu/shu.routes';
import { staffAuthRoutes } from './modules/staff/staff-auth.routes';
import {
  BEARER_SCHEME,
  bearerSecurityScheme,
  completeDocument,
  registerApiContract,
  shareErrorSerializers,
} from './plugins/api-contract';
import {
  type CounterStore,
  createDatabaseCounters,
  createRedisCounters,
  withFallback,
} from './plugins/counters';
import { registerCrawlerFiles } from './plugins/crawler-files';
import { registerErrorHandler, sendFrameworkError } from './plugins/error-handler';
import { startHousekeeping } from './plugins/housekeeping';
import { startOutboxWorker } from './plugins/mail-outbox';
import { registerMetrics } from './plugins/metrics';
import { rateLimitStoreOf } from './plugins/rate-limit-store';
import { openRedis, type RedisHandle } from './plugins/redis';
import { requireReplySchemas } from './plugins/reply-contract';
import { createReplySerializerCompiler } from './plugins/reply-serializer';
import { registerResponseHeaders } from './plugins/response-headers';
import { registerScheduler } from './plugins/scheduler';
import { registerShutdown } from './plugins/shutdown';
import { registerSpa } from './plugins/spa';
import { registerTextGuard } from './plugins/text-input';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Redis when REDIS_URL is set (health reports it); null otherwise. */
    redis: RedisHandle | null;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Prefix for shared rate-limit counters (tests give each app its own). */
  rateLimitNamespace?: string;
  /** Start the background workers: mail outbox, reminders and housekeeping (off in most tests, which read the tables). */
  startOutbox?: boolean;
};

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The composition root: plugins, error handler and the explicit list of modules. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  setIndonesianValidationMessages();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: MAX_BODY_BYTES,
    // Whatever hangs (a database that accepts connections but never answers) ends in 503 after this.
    handlerTimeout: config.requestTimeoutMs,
    frameworkErrors: sendFrameworkError,
    // plugins/shutdown.ts answers in the envelope instead, in Indonesian.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Checking each reply against its schema costs a zod parse per reply: in tests (vitest, e2e) only.
  app.setSerializerCompiler(
    shareErrorSerializers(createReplySerializerCompiler({ verify: config.env === 'test' })),
  );
  requireReplySchemas(app);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorateRequest('auth', null);
  app.decorateRequest('member', null);
  registerErrorHandler(app);
  // Before every route, so its hooks time each request (docs/operations/metrics.md).
  const reconciliation = async (db: Database) => (await reconcile(db, todayInJakarta())).rows;
  registerMetrics(app, database, { reconciliation });
  registerShutdown(app);
  registerScheduler(app);
  registerTextGuard(app);

  const promoFrameOrigins = createPromoFrameOrigins(database.db);
  app.decorate('promoFrameOrigins', promoFrameOrigins);
  app.addHook('onRequest', promoFrameOrigins.refreshWhenStale);
  registerResponseHeaders(app, promoFrameOrigins.contentSecurityPolicy);
  // The CSP is set by registerResponseHeaders from a string built when the promotion origins change: helmet would
  // rebuild it from its directives on every request (3-4 % of a member read's CPU in the profile).
  await app.register(fastifyHelmet, { contentSecurityPolicy: false });
  await app.register(fastifyCookie);
  const namespace = options.rateLimitNamespace ?? config.rateLimitNamespace;
  const redis = config.redisUrl ? openRedis(config.redisUrl, logRedisError(app)) : null;
  app.decorate('redis', redis);
  await redis?.whenReady();
  await app.register(fastifyRateLimit, {
    global: false,
    store: rateLimitStoreOf(throttleCounters(app, database.db, redis, namespace)),
    onExceeded: (request) => app.metrics.countRateLimitRefusal(request),
    // An AppError, so the one error handler keeps the message with its wait (a plain 429 gets a generic one).
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        ErrorCode.RATE_LIMITED,
        `Terlalu banyak percobaan. Silakan coba lagi dalam ${seconds} detik.`,
        { retryAfter: seconds },
      );
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Portal Koperasi API', version: '1.0.0' },
      components: { securitySchemes: { [BEARER_SCHEME]: bearerSecurityScheme } },
    },
    transform: jsonSchemaTransform,
    transformObject: completeDocument,
  });
  // Before the routes: it completes each route's schema as the route is added.
  registerApiContract(app, { isTokenGuard, optionalToken: new Set(['GET /api/v1/files/content/:id']) });
  // The API's map helps an attacker as much as a developer: off in production unless API_DOCS=1.
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

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
      await v1.register(employerTransferRoutes);
      await v1.register(payrollInstructionRoutes);
      await v1.register(payrollActualRoutes);
      await v1.register(payrollReconciliationRoutes);
      await v1.register(salaryDeductionRoutes);
      await v1.register(deductionQuestionRoutes);
      await v1.register(ledgerRoutes);
      await v1.register(ledgerReportsRoutes);
      await v1.register(blogRoutes);
      await v1.register(pointsRoutes);
      await v1.register(pointsAdminRoutes);
      await v1.register(accountRoutes);
      await v1.register(contentRoutes);
      await v1.register(productsAdminRoutes);
      await v1.register(savingsRoutes);
      await v1.register(savingsAdminRoutes);
      await v1.register(shuRoutes);
      await v1.register(governanceRoutes);
      await v1.register(formTemplateRoutes);
      await v1.register(dataRequestsRoutes);
      await v1.register(privacyRoutes);
      await v1.register(remindersRoutes);
      await v1.register(resignationsRoutes);
      await v1.register(formerArchiveRoutes);
      await v1.register(documentsRoutes);
    },
    { prefix: '/api/v1' },
  );
  await registerCrawlerFiles(app, config, () => listAllPublicArticles(database.db));
  await registerSpa(app, config, memberPageAccess(database.db, config));

  const stopOutbox = options.startOutbox ? startOutboxWorker(app) : async () => {};
  const stopHousekeeping = options.startOutbox
    ? startHousekeeping(app, [
        { what: 'document photos past retention', run: erasePhotosPastRetention },
        { what: 'books reconciliation', run: checkBooks, everyMs: BOOKS_CHECK_EVERY_MS },
      ])
    : async () => {};
  const stopReminders = options.startOutbox ? startReminderWorker(app) : async () => {};
  app.addHook('onClose', async () => {
    // Sends under way finish (each within SEND_TIMEOUT_MS) and record their outcome while the database is open.
    await Promise.all([stopHousekeeping(), stopOutbox(), stopReminders()]);
    await redis?.close();
  });
  return app;
}

const MEMBER_GUARDS = new Set<unknown>([requireMember, requireMemberToken, requireFormerMember]);

/** A hook that refuses a caller without a valid access token (plugins/api-contract.ts documents its routes). */
function isTokenGuard(hook: unknown): boolean {
  return MEMBER_GUARDS.has(hook) || isStaffGuard(hook);
}

/**
 * Fastify's own hop-count option now trusts nothing (it cannot tell a proxy from a client that wrote the
 * header), so a hop count becomes proxy-addr's function: believe the `hops` nearest entries, i.e. what our own
 * proxies appended, never the client-written left end. Addresses go to Fastify as they are (safer: the peer
 * itself must be one of them). docs/configuration.md "TRUST_PROXY".
 */
function trustedProxies(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * The per-IP throttles: in Redis when it is configured (fast, shared), falling back to the database counters
 * while Redis is down; in the database when there is no Redis. Either way one atomic step per hit, shared by
 * every API process (plugins/counters.ts).
 */
function throttleCounters(
  app: FastifyInstance,
  db: Database,
  redis: RedisHandle | null,
  namespace: string,
): CounterStore {
  const inDatabase = createDatabaseCounters(db, namespace);
  if (!redis) return inDatabase;
  return withFallback(createRedisCounters(redis.client, namespace), inDatabase, (error) =>
    app.log.warn({ err: error }, 'Redis unavailable: rate limits counted in the database'),
  );
}

/** ioredis reports every failed reconnect; one line per failure kind is enough for the operator. */
function logRedisError(app: FastifyInstance) {
  let lastMessage = '';
  return (error: Error) => {
    if (error.message === lastMessage) return;
    lastMessage = error.message;
    app.log.warn({ err: error }, 'Redis connection error');
  };
}

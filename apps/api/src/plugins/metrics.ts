import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@kopkar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors';
import { createScrapeGauges, type ScrapeSources } from './metrics-collectors';

/** The long back-office jobs whose duration is measured on their own (docs/operations/metrics.md). */
export type MetricsJob = 'payroll_posting' | 'payroll_actual_posting' | 'hr_member_import';

const JOBS: MetricsJob[] = ['payroll_posting', 'payroll_actual_posting', 'hr_member_import'];
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A request no route matched: its URL is whatever the client wrote, so it never becomes a label. */
export const UNMATCHED_ROUTE = 'unmatched';

export type Metrics = {
  /** Runs a long job and records its duration with its outcome: ok, refused (an AppError) or failed. */
  timeJob<T>(job: MetricsJob, run: () => Promise<T>): Promise<T>;
  /** Counts a 429 of the per-address and per-member limits (@fastify/rate-limit's onExceeded, app.ts). */
  countRateLimitRefusal(request: FastifyRequest): void;
  /** Serves GET /metrics on its own listener (server.ts with METRICS_PORT, tests); closed with the app. */
  listen(host: string, port: number): Promise<AddressInfo>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this app (one registry per app: tests build many). */
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics (docs/operations/metrics.md), registered by app.ts before the routes so its hooks see every
 * request. Labels carry route patterns (`/api/v1/Pinjaman/:id`), methods, status codes and fixed names, never a
 * URL, NIK, e-mail or name. Figures read from the database (queues, ledger) are read when Prometheus scrapes,
 * never per request. The modules call `app.metrics.timeJob`; no module imports prom-client.
 */
export function registerMetrics(app: FastifyInstance, database: DatabaseHandle, sources: ScrapeSources) {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'kopkar_http_request_duration_seconds',
    help: 'Time from request received to reply sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'kopkar_signin_failures_total',
    help: 'Sign-ins refused for a wrong NIK/username or password, by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  const lockouts = new Counter({
    name: 'kopkar_signin_lockouts_total',
    help: 'Attempts refused because the account is locked after too many failures, by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'kopkar_rate_limit_refusals_total',
    help: 'Requests refused by a per-address or per-member limit (429), by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'kopkar_job_duration_seconds',
    help: 'Duration of long back-office jobs (payroll posting, HR actual deductions, HR member import) by outcome.',
    labelNames: ['job', 'outcome'],
    buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300],
    registers: [registry],
  });
  for (const job of JOBS) jobDuration.zero({ job, outcome: 'ok' });
  const refreshGauges = createScrapeGauges(registry, app, database, sources);

  // A 429 from the per-address and per-member limits (@fastify/rate-limit's onExceeded, app.ts); any other 429
  // comes from an account's lockout (modules/auth/lockout.ts).
  const refused = new WeakSet<FastifyRequest>();
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof AppError)) return;
    if (error.code === ErrorCode.INVALID_CREDENTIALS) signInFailures.inc({ route: routeOf(request) });
    if (error.code === ErrorCode.RATE_LIMITED && !refused.has(request))
      lockouts.inc({ route: routeOf(request) });
  });
  app.addHook('onResponse', async (request, reply) => {
    const method = HTTP_METHODS.has(request.method) ? request.method : 'OTHER';
    const labels = { method, route: routeOf(request), status_code: String(reply.statusCode) };
    requestDuration.observe(labels, reply.elapsedTime / 1000);
  });

  let server: Server | null = null;
  app.decorate('metrics', {
    countRateLimitRefusal(request) {
      refused.add(request);
      rateLimitRefusals.inc({ route: routeOf(request) });
    },
    async timeJob(job, run) {
      const end = jobDuration.startTimer({ job });
      try {
        const result = await run();
        end({ outcome: 'ok' });
        return result;
      } catch (error) {
        end({ outcome: error instanceof AppError ? 'refused' : 'failed' });
        throw error;
      }
    },
    async listen(host, port) {
      if (server) throw new Error('metrics: already listening');
      // Node's own figures (event-loop delay, heap, CPU) start monitors: only for an app whose metrics are served.
      collectDefaultMetrics({ register: registry, prefix: 'kopkar_' });
      server = createServer((request, reply) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          reply.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
          return;
        }
        refreshGauges()
          .then(() => registry.metrics())
          .then(
            (text) => reply.writeHead(200, { 'content-type': registry.contentType }).end(text),
            (error: unknown) => {
              app.log.error({ err: error }, 'metrics scrape failed');
              reply.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed\n');
            },
          );
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => resolve());
      });
      return listening.address() as AddressInfo;
    },
  } satisfies Metrics);
  app.addHook('onClose', async () => {
    const listening = server;
    if (!listening) return;
    listening.closeAllConnections();
    await new Promise((resolve) => listening.close(resolve));
  });
}

/** The route pattern Fastify matched, never the URL (which may carry a NIK or an agreement number). */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

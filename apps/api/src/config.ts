import { z } from 'zod';

/** Back-office jobs over the whole cooperative (payroll posting, HR import) may run this long. */
export const LONG_JOB_TIMEOUT_MS = 300_000;

/** The push services browsers subscribe with (Chrome and Samsung, Firefox, Edge, Safari): production's default. */
const KNOWN_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,android.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com';

/** Secrets that ship with the repository for the embedded demo; production refuses them. */
export const DEMO_JWT_SECRET = 'demo-only-secret-change-me-0123456789abcdef';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** TRUST_PROXY: unset/0/false → none; 1-10 → hop count; otherwise a comma-separated list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined, context: z.RefinementCtx): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
  const addresses = text.split(',').map((part) => part.trim());
  const isAddress = (part: string) =>
    z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]).safeParse(part).success;
  if (addresses.every(isAddress)) return addresses;
  context.addIssue({
    code: 'custom',
    message:
      'give the number of proxies in front of the portal (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24); "true" (every hop) is refused because clients write X-Forwarded-For themselves',
  });
  return false;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset or empty: no metrics listener (an empty string must not become port 0).
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  DATABASE_STARTUP_WAIT_SECONDS: z.coerce.number().int().min(0).default(60),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  API_DOCS: z.enum(['0', '1', 'true', 'false']).optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Koperasi <no-reply@koperasi.local>'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5000),
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  SEND_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(KNOWN_PUSH_SERVICE_HOSTS)
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: booleanFlag,
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  REMINDER_SCAN_MS: z.coerce.number().int().min(1000).default(3_600_000),
  JWT_SECRET: z.string().min(32).default(DEMO_JWT_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(14),
  CAPTCHA_BYPASS: booleanFlag,
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => parseTrustProxy(value, context)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(150),
  RATE_LIMIT_NAMESPACE: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .default('kopkar'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /**
   * Port of the Prometheus listener serving GET /metrics, on HOST (docs/operations/metrics.md); undefined: none.
   * The main listener never serves /metrics.
   */
  metricsPort: number | undefined;
  /** The portal's address as members and banks reach it: documents' QR codes point at its /verifikasi pages. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Waiting for a pooled connection (or a new one) longer than this answers 503. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer (server side; the client gives up 5 s later). */
  databaseStatementTimeoutMs: number;
  /** At start-up, how long to keep retrying a database that cannot be reached before giving up. */
  databaseStartupWaitSeconds: number;
  /** A request not answered within this gets 503 (long back-office jobs set their own, longer). */
  requestTimeoutMs: number;
  /**
   * On SIGTERM, how long to keep serving (every reply closing its connection, readiness 503) before closing, so
   * the load balancer moves away first (default 5 s in production, 0 elsewhere).
   */
  shutdownDrainMs: number;
  /** Serve the OpenAPI UI at /api/docs (default: outside production only). */
  apiDocs: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxPollMs: number;
  /** SMTP connections the bulk mail shares (the server's own limit per client); urgent mail has one more. */
  smtpMaxConnections: number;
  /** An outside service (SMTP server, push service) that does not answer within this is given up on for now. */
  sendTimeoutMs: number;
  /**
   * Where Web Push may go (modules/reminders/push-endpoint.ts): the push services' host patterns production
   * accepts, and, for tests with a local push service only, loopback and private addresses.
   */
  push: { serviceHosts: string[]; allowPrivateEndpoints: boolean };
  /**
   * Web Push's VAPID key pair and contact (mailto: or https:). Unset: the demo and tests generate a pair once and
   * keep it in the database; production runs without push (e-mail reminders still go).
   */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** How often each API process runs the instalment-reminder scan (idempotent: the job table's unique key). */
  reminderScanMs: number;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  captchaBypass: boolean;
  seedDemo: boolean;
  /**
   * Which X-Forwarded-For hops to believe: false (none, the default), a hop count (the proxies in front of the
   * portal, usually 1), or the proxies' own addresses/CIDRs. Never "every hop": the client writes the header's
   * left end, so trusting it would let any client choose the address every per-IP limit counts.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  webDistDir: string | undefined;
  loginRateLimitPerMinute: number;
  /** Prefix of the rate-limit counters in Redis: two portals (or e2e runs) sharing one Redis keep apart. */
  rateLimitNamespace: string;
};

/**
 * Reads every setting once (STYLE.md rule 7). Throws with a list of problems when the environment is invalid,
 * or when production would run on demo secrets, a disabled captcha or demo accounts.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.METRICS_PORT === e.PORT) throw new Error('Invalid environment:\nMETRICS_PORT: must differ from PORT');
  const isProduction = e.NODE_ENV === 'production';
  const config: Config = {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    metricsPort: e.METRICS_PORT,
    publicUrl: e.PUBLIC_URL ?? localUrl(e.HOST, e.PORT),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseStartupWaitSeconds: e.DATABASE_STARTUP_WAIT_SECONDS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5_000 : 0),
    apiDocs: e.API_DOCS === undefined ? !isProduction : e.API_DOCS === '1' || e.API_DOCS === 'true',
    redisUrl: e.REDIS_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    outboxPollMs: e.OUTBOX_POLL_MS,
    smtpMaxConnections: e.SMTP_MAX_CONNECTIONS,
    sendTimeoutMs: e.SEND_TIMEOUT_MS,
    push: { serviceHosts: e.PUSH_SERVICE_HOSTS, allowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS },
    vapid: readVapid(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT, e.MAIL_FROM),
    reminderScanMs: e.REMINDER_SCAN_MS,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    captchaBypass: e.CAPTCHA_BYPASS,
    seedDemo: e.SEED_DEMO === undefined ? !isProduction : e.SEED_DEMO === '1' || e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    rateLimitNamespace: e.RATE_LIMIT_NAMESPACE,
  };
  if (isProduction) assertProductionSafe(config, e.PUBLIC_URL);
  return config;
}

/** Outside production without PUBLIC_URL: the address this process listens on, as a browser on this machine writes it. */
function localUrl(host: string, port: number): string {
  const name = ['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The VAPID settings when both keys are given; the subject defaults to MAIL_FROM's address as a mailto: URL. */
function readVapid(publicKey?: string, privateKey?: string, subject?: string, mailFrom?: string) {
  if (!publicKey || !privateKey) return undefined;
  const address = /<([^>]+)>/.exec(mailFrom ?? '')?.[1] ?? mailFrom ?? 'no-reply@koperasi.local';
  return { publicKey, privateKey, subject: subject || `mailto:${address}` };
}

function assertProductionSafe(config: Config, publicUrl: string | undefined): void {
  const problems: string[] = [];
  if (!publicUrl?.startsWith('https://')) {
    problems.push(
      "PUBLIC_URL must be the portal's https:// address (issued documents' QR codes point at it)",
    );
  }
  if (config.jwtSecret === DEMO_JWT_SECRET) problems.push('JWT_SECRET must be set to a secret of your own');
  if (config.captchaBypass) problems.push('CAPTCHA_BYPASS must not be enabled in production');
  if (config.push.allowPrivateEndpoints) {
    problems.push(
      'PUSH_ALLOW_PRIVATE_ENDPOINTS must not be enabled in production (it lets members aim the server at internal addresses)',
    );
  }
  if (config.seedDemo) problems.push('SEED_DEMO must not be enabled in production (demo accounts)');
  if (config.vapid && !/^(mailto:|https:)/.test(config.vapid.subject)) {
    problems.push('VAPID_SUBJECT must be a mailto: or https: URL');
  }
  if (!config.databaseUrl) problems.push('DATABASE_URL must point at PostgreSQL in production');
  if (problems.length > 0) throw new Error(`Refusing to start in production:\n${problems.join('\n')}`);
}

/** A configuration for in-process tests: in-memory database, captcha bypass off unless asked. */
export function buildTestConfig(overrides: Partial<Config> = {}): Config {
  return {
    // The tests' push services are local HTTPS servers (test/push-service.ts).
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' }),
    ...overrides,
  };
}

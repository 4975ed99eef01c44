import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { closedPort } from '../../apps/api/test/network-faults';
import { sqlOn } from '../../bench/src/release/support/database';
import { makeCertificate, type Nginx, siteForTest, startNginx, type TestPorts } from './nginx';
import { type Child, runToEnd, startChild, waitUntil } from './processes';
import { readService, serviceEnvironment } from './units';

/** The per-address sign-in limit while the test runs: low, so a handful of attempts reaches it. */
export const TEST_LOGIN_LIMIT = 3;
/** A hashed build file of the fake web build, large enough for nginx to compress (gzip_min_length 1024). */
export const ASSET_PATH = '/assets/app-3f9a1c2e.js';
export const PAGE_MARKER = 'portal-uji-deploy';

export type Copy = Child & { port: number };

export type PortalStack = {
  copies: [Copy, Copy];
  nginx: Nginx;
  httpsPort: number;
  httpPort: number;
  /** The test certificate's file, the only one the test's clients trust. */
  caFile: string;
  close: () => Promise<void>;
};

/**
 * The deployment as docs/operations/deploy.md sets it up, on this checkout: the API built, a fresh PostgreSQL
 * database, the migrations unit, two copies started from kopkar-api@.service with the example env file, and nginx
 * with the committed site, all on free high ports. What differs from production: the ports, the certificate, a
 * fake web build, and the secrets and folders a test makes for itself.
 */
export async function startPortalStack(serverUrl: string): Promise<PortalStack> {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dir = await mkdtemp(join(tmpdir(), 'kopkar-deploy-'));
  // nginx's workers (an unprivileged user when the test runs as root) pass through it to their temp folders.
  await chmod(dir, 0o755);
  const databaseName = `kopkar_deploy_${runId}`;
  const adminSql = sqlOn(serverUrl);
  const started: Child[] = [];
  const close = async () => {
    await Promise.all(started.map((child) => child.stop()));
    await adminSql(`drop database if exists "${databaseName}" with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await adminSql(`create database "${databaseName}"`);
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${databaseName}`;
    const overrides = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: process.env.REDIS_URL ?? '',
      RATE_LIMIT_NAMESPACE: `deploy-${runId}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: '',
      DATA_DIR: join(dir, 'data'),
      WEB_DIST_DIR: await writeFakeWebBuild(join(dir, 'web')),
      LOGIN_RATE_LIMIT_PER_MINUTE: String(TEST_LOGIN_LIMIT),
      // Short, to keep the test short; the stop still goes through the whole drain.
      SHUTDOWN_DRAIN_MS: '1000',
      LOG_LEVEL: 'warn',
      // The unit's 1%i makes a metrics port of 3001 and 3002 only, not of the test's ports; metrics have their test.
      METRICS_PORT: '',
    };
    const api = readService('kopkar-api@.service');
    await runToEnd(
      'API build',
      { program: api.command().program, args: ['build.mjs'] },
      { cwd: api.get('WorkingDirectory'), env: { PATH: process.env.PATH } },
    );
    const migrate = readService('kopkar-migrate.service');
    await runToEnd('kopkar-migrate', migrate.command(), {
      cwd: migrate.get('WorkingDirectory'),
      env: serviceEnvironment(migrate, overrides),
    });
    const ports: TestPorts = {
      api: [await closedPort(), await closedPort()],
      https: await closedPort(),
      http: await closedPort(),
    };
    const copies = (await Promise.all(
      ports.api.map(async (port) => {
        const unit = readService('kopkar-api@.service', String(port));
        const copy = {
          ...startChild(`kopkar-api@${port}`, unit.command(), {
            cwd: unit.get('WorkingDirectory'),
            env: serviceEnvironment(unit, overrides),
          }),
          port,
        };
        started.push(copy);
        await waitUntil(copy, () => answers200(`http://127.0.0.1:${port}/api/health/ready`));
        return copy;
      }),
    )) as [Copy, Copy];
    const certificate = await makeCertificate(dir);
    const nginx = await startNginx(join(dir, 'nginx'), await siteForTest(ports, certificate), ports.https);
    started.push(nginx);
    return {
      copies,
      nginx,
      httpsPort: ports.https,
      httpPort: ports.http,
      caFile: certificate.certificate,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function answers200(url: string): Promise<boolean> {
  const reply = await fetch(url).catch(() => null);
  return reply?.status === 200;
}

/** What the API needs of apps/web's build (plugins/spa.ts): index.html and a hashed file under assets/. */
async function writeFakeWebBuild(dir: string): Promise<string> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html lang="id"><head><title>${PAGE_MARKER}</title></head><body><div id="root"></div><script type="module" src="${ASSET_PATH}"></script></body></html>`,
  );
  const line = 'console.info("Portal koperasi: berkas uji yang cukup besar untuk dikompresi oleh nginx.");\n';
  await writeFile(resolve(dir, `.${ASSET_PATH}`), line.repeat(40));
  return dir;
}

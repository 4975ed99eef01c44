/**
 * The one API process a soak watches: this checkout's production bundle (ADR 0005, built as `npm start` builds
 * it) on core 0, with the inspector on a loopback port for the heap figures, on a copy of the generated
 * cooperative and the machine's Redis. Settings are production's where the soak allows: no API docs, no demo
 * seed, a JWT secret of the run's own, one trusted proxy hop. NODE_ENV stays unset because production refuses
 * CAPTCHA_BYPASS, which sign-ins by the thousand need (the captcha is a picture); what else NODE_ENV changes
 * (secure cookies, push endpoints' hosts, VAPID keys) does not touch the calls the soak makes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiCommand, prepareApi } from '../support/api-server';
import { startGroup, waitForHealth } from '../support/process-group';

export type SoakApiOptions = {
  apiDir: string;
  root: string;
  port: number;
  inspectPort: number;
  databaseUrl: string;
  redisUrl: string;
  /** Extra settings, e.g. DATABASE_POOL_SIZE=20 (KEY=VALUE). */
  extra: Record<string, string>;
};

export async function startSoakApi(options: SoakApiOptions) {
  const buildMs = prepareApi('bundle', options.apiDir, options.root);
  const bin = join(options.root, 'node_modules/.bin');
  const { args } = apiCommand('bundle', options.root, [`--inspect=127.0.0.1:${options.inspectPort}`]);
  // Without SMTP_URL the outbox writes each mail (deposit confirmed, …) here as an .eml file: removed at the end.
  const dataDir = mkdtempSync(join(tmpdir(), 'kopkar-soak-data-'));
  const api = startGroup('taskset', ['-c', '0', ...args], {
    cwd: options.apiDir,
    log: 'API',
    env: {
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      HOME: process.env.HOME,
      TZ: 'Asia/Jakarta',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      RATE_LIMIT_NAMESPACE: `soak${process.pid}`,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      API_DOCS: '0',
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
      CAPTCHA_BYPASS: '1',
      // Every member signs in once per visit; the per-address limit stays, counted per member (visitors.ts).
      LOGIN_RATE_LIMIT_PER_MINUTE: '600',
      LOG_LEVEL: 'warn',
      ...options.extra,
    },
  });
  const stop = async () => {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${options.port}/api/health`, 120, api.output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...api, stop, buildMs };
}

/**
 * One run: a fresh PostgreSQL database, two API processes on it sharing one Redis (their own rate-limit
 * namespace), a balancer across them, and whatever extra processes an attack starts (stopped at the end).
 * The first process migrates and seeds the demo data (SEED_DEMO=1) before the second starts, as a deploy would.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AddressPool, type Balancer, createAddressPool, createBalancer } from './clients';
import { createDatabase, dropDatabase, type Sql, sqlOn } from './database';
import { type ApiProcess, createPortPool, type PortPool, type StartOptions, startApi } from './processes';

export type RunContext = {
  apiDir: string;
  runId: string;
  databaseUrl: string;
  sql: Sql;
  /** The two API processes behind a round-robin balancer. */
  portal: Balancer;
  addresses: AddressPool;
  ports: PortPool;
  /** The main pair's settings; an extra process starts from these with its own overrides. */
  settings: Readonly<Record<string, string>>;
  startExtra: (
    name: string,
    overrides: Record<string, string>,
    options?: Pick<StartOptions, 'waitFor'>,
  ) => Promise<ApiProcess>;
};

export type OpenRun = RunContext & { close: () => Promise<void> };

export async function openRun(apiDir: string): Promise<OpenRun> {
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const databaseName = `kopkar_attacks_${runId}`;
  const databaseUrl = await createDatabase(databaseName);
  const dataDir = mkdtempSync(join(tmpdir(), 'kopkar-attacks-'));
  const ports = createPortPool(Number(process.env.ATTACK_PORT_BASE ?? 3500));
  const processes: ApiProcess[] = [];
  const settings: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.ATTACK_REDIS_URL ?? 'redis://127.0.0.1:6379',
    RATE_LIMIT_NAMESPACE: `attacks-${runId}`,
    SEED_DEMO: '1',
    // The captcha would stop an automated burst before the limits under test are reached.
    CAPTCHA_BYPASS: '1',
    // High, so the per-IP login limit does not hide the per-NIK lockout.
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    DATA_DIR: dataDir,
  };
  const startTracked = async (
    name: string,
    overrides: Record<string, string>,
    waitFor: StartOptions['waitFor'] = 'health',
  ) => {
    const api = await startApi(apiDir, {
      name,
      port: await ports.next(),
      settings: { ...settings, ...overrides },
      waitFor,
    });
    processes.push(api);
    return api;
  };
  const close = async () => {
    await Promise.all(processes.map((api) => api.stop()));
    await dropDatabase(databaseName).catch((error: unknown) => console.warn('drop database:', error));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const first = await startTracked('api-1', {});
    const second = await startTracked('api-2', {});
    return {
      apiDir,
      runId,
      databaseUrl,
      sql: sqlOn(databaseUrl),
      portal: createBalancer([first.origin, second.origin]),
      addresses: createAddressPool(),
      ports,
      settings,
      startExtra: (name, overrides, options) => startTracked(name, overrides, options?.waitFor),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

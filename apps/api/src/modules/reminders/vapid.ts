import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { putSettingIfAbsent } from '../settings/settings.service';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** Where the demo's and the tests' generated pair is kept (never listed: only `coop.*` settings are public). */
const DEMO_KEYS_SETTING = 'push.vapid-demo-keys';
const DEMO_SUBJECT = 'mailto:no-reply@koperasi.local';

const isKeyPair = (value: unknown): value is { publicKey: string; privateKey: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { publicKey?: unknown }).publicKey === 'string' &&
  typeof (value as { privateKey?: unknown }).privateKey === 'string';

/**
 * The VAPID keys push is signed with: from the configuration (VAPID_*) when given; in production without them,
 * none (push is off, e-mail still goes); otherwise (demo, tests) a pair generated once and kept in the database,
 * so browsers' subscriptions survive restarts and every API process signs with the same key.
 */
async function loadVapidKeys(db: Database, config: Config): Promise<VapidKeys | null> {
  if (config.vapid) return config.vapid;
  if (config.env === 'production') return null;
  const stored = await putSettingIfAbsent(db, DEMO_KEYS_SETTING, webpush.generateVAPIDKeys());
  if (!isKeyPair(stored)) throw new Error(`setting ${DEMO_KEYS_SETTING} holds no VAPID key pair`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: DEMO_SUBJECT };
}

const loaded = new WeakMap<Database, Promise<VapidKeys | null>>();

/** The keys of this app's database, loaded once per process (a failed load is retried on the next call). */
export function vapidKeysOf(app: Pick<FastifyInstance, 'db' | 'config'>): Promise<VapidKeys | null> {
  let keys = loaded.get(app.db);
  if (!keys) {
    keys = loadVapidKeys(app.db, app.config);
    keys.catch(() => loaded.delete(app.db));
    loaded.set(app.db, keys);
  }
  return keys;
}

/**
 * Attack class 13, push endpoints that point inside: each form is subscribed by one member on
 * the run's pair (NODE_ENV unset, i.e. development, as the run starts them) and by another on an extra process
 * in production (VAPID keys and a JWT secret of its own; the member's token is the run's sign-in signed again with
 * that secret). Then reminders go to the accepted loopback forms only, and the run counts the connections the
 * servers open to 127.0.0.1:47001, [::1]:47001 and 127.0.0.1:47002 (each closed at once, so nothing hangs).
 * Forms naming another network (10.0.0.1, 169.254.169.254, example.com) are only subscribed, never sent to: their
 * rows are deleted before any reminder is enqueued, as this workplace allows no traffic beyond loopback.
 */
import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { literal } from './support/database';
import type { Figure } from './support/figures';
import { type Reply, send } from './support/http';
import { insertProbeMembers } from './support/probe-members';
import { enqueuePushReminders } from './support/push-rows';
import { deviceKeys, vapidKeyPair } from './support/push-service';
import type { RunContext } from './support/run-context';
import { claimsOf, signInMember } from './support/sessions';
import { startConnectionCounter } from './support/tcp';
import { signHs256 } from './support/tokens';

const CONNECT_WATCH_MS = 15_000;
const DEV_NIK = '790001';
const PRODUCTION_NIK = '790002';
const members = `(${literal(DEV_NIK)}, ${literal(PRODUCTION_NIK)})`;

/** An endpoint form; `isLoopback` forms may be sent to (they reach the counters), the others never are. */
type Form = { label: string; endpoint: (path: string) => string; isLoopback: boolean };

const FORMS: readonly Form[] = [
  { label: 'https://localhost:47001', endpoint: (p) => `https://localhost:47001${p}`, isLoopback: true },
  { label: 'https://[::1]:47001', endpoint: (p) => `https://[::1]:47001${p}`, isLoopback: true },
  { label: 'https://127.1:47001', endpoint: (p) => `https://127.1:47001${p}`, isLoopback: true },
  { label: 'https://2130706433:47001', endpoint: (p) => `https://2130706433:47001${p}`, isLoopback: true },
  { label: 'https://0x7f000001:47001', endpoint: (p) => `https://0x7f000001:47001${p}`, isLoopback: true },
  { label: 'https://127.0.0.1:47002', endpoint: (p) => `https://127.0.0.1:47002${p}`, isLoopback: true },
  {
    label: 'https://user:pass@example.com',
    endpoint: (p) => `https://user:pass@example.com${p}`,
    isLoopback: false,
  },
  { label: 'http://example.com', endpoint: (p) => `http://example.com${p}`, isLoopback: false },
  // Loopback, but PostgreSQL's port: subscribed only, as no counter listens there.
  { label: 'https://127.0.0.1:5432', endpoint: (p) => `https://127.0.0.1:5432${p}`, isLoopback: false },
  { label: 'https://10.0.0.1', endpoint: (p) => `https://10.0.0.1${p}`, isLoopback: false },
  { label: 'https://169.254.169.254', endpoint: (p) => `https://169.254.169.254${p}`, isLoopback: false },
];

/** A name other than "localhost" that resolves to loopback here (the machine's own name, usually), or none. */
async function loopbackName(): Promise<string | undefined> {
  for (const name of [hostname(), 'localhost.localdomain', 'ip6-localhost']) {
    const found = await lookup(name, { all: true }).catch(() => []);
    if (found.length > 0 && found.every((entry) => /^(127\.|::1$)/.test(entry.address))) return name;
  }
  return undefined;
}

async function allForms(): Promise<Form[]> {
  const name = await loopbackName();
  if (!name) return [...FORMS];
  const form = { label: `https://${name}:47002 (resolves to loopback)`, isLoopback: true };
  return [...FORMS, { ...form, endpoint: (p: string) => `https://${name}:47002${p}` }];
}

const describe = (reply: Reply) => (reply.status === 200 ? 'accepted' : `refused ${reply.status}`);

async function startProductionProcess(ctx: RunContext) {
  const secret = randomBytes(32).toString('hex');
  const vapid = vapidKeyPair();
  const api = await ctx.startExtra(
    'api-push-production',
    {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      SEED_DEMO: '0',
      CAPTCHA_BYPASS: '0',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:bench@example.com',
    },
    { waitFor: 'answer' },
  );
  const token = await signInMember(ctx.portal.originFor(0), ctx.addresses, PRODUCTION_NIK);
  return { api, token: signHs256(secret, claimsOf(token)) };
}

/** Reminders to every stored loopback subscription of the two members; connections counted for a while. */
async function countConnections(ctx: RunContext, loopbackEndpoints: readonly string[]) {
  const counters = [
    await startConnectionCounter(47001, '127.0.0.1'),
    await startConnectionCounter(47001, '::1'),
    await startConnectionCounter(47002, '127.0.0.1'),
  ];
  try {
    const rows = await ctx.sql(`
      select id from push_subscriptions where endpoint in (${loopbackEndpoints.map(literal).join(', ') || "''"})`);
    const enqueued = await enqueuePushReminders(
      ctx.sql,
      rows.map((row) => Number(row[0])),
      'ssrf',
    );
    await new Promise((done) => setTimeout(done, CONNECT_WATCH_MS));
    const counts = counters.map((counter) => {
      const host = counter.host.includes(':') ? `[${counter.host}]` : counter.host;
      return `${host}:${counter.port} ×${counter.connections()}`;
    });
    return { enqueued, counts: counts.join(' · ') };
  } finally {
    await Promise.all(counters.map((counter) => counter.close()));
  }
}

export async function measurePushSsrf(ctx: RunContext): Promise<Figure[]> {
  await insertProbeMembers(ctx.sql, [DEV_NIK, PRODUCTION_NIK]);
  const devToken = await signInMember(ctx.portal.originFor(0), ctx.addresses, DEV_NIK);
  const production = await startProductionProcess(ctx);
  try {
    const forms = await allForms();
    const subscribe = (origin: string, token: string, endpoint: string) =>
      send(origin, '/api/v1/reminders/push-subscriptions', { token, body: { endpoint, keys: deviceKeys() } });
    const figures: Figure[] = [];
    for (const [index, form] of forms.entries()) {
      const dev = await subscribe(ctx.portal.originFor(index), devToken, form.endpoint(`/dev-${index}`));
      const prod = await subscribe(production.api.origin, production.token, form.endpoint(`/prod-${index}`));
      figures.push({
        measure: `subscribe ${form.label}`,
        figure: `development: ${describe(dev)} · production: ${describe(prod)}`,
        promise: 'refused in both',
      });
    }
    const loopback = forms.flatMap((form, index) =>
      form.isLoopback ? [form.endpoint(`/dev-${index}`), form.endpoint(`/prod-${index}`)] : [],
    );
    // Never sent to: another network's address stays a stored string, then goes (so does anything stored in
    // another spelling than the one sent: fewer calls, never more).
    await ctx.sql(`
      delete from push_subscriptions where member_id in (select id from members where nik in ${members})
        and endpoint not in (${loopback.map(literal).join(', ')})`);
    const { enqueued, counts } = await countConnections(ctx, loopback);
    figures.push({
      measure: `connections the servers opened within ${CONNECT_WATCH_MS / 1000} s of ${enqueued} reminders to the accepted loopback forms`,
      figure: counts,
      promise: '0 (nothing stored to call)',
    });
    return figures;
  } finally {
    await ctx.sql(
      `delete from push_subscriptions where member_id in (select id from members where nik in ${members})`,
    );
    await production.api.stop();
  }
}

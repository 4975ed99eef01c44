/**
 * Attack class 10: one member's push subscription points at an endpoint that accepts the TCP
 * connection and never answers (the TLS handshake never ends); the next reminder goes to that member and one to
 * another member whose device works. The subscription row is written straight into the database, as a fixed API
 * refuses such an endpoint at the door (class 13 measures that): here the sender's own handling is measured.
 *
 * A pair of its own (the crash must not end the run), each process restarted at once when it exits, as a
 * supervisor would. DATABASE_STATEMENT_TIMEOUT_MS=5000 makes the pool set PostgreSQL's idle-in-transaction timeout
 * to 10 s (apps/api/src/db/client.ts), so a sender holding its transaction open is cut within the run rather than
 * after the default 60 s. PUSH_ALLOW_PRIVATE_ENDPOINTS=1 lets a fixed sender reach loopback endpoints at all.
 */
import {
  describeExits,
  describeHealthPolls,
  describeLines,
  FATAL_LINE,
  IDLE_IN_TRANSACTION_LINE,
  matchingLines,
} from './support/crash-figures';
import { type Figure, seconds } from './support/figures';
import { insertProbeMembers } from './support/probe-members';
import { enqueuePushReminders, insertSubscription } from './support/push-rows';
import { type PushService, startPushService } from './support/push-service';
import type { RunContext } from './support/run-context';
import { isHealthy, openSidePair, pollHealth, type SidePair } from './support/side-pair';
import { startBlackHole } from './support/tcp';

const WATCH_MS = 60_000;
const HEALTH_POLL_MS = 2_000;
const STATEMENT_TIMEOUT_MS = 5_000;
const VICTIM_NIK = '760001';
const OTHER_NIK = '760002';
const OTHER_PATH = '/push/other-member';
const CONTROL_WAIT_MS = 15_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The working device gets a reminder of its own first: proof that push works at all on this bed. */
async function sendControl(pair: SidePair, subscription: number, received: PushService['received']) {
  const startedMs = performance.now();
  await enqueuePushReminders(pair.sql, [subscription], 'control');
  while (performance.now() - startedMs < CONTROL_WAIT_MS) {
    if (received.length > 0) return `delivered ${seconds(received[0]!.atMs - startedMs)} after enqueueing`;
    await sleep(200);
  }
  return `not delivered within ${seconds(CONTROL_WAIT_MS)} (push does not work on this bed)`;
}

async function watchReminders(pair: SidePair, blackHolePort: number, service: PushService) {
  const { url: serviceUrl, received } = service;
  await insertProbeMembers(pair.sql, [VICTIM_NIK, OTHER_NIK]);
  const victim = await insertSubscription(
    pair.sql,
    VICTIM_NIK,
    `https://127.0.0.1:${blackHolePort}/push/never-answers`,
  );
  const other = await insertSubscription(pair.sql, OTHER_NIK, `${serviceUrl}${OTHER_PATH}`);
  const control = await sendControl(pair, other, received);
  const startedMs = performance.now();
  // The victim's reminder first: the sender claims by id, as a real queue would hold it.
  await enqueuePushReminders(pair.sql, [victim, other]);
  const health = await pollHealth(pair.apis, HEALTH_POLL_MS, sleep(WATCH_MS));
  const alive = await Promise.all(pair.apis.map((api) => isHealthy(api.origin)));
  const [row] = await pair.sql(`
    select status, attempts, coalesce(left(last_error, 80), '') from reminder_deliveries
    where subscription_id = ${victim}`);
  return { control, startedMs, health, alive, victimRow: row };
}

export async function measurePushBlackhole(ctx: RunContext): Promise<Figure[]> {
  const blackHole = await startBlackHole(await ctx.ports.next());
  const service = await startPushService();
  let pair: SidePair | undefined;
  try {
    pair = await openSidePair(
      ctx,
      'push',
      {
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        OUTBOX_POLL_MS: '500',
        NODE_EXTRA_CA_CERTS: service.certificateFile,
        PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
      },
      { restart: true },
    );
    const { control, startedMs, health, alive, victimRow } = await watchReminders(
      pair,
      blackHole.port,
      service,
    );
    const delivered = service.received.find(
      (message) => message.path === OTHER_PATH && message.atMs > startedMs,
    );
    const [status, attempts, lastError] = victimRow ?? [];
    const window = seconds(WATCH_MS);
    return [
      { measure: "control: the other member's device alone, before the attack", figure: control },
      {
        measure: `processes answering /api/health ${window} after the reminders (restarted ones too)`,
        figure: `${alive.filter(Boolean).length} of ${alive.length}`,
        promise: 'all (one member cannot take a process down)',
      },
      {
        measure: `health polls answered (every ${seconds(HEALTH_POLL_MS)})`,
        figure: describeHealthPolls(pair.apis, health),
        promise: 'every poll',
      },
      {
        measure: `process exits within ${window} (restarted at once, as a supervisor would)`,
        figure: describeExits(pair.apis, startedMs),
        promise: 'none',
      },
      {
        measure: 'fatal lines in the logs (unhandled pg error)',
        figure: describeLines(matchingLines(pair.apis, FATAL_LINE)),
        promise: '0',
      },
      {
        measure: 'idle-in-transaction lines in the logs',
        figure: describeLines(matchingLines(pair.apis, IDLE_IN_TRANSACTION_LINE)),
        promise: '0 (no transaction waits on a push service)',
      },
      {
        measure: "other member's push (working device) delivered",
        figure: delivered
          ? `yes, ${seconds(delivered.atMs - startedMs)} after enqueueing`
          : `no, not within ${window}`,
        promise: 'yes, within the push timeout (≈ 10-20 s)',
      },
      {
        measure: 'blackholed delivery: status, attempts, last error',
        figure: victimRow
          ? `${status}, ${attempts} attempts${lastError ? `, "${lastError}"` : ''}`
          : '(row gone)',
        promise: 'attempts counted, then FAILED after its retries; never blocks the others',
      },
    ];
  } finally {
    await pair?.close();
    await service.close();
    await blackHole.close();
  }
}

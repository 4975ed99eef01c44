/**
 * Attack class 11: the SMTP server greets (220) and then never answers EHLO. A pair of its own
 * whose SMTP_URL points at that server, with the idle-in-transaction timeout at 10 s as in class 10; password-reset
 * OTPs for a dozen members put mail in the outbox for both processes. After the watch the server "recovers": new
 * connections reach a working sink, with no process restarted, and the run counts what is delivered then.
 */
import { burst } from './support/clients';
import {
  describeExits,
  describeHealthPolls,
  describeLines,
  FATAL_LINE,
  IDLE_IN_TRANSACTION_LINE,
  matchingLines,
} from './support/crash-figures';
import { countOf } from './support/database';
import { type Figure, seconds, statusCounts } from './support/figures';
import { insertProbeMembers, nikRange } from './support/probe-members';
import type { RunContext } from './support/run-context';
import { isHealthy, openSidePair, pollHealth, type SidePair } from './support/side-pair';
import { type SmtpFront, type SmtpSink, startHungSmtp, startSmtpSink } from './support/smtp';

const WATCH_MS = 40_000;
const RECOVERY_MS = 90_000;
const HEALTH_POLL_MS = 2_000;
/** More than one outbox batch (10), so that both processes claim mail. */
const MEMBERS = nikRange(770001, 12);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const isProbeMail = (to: readonly string[]) => to.some((address) => /^probe\.77\d+@/.test(address));

async function requestOtps(ctx: RunContext, pair: SidePair) {
  await insertProbeMembers(pair.sql, MEMBERS);
  return burst(pair.balancer, MEMBERS.length, (index) => ({
    path: `/api/v1/otp/${MEMBERS[index]}`,
    options: { from: ctx.addresses.next() },
  }));
}

/** After forwardTo(): waits until every OTP mail reached the sink, RECOVERY_MS passed or no process is left. */
async function awaitRecovery(pair: SidePair, front: SmtpFront, sink: SmtpSink) {
  front.forwardTo(sink.port);
  const startedMs = performance.now();
  const delivered = () => sink.messages.filter((mail) => isProbeMail(mail.to));
  const isAnyRunning = () => pair.apis.some((api) => api.exits.length === 0);
  while (
    performance.now() - startedMs < RECOVERY_MS &&
    delivered().length < MEMBERS.length &&
    isAnyRunning()
  ) {
    await sleep(500);
  }
  const last = delivered().at(-1);
  const when = last ? `last after ${seconds(last.atMs - startedMs)}` : 'none yet';
  return `${delivered().length} of ${MEMBERS.length} (${isAnyRunning() ? when : 'no process left to send'})`;
}

export async function measureSmtpBlackhole(ctx: RunContext): Promise<Figure[]> {
  const front = await startHungSmtp(await ctx.ports.next());
  const sink = await startSmtpSink(await ctx.ports.next(), 0);
  let pair: SidePair | undefined;
  try {
    pair = await openSidePair(ctx, 'smtp', {
      SMTP_URL: `smtp://127.0.0.1:${front.port}`,
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      OUTBOX_POLL_MS: '500',
    });
    const startedMs = performance.now();
    const replies = await requestOtps(ctx, pair);
    const health = await pollHealth(pair.apis, HEALTH_POLL_MS, sleep(WATCH_MS));
    const alive = await Promise.all(pair.apis.map((api) => isHealthy(api.origin)));
    const { connections, hung } = front.counts();
    const recovery = await awaitRecovery(pair, front, sink);
    const pending = await countOf(pair.sql, `select count(*) from outbox where status = 'PENDING'`);
    const window = seconds(WATCH_MS);
    return [
      {
        measure: `${MEMBERS.length} × GET /otp/{nik} (mail for both processes)`,
        figure: statusCounts(replies),
      },
      {
        measure: 'SMTP connections opened while the server hung',
        figure: `${connections} (${hung} greeted, never answered)`,
      },
      {
        measure: `processes answering /api/health after ${window}`,
        figure: `${alive.filter(Boolean).length} of ${alive.length}`,
        promise: 'all',
      },
      {
        measure: `health polls answered (every ${seconds(HEALTH_POLL_MS)})`,
        figure: describeHealthPolls(pair.apis, health),
        promise: 'every poll',
      },
      {
        measure: 'process exits (not restarted)',
        figure: describeExits(pair.apis, startedMs),
        promise: 'none',
      },
      {
        measure: 'idle-in-transaction lines in the logs',
        figure: describeLines(matchingLines(pair.apis, IDLE_IN_TRANSACTION_LINE)),
        promise: '0 (no transaction waits on SMTP)',
      },
      {
        measure: 'fatal lines in the logs',
        figure: describeLines(matchingLines(pair.apis, FATAL_LINE)),
        promise: '0',
      },
      {
        measure: `OTP mails delivered once the server answers again (within ${seconds(RECOVERY_MS)}, no restart)`,
        figure: recovery,
        promise: `${MEMBERS.length} of ${MEMBERS.length} (each send timed out, retried)`,
      },
      { measure: 'outbox rows still PENDING at the end', figure: String(pending) },
    ];
  } finally {
    await pair?.close();
    await sink.close();
    await front.close();
  }
}

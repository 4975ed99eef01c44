/**
 * Attack class 15: a password-reset OTP requested right behind a bulk mailing. 3,000 notice
 * mails go into the outbox directly (an SHU posting to 3,000 members with e-mail queues the same rows, and is far
 * heavier to stage), with the columns today's main has: a later column such as a priority takes its default, as
 * any bulk sender that does not set it would. A pair of its own sends through a sink that takes 250 ms per message,
 * at the default OUTBOX_POLL_MS, and nothing else drains that outbox. The run waits WAIT_MS at most for the OTP.
 */
import { countOf, literal, type Sql } from './support/database';
import { describeReply, type Figure, seconds } from './support/figures';
import { insertProbeMembers } from './support/probe-members';
import type { RunContext } from './support/run-context';
import { openSidePair, type SidePair } from './support/side-pair';
import { type SmtpSink, startSmtpSink } from './support/smtp';

const BULK_MAILS = 3_000;
const SINK_MS_PER_MESSAGE = 250;
const WAIT_MS = 120_000;
const OTP_VALIDITY_MS = 10 * 60_000;
/** The drain rate is measured over this much at least, even when the OTP arrives at once. */
const RATE_WINDOW_MS = 20_000;
const NIK = '795001';
const OTP_ADDRESS = `probe.${NIK}@example.com`;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

async function queueBulkMail(sql: Sql): Promise<void> {
  await sql(`
    insert into outbox (kind, to_address, subject, body)
    select 'email', 'anggota.' || n || '@example.com', 'SHU tahun buku telah dibagikan',
           'Halo, SHU Anda untuk tahun buku lalu telah dibukukan ke simpanan sukarela.'
    from generate_series(1, ${BULK_MAILS}) as n`);
}

/** Waits for the OTP at the sink; answers the time it arrived (performance.now()) or undefined. */
async function awaitOtp(sink: SmtpSink, startedMs: number): Promise<number | undefined> {
  while (performance.now() - startedMs < WAIT_MS) {
    const otp = sink.messages.find((mail) => mail.to.includes(OTP_ADDRESS));
    if (otp) return otp.atMs;
    await sleep(250);
  }
  return undefined;
}

/** Bulk mails still waiting ahead of the OTP (lower id, PENDING), by the outbox's own order. */
async function countAhead(pair: SidePair): Promise<number> {
  return countOf(
    pair.sql,
    `select count(*) from outbox where status = 'PENDING' and id <
       (select max(id) from outbox where to_address = ${literal(OTP_ADDRESS)})`,
  );
}

export async function measureOtpBehindBulk(ctx: RunContext): Promise<Figure[]> {
  const sink = await startSmtpSink(await ctx.ports.next(), SINK_MS_PER_MESSAGE);
  let pair: SidePair | undefined;
  try {
    pair = await openSidePair(ctx, 'mail', { SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    await insertProbeMembers(pair.sql, [NIK]);
    await queueBulkMail(pair.sql);
    const startedMs = performance.now();
    const reply = await pair.balancer.send(0, `/api/v1/otp/${NIK}`, { from: ctx.addresses.next() });
    const arrivedMs = await awaitOtp(sink, startedMs);
    await sleep(startedMs + RATE_WINDOW_MS - performance.now());
    const elapsedMs = performance.now() - startedMs;
    const bulkSent = sink.messages.filter((mail) => !mail.to.includes(OTP_ADDRESS)).length;
    const rate = bulkSent / (elapsedMs / 1000);
    const ahead = arrivedMs === undefined ? await countAhead(pair) : 0;
    const projected = rate > 0 ? minutes(elapsedMs + (ahead / rate) * 1000) : 'never (nothing sent)';
    return [
      {
        measure: `bulk mails queued ahead (outbox rows, sink ${SINK_MS_PER_MESSAGE} ms per message)`,
        figure: String(BULK_MAILS),
      },
      { measure: 'GET /otp/{nik} right after', figure: describeReply(reply) },
      {
        measure: 'OTP mail at the sink',
        figure:
          arrivedMs === undefined
            ? `not within ${seconds(WAIT_MS)}: ${ahead} mails still ahead, due ≈ ${projected} after the request at this rate`
            : `after ${seconds(arrivedMs - startedMs)}`,
        promise: `within seconds (valid ${minutes(OTP_VALIDITY_MS)})`,
      },
      {
        measure: 'outbox drain rate (2 processes, default OUTBOX_POLL_MS)',
        figure: `${bulkSent} bulk mails in ${seconds(elapsedMs)} = ${rate.toFixed(1)} mails/s`,
        promise: 'bulk in parallel within the server’s limits',
      },
    ];
  } finally {
    await pair?.close();
    await sink.close();
  }
}

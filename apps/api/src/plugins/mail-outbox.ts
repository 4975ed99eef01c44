import type { MailPriority } from '@kopkar/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { claimJobs, markFailed, markSent, withTimeout } from './job-queue';
import { createMailSenders, type OutgoingMail, type Sender } from './mail-transport';

export type { OutgoingMail } from './mail-transport';

/** What stays of a delivered message's body. */
export const SENT_BODY = '(isi dihapus setelah terkirim)';

/**
 * Which mail goes first: `urgent` is time-bound (an OTP expires after 10 minutes, a temporary password), `notice`
 * one member's event, `bulk` a mailing to many (SHU posted, a payroll period closing loans). The names are the
 * domain's, which ADMIN's outbox page reads.
 */
export const MAIL_PRIORITY: Readonly<Record<MailPriority, number>> = { urgent: 0, notice: 1, bulk: 2 };
export type { MailPriority };

/** Queues an e-mail in the caller's transaction: it goes out only if the change it reports commits. */
export async function enqueueMail(
  tx: Pick<Database, 'insert'>,
  mail: OutgoingMail,
  priority: MailPriority = 'notice',
): Promise<void> {
  await tx.insert(outbox).values({
    kind: 'email',
    toAddress: mail.to,
    subject: mail.subject,
    body: mail.body,
    priority: MAIL_PRIORITY[priority],
  });
}

/**
 * Queues many e-mails in one statement, in the caller's transaction: one per row of `mails` (a query of
 * to_address, subject and body). The outbox is this plugin's table: modules queue mail through it
 * (docs/conventions.md rule 18).
 */
export async function enqueueMailFrom(
  tx: Pick<Database, 'execute'>,
  mails: SQL,
  priority: MailPriority = 'notice',
): Promise<void> {
  await tx.execute(sql`
    insert into outbox (kind, to_address, subject, body, priority)
    select 'email', mail.to_address, mail.subject, mail.body, ${MAIL_PRIORITY[priority]} from (${mails}) mail`);
}

/** Each lane claims its own rows, so urgent mail never waits for a batch of bulk mail to be sent. */
const LANES = {
  urgent: { where: sql`priority = ${MAIL_PRIORITY.urgent}`, limit: 5 },
  rest: { where: sql`priority > ${MAIL_PRIORITY.urgent}`, limit: 20 },
  all: { where: undefined, limit: 20 },
} satisfies Record<string, { where: SQL | undefined; limit: number }>;
export type MailLane = keyof typeof LANES;

/**
 * Sends one batch of due mail (docs/decisions/0012-outside-calls-and-job-leases.md): claimed in one short
 * statement, sent in parallel with no transaction open and within `timeoutMs` each, each outcome recorded on
 * its own. Answers how many rows were claimed.
 */
export async function deliverPendingMail(
  db: Database,
  send: Sender,
  options: { lane?: MailLane; timeoutMs?: number } = {},
): Promise<number> {
  const lane = LANES[options.lane ?? 'all'];
  const timeoutMs = options.timeoutMs ?? 60_000;
  const claimed = await claimJobs(db, 'outbox', {
    limit: lane.limit,
    // The whole batch is sent at once, so every row is done (or given up) within one timeout.
    leaseSeconds: Math.ceil(timeoutMs / 1000) + 60,
    where: lane.where,
    orderBy: sql`priority, id`,
  });
  if (claimed.length === 0) return 0;
  const rows = await db
    .select({ id: outbox.id, to: outbox.toAddress, subject: outbox.subject, body: outbox.body })
    .from(outbox)
    .where(
      inArray(
        outbox.id,
        claimed.map((job) => job.id),
      ),
    );
  const mailOf = new Map(rows.map(({ id, ...mail }) => [id, mail]));
  const outcomes = await Promise.allSettled(
    claimed.map(async (job) => {
      const mail = mailOf.get(job.id);
      try {
        if (!mail) throw new Error('mail row disappeared');
        await withTimeout(send(mail), timeoutMs, 'SMTP');
      } catch (error) {
        return markFailed(db, 'outbox', job, error);
      }
      // Once delivered the body is dropped: it may hold an OTP or a temporary password.
      await markSent(db, 'outbox', job, sql`body = ${SENT_BODY}`);
    }),
  );
  const unrecorded = outcomes.find((outcome) => outcome.status === 'rejected');
  if (unrecorded) throw unrecorded.reason;
  return claimed.length;
}

/**
 * Two jobs of the process's scheduler (plugins/scheduler.ts), every OUTBOX_POLL_MS (urgent mail at least every
 * second), each draining its lane batch after batch. Returns a stop function for graceful shutdown that waits for
 * the sends under way, then closes the SMTP connections.
 */
export function startOutboxWorker(app: FastifyInstance): () => Promise<void> {
  const senders = createMailSenders(app.config);
  // Nodemailer gives up each step after SEND_TIMEOUT_MS; connecting, greeting and the exchange are several steps.
  const timeoutMs = app.config.sendTimeoutMs * 4;
  const lane = (name: MailLane, send: Sender, everyMs: number) =>
    app.scheduler.every({
      name: `mail outbox (${name}) delivery`,
      everyMs,
      batchSize: LANES[name].limit,
      run: () => deliverPendingMail(app.db, send, { lane: name, timeoutMs }),
    });
  const jobs = [
    lane('urgent', senders.urgent, Math.min(app.config.outboxPollMs, 1000)),
    lane('rest', senders.bulk, app.config.outboxPollMs),
  ];
  return async () => {
    await Promise.all(jobs.map((job) => job.stop()));
    senders.close();
  };
}

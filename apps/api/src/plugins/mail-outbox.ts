import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 10;
/** What stays of a delivered message's body. */
export const SENT_BODY = '(isi dihapus setelah terkirim)';

export type OutgoingMail = { to: string; subject: string; body: string };

/** Queues an e-mail in the caller's transaction: it goes out only if the change it reports commits. */
export async function enqueueMail(tx: Pick<Database, 'insert'>, mail: OutgoingMail): Promise<void> {
  await tx
    .insert(outbox)
    .values({ kind: 'email', toAddress: mail.to, subject: mail.subject, body: mail.body });
}

type Sender = (mail: OutgoingMail) => Promise<void>;

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under DATA_DIR/mail so the demo
 * works offline. Bodies are never logged (they carry OTPs).
 */
function createSender(app: FastifyInstance): Sender {
  const { smtpUrl, mailFrom, dataDir } = app.config;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.body });
    };
  }
  const dropDir = resolve(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail({
      from: mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
    });
    await mkdir(dropDir, { recursive: true });
    await writeFile(
      join(dropDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`),
      info.message as Buffer,
    );
  };
}

/** Sends one batch of due messages. Rows are claimed with SKIP LOCKED so several API copies can share the work. */
export async function deliverPendingMail(db: Database, send: Sender): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'PENDING'), lte(outbox.sendAfter, sql`now()`)))
      .orderBy(asc(outbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    for (const row of due) {
      try {
        await send({ to: row.toAddress, subject: row.subject, body: row.body });
        // Once delivered the body is dropped: it may hold an OTP or a temporary password.
        await tx
          .update(outbox)
          .set({ status: 'SENT', sentAt: sql`now()`, attempts: row.attempts + 1, body: SENT_BODY })
          .where(eq(outbox.id, row.id));
      } catch (error) {
        const attempts = row.attempts + 1;
        await tx
          .update(outbox)
          .set({
            attempts,
            status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
            lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
            sendAfter: sql`now() + make_interval(secs => ${2 ** attempts * 5})`,
          })
          .where(eq(outbox.id, row.id));
      }
    }
    return due.length;
  });
}

/** Polls the outbox every OUTBOX_POLL_MS; returns a stop function for graceful shutdown. */
export function startOutboxWorker(app: FastifyInstance): () => void {
  const send = createSender(app);
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverPendingMail(app.db, send);
    } catch (error) {
      app.log.warn({ err: error }, 'mail outbox delivery failed');
    } finally {
      running = false;
    }
  }, app.config.outboxPollMs);
  timer.unref();
  return () => clearInterval(timer);
}

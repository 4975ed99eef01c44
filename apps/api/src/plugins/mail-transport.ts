import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type OutgoingMail = { to: string; subject: string; body: string };
export type Sender = (mail: OutgoingMail) => Promise<void>;
export type MailSenders = { urgent: Sender; bulk: Sender; close(): void };

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'smtpMaxConnections' | 'sendTimeoutMs'>;

/**
 * Nodemailer's own waits are minutes long (10 min of socket silence): a server that greets and then never
 * answers would hold a send that long. Each step gets SEND_TIMEOUT_MS instead.
 */
const timeoutsOf = (config: MailConfig) => ({
  connectionTimeout: config.sendTimeoutMs,
  greetingTimeout: config.sendTimeoutMs,
  socketTimeout: config.sendTimeoutMs,
  dnsTimeout: config.sendTimeoutMs,
});

/**
 * SMTP when SMTP_URL is set: bulk mail shares a pool of SMTP_MAX_CONNECTIONS connections (sent in parallel
 * within the server's limit), urgent mail (OTPs, temporary passwords) has a connection of its own, so it never
 * queues behind a mailing. Without SMTP_URL each message is written as an .eml file under DATA_DIR/mail so the
 * demo works offline. Bodies are never logged (they carry OTPs).
 */
export function createMailSenders(config: MailConfig): MailSenders {
  if (!config.smtpUrl) {
    const send = createFileDrop(config);
    return { urgent: send, bulk: send, close: () => {} };
  }
  const timeouts = timeoutsOf(config);
  const bulk = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: config.smtpMaxConnections,
    ...timeouts,
  });
  const urgent = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 1,
    ...timeouts,
  });
  const over = (transport: typeof bulk): Sender => {
    return async (mail) => {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
      });
    };
  };
  return {
    urgent: over(urgent),
    bulk: over(bulk),
    close: () => {
      bulk.close();
      urgent.close();
    },
  };
}

function createFileDrop(config: MailConfig): Sender {
  const dropDir = resolve(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail({
      from: config.mailFrom,
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

import { rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the sink stores it; tests read these through fixtures/mailbox.ts. */
export type StoredMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** Milliseconds since the epoch when the sink accepted the message. */
  receivedAt: number;
};

export type MailSink = { port: number; close: () => Promise<void> };

/**
 * Starts a real SMTP server on a free loopback port. Every accepted message is parsed and the whole list is
 * rewritten atomically (temp file + rename) to `storePath`, so a reader never sees half a file.
 */
export async function startMailSink(storePath: string): Promise<MailSink> {
  const mails: StoredMail[] = [];
  let writing = Promise.resolve();
  await writeFile(storePath, '[]');

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: Date.now(),
          });
          const snapshot = JSON.stringify(mails, null, 2);
          writing = writing.then(async () => {
            await writeFile(`${storePath}.tmp`, snapshot);
            await rename(`${storePath}.tmp`, storePath);
          });
          return writing;
        })
        .then(() => callback(), callback);
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

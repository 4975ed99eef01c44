import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process that takes `delayMs` per message, as a real server does, and records the
 * order messages arrived in and the most sessions it had open at once (the outbox must stay within its pool).
 */
export async function startSmtpSink(delayMs = 0) {
  const received: { to: string; subject: string }[] = [];
  let open = 0;
  let mostOpen = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await sleep(delayMs);
        const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', subject: subject.trim() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mostOpen: () => mostOpen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Mail servers for the mail and push attacks, in plain TCP so bench/ needs no SMTP library: a sink that speaks just
 * enough SMTP for nodemailer (no STARTTLS, no AUTH offered) and takes `perMessageMs` to accept each message, as a
 * real relay does, and a front that greets and then never answers (a hung server), until it is told to forward
 * new connections to a working server.
 */
import { createConnection, createServer, type Socket } from 'node:net';
import { closeAll, listen, type TcpTool } from './tcp';

export type ReceivedMail = { to: string[]; subject: string; atMs: number };
export type SmtpSink = TcpTool & { messages: ReceivedMail[] };

/** One SMTP session: commands line by line, DATA until the lone dot, each message answered after the delay. */
function serveSession(socket: Socket, perMessageMs: number, messages: ReceivedMail[]): void {
  let buffered = '';
  let recipients: string[] = [];
  let dataLines: string[] | null = null;
  const reply = (line: string) => {
    if (!socket.destroyed) socket.write(`${line}\r\n`);
  };
  const finishMessage = (lines: string[]) => {
    const subject = lines.find((line) => /^subject:/i.test(line))?.replace(/^subject:\s*/i, '') ?? '';
    const to = recipients;
    recipients = [];
    setTimeout(() => {
      messages.push({ to, subject, atMs: performance.now() });
      reply('250 2.0.0 queued');
    }, perMessageMs);
  };
  const handle = (line: string) => {
    if (dataLines) {
      if (line === '.') {
        const lines = dataLines;
        dataLines = null;
        finishMessage(lines);
      } else dataLines.push(line);
      return;
    }
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO' || verb === 'HELO') reply('250 sink.local');
    else if (verb === 'RCPT') {
      recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
      reply('250 2.1.5 ok');
    } else if (verb === 'DATA') {
      dataLines = [];
      reply('354 end with <CRLF>.<CRLF>');
    } else if (verb === 'QUIT') {
      reply('221 2.0.0 bye');
      socket.end();
    } else reply('250 2.0.0 ok');
  };
  socket.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('latin1');
    let end = buffered.indexOf('\r\n');
    while (end >= 0) {
      handle(buffered.slice(0, end));
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\r\n');
    }
  });
  reply('220 sink.local ESMTP');
}

export async function startSmtpSink(port: number, perMessageMs: number): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const messages: ReceivedMail[] = [];
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    serveSession(socket, perMessageMs, messages);
  });
  await listen(server, port);
  return { port, messages, close: () => closeAll(server, sockets) };
}

export type SmtpFront = TcpTool & {
  /** Connections so far, and how many were answered by nothing but the greeting. */
  counts: () => { connections: number; hung: number };
  /** From now on, new connections go to the server on `port`; hung ones stay hung, as on a real relay. */
  forwardTo: (port: number) => void;
};

/** A server that greets (220) and then never answers EHLO, until forwardTo(). */
export async function startHungSmtp(port: number): Promise<SmtpFront> {
  const sockets = new Set<Socket>();
  let target: number | null = null;
  let connections = 0;
  let hung = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    connections += 1;
    if (target === null) {
      hung += 1;
      client.write('220 mail.example ESMTP\r\n');
      client.on('data', () => {});
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: target });
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await listen(server, port);
  return {
    port,
    counts: () => ({ connections, hung }),
    forwardTo: (sinkPort) => {
      target = sinkPort;
    },
    close: () => closeAll(server, sockets),
  };
}

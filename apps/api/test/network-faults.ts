import { connect, createServer, type Server, type Socket } from 'node:net';

export type Fault = { port: number; close(): Promise<void> };

const listen = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
};

const closeAll = (server: Server, sockets: Set<Socket>) => async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
};

/** A server that accepts TCP connections and never answers: a hung database or Redis. */
export async function startBlackHole(): Promise<Fault> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  return { port: await listen(server), close: closeAll(server, sockets) };
}

/** A port nothing listens on: connections are refused at once. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A TCP proxy to a real server that can be switched into a black hole: connections stay open, nothing flows
 * any more in either direction (a database that hangs after the pool connected).
 */
export async function startSwitchableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let isBlackHole = false;
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
    }
    client.on('data', (chunk) => {
      if (!isBlackHole) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!isBlackHole) client.write(chunk);
    });
  });
  return {
    port: await listen(server),
    blackHole: () => {
      isBlackHole = true;
    },
    /** Cuts every connection open now (both ends reset, as a failing network or server would); new ones work. */
    cut: () => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    close: closeAll(server, sockets),
  };
}

/** An SMTP server that greets and then never answers (EHLO goes unanswered): a mail server that hangs. */
export async function startHungSmtpServer(): Promise<Fault> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.write('220 hung.test ESMTP\r\n');
  });
  return { port: await listen(server), close: closeAll(server, sockets) };
}

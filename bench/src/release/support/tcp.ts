/**
 * Dependencies that misbehave on purpose. A black hole accepts TCP connections and never answers (a Redis or
 * PostgreSQL whose host is overloaded or half-dead: the worst case, because nothing fails fast). A switchable
 * proxy forwards to the real server until it is told to become a black hole, so a process that started healthy
 * can be watched losing its database, or to cut every connection it carries (a network cut, a database restart).
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type TcpTool = { port: number; close: () => Promise<void> };

export function listen(server: Server, port: number): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
}

export function closeAll(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((done) => server.close(() => done()));
}

export async function startBlackHole(port: number): Promise<TcpTool> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    // Read and drop whatever arrives, so the client's writes succeed and it waits for a reply forever.
    socket.on('data', () => {});
  });
  await listen(server, port);
  return { port, close: () => closeAll(server, sockets) };
}

export type SwitchableProxy = TcpTool & {
  /** From now on: new connections are accepted and ignored, open ones stop carrying bytes both ways. */
  becomeBlackHole: () => void;
  /** Destroys every open connection both ways (a network cut or a database restart); new ones still pass. */
  cut: () => number;
};

export async function startSwitchableProxy(port: number, target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  let isBlackHole = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    if (isBlackHole) {
      client.on('data', () => {});
      return;
    }
    const upstream = createConnection(target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const pair: [Socket, Socket] = [client, upstream];
    client.on('close', () => {
      upstream.destroy();
      pairs.delete(pair);
    });
    upstream.on('close', () => client.destroy());
    pairs.add(pair);
  });
  await listen(server, port);
  const proxy: SwitchableProxy = {
    port,
    close: () => closeAll(server, sockets),
    becomeBlackHole: () => {
      isBlackHole = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        // Keep both sockets open and drain the client: its queries are sent, and never answered.
        client.on('data', () => {});
        upstream.pause();
      }
    },
    cut: () => {
      const open = pairs.size;
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      return open;
    },
  };
  return proxy;
}

export type ConnectionCounter = TcpTool & { host: string; connections: () => number };

/**
 * Counts the TCP connections made to host:port and closes each at once: whoever connects (a push sender asked to
 * call a loopback endpoint) fails fast instead of waiting, so counting never hangs anyone.
 */
export async function startConnectionCounter(port: number, host: string): Promise<ConnectionCounter> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    connections += 1;
    socket.on('error', () => {});
    socket.destroy();
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
  return { port, host, connections: () => connections, close: () => closeAll(server, sockets) };
}

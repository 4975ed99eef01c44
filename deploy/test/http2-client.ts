import { connect, type IncomingHttpHeaders, type IncomingHttpStatusHeader } from 'node:http2';
import { connect as connectTcp } from 'node:net';
import { connect as connectTls } from 'node:tls';

export type Reply = { status: number; headers: IncomingHttpHeaders & IncomingHttpStatusHeader; body: Buffer };

export type RequestOptions = { method?: string; headers?: Record<string, string>; body?: string };

export type Http2Client = {
  /** The protocol TLS agreed on with nginx ('h2' when HTTP/2 is on). */
  protocol: () => string | false | undefined;
  request: (path: string, options?: RequestOptions) => Promise<Reply>;
  close: () => Promise<void>;
};

/**
 * One HTTP/2 connection to nginx on 127.0.0.1, trusting only the test's own certificate, from `localAddress`
 * (any 127.x.y.z: on Linux the whole of 127/8 is this machine), so nginx sees a client address we choose.
 */
export function openHttp2(options: { port: number; ca: string; localAddress?: string }): Http2Client {
  const session = connect(`https://127.0.0.1:${options.port}`, {
    createConnection: () =>
      connectTls({
        socket: connectTcp({ host: '127.0.0.1', port: options.port, localAddress: options.localAddress }),
        host: '127.0.0.1',
        ca: options.ca,
        ALPNProtocols: ['h2'],
      }),
  });
  let failure: Error | undefined;
  session.on('error', (error) => {
    failure = error;
  });
  return {
    protocol: () => session.alpnProtocol,
    request: (path, { method = 'GET', headers = {}, body } = {}) =>
      new Promise<Reply>((resolve, reject) => {
        if (failure) return reject(failure);
        const stream = session.request({ ':method': method, ':path': path, ...headers });
        const chunks: Buffer[] = [];
        let head: Reply['headers'] = {};
        stream.on('response', (received) => {
          head = received;
        });
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () =>
          resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }),
        );
        stream.on('error', reject);
        stream.end(body);
      }),
    close: () => new Promise<void>((resolve) => session.close(() => resolve())),
  };
}

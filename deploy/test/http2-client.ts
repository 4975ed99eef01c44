import { spawn } from 'node:child_process';

export type Reply = {
  status: number;
  /** The HTTP version curl and nginx agreed on: '2' when HTTP/2 is on. */
  httpVersion: string;
  /** Header names in lower case, as HTTP/2 sends them. */
  headers: Record<string, string>;
  body: Buffer;
};

export type RequestOptions = { method?: string; headers?: Record<string, string>; body?: string };

export type Http2Client = { request: (path: string, options?: RequestOptions) => Promise<Reply> };

const REQUEST_TIMEOUT_SECONDS = '30';

/**
 * HTTPS requests to nginx on 127.0.0.1 with HTTP/2, trusting only the test's own certificate (`caFile`), sent from
 * `localAddress` (any 127.x.y.z: on Linux the whole of 127/8 is this machine), so nginx sees a client address we
 * choose. Each request is a curl process with a connection of its own. A single node:http2 session, as before, is
 * closed by nginx after `keepalive_requests` (1000) requests with GOAWAY; every request after that failed at once,
 * and the stop test's stream spun on those failures without yielding until V8 ran out of heap and aborted the test
 * worker (SIGABRT in CI, reproduced here by streaming 1100 requests).
 */
export function openHttp2(options: { port: number; caFile: string; localAddress?: string }): Http2Client {
  return {
    request: (path, { method = 'GET', headers = {}, body } = {}) => {
      const args = [
        '--silent',
        '--show-error',
        '--http2',
        '--cacert',
        options.caFile,
        '--max-time',
        REQUEST_TIMEOUT_SECONDS,
        '--include',
        '--write-out',
        '%{stderr}%{http_version}',
        '--request',
        method,
        ...(options.localAddress ? ['--interface', options.localAddress] : []),
        ...Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
        ...(body === undefined ? [] : ['--data-binary', '@-']),
        `https://127.0.0.1:${options.port}${path}`,
      ];
      return new Promise<Reply>((resolve, reject) => {
        const curl = spawn('curl', args, { stdio: ['pipe', 'pipe', 'pipe'] });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        curl.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        curl.stderr.on('data', (chunk: Buffer) => err.push(chunk));
        curl.once('error', reject);
        curl.once('close', (code, signal) => {
          const written = Buffer.concat(err).toString('utf8').trim();
          if (code !== 0) return reject(new Error(`curl ${method} ${path}: ${code ?? signal} ${written}`));
          try {
            resolve(readReply(Buffer.concat(out), written));
          } catch (error) {
            reject(error);
          }
        });
        curl.stdin.end(body);
      });
    },
  };
}

/** curl --include's output: the status line and headers, a blank line, the body as it came (still gzip, say). */
function readReply(output: Buffer, httpVersion: string): Reply {
  const headEnd = output.indexOf('\r\n\r\n');
  if (headEnd < 0) throw new Error(`curl printed no header block: ${output.toString('utf8').slice(0, 200)}`);
  const [statusLine = '', ...lines] = output.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { status, httpVersion, headers, body: output.subarray(headEnd + 4) };
}

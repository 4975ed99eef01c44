/**
 * One HTTP request as an attacker sends it: its own TCP connection (no keep-alive, so every request is routed
 * and timed alike), optionally from a chosen loopback source address, with a hard time cap. Never throws: a
 * refused connection or a timeout is a reply with status 0, because a hanging dependency is itself a figure.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export type Reply = {
  /** HTTP status, or 0 when no reply came (connection error or time cap). */
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  body: Buffer;
  /** Parsed JSON envelope when the reply was JSON, otherwise undefined. */
  json: unknown;
  /** Wall-clock milliseconds from sending to the last byte (or to the give-up). */
  ms: number;
  timedOut: boolean;
  error?: string;
};

export type RequestOptions = {
  method?: string;
  /** Sent as JSON (JSON.stringify keeps a lone surrogate as the escape `\ud800`). */
  body?: unknown;
  headers?: Record<string, string>;
  token?: string;
  /** Loopback source address (127.x.y.z): each one is a different client IP to the API. */
  from?: string;
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 30_000;

export function send(origin: string, path: string, options: RequestOptions = {}): Promise<Reply> {
  const url = new URL(path, origin);
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = { connection: 'close', ...options.headers };
  if (payload) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const started = performance.now();
  return new Promise((done) => {
    let timer: NodeJS.Timeout | undefined;
    const finish = (reply: Omit<Reply, 'ms'>) => {
      clearTimeout(timer);
      done({ ...reply, ms: performance.now() - started });
    };
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: options.method ?? (payload ? 'POST' : 'GET'),
        headers,
        localAddress: options.from,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', (error) => finish(failed(error.message, false)));
        incoming.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          finish({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text,
            body,
            json: parseJson(text, incoming.headers['content-type']),
            timedOut: false,
          });
        });
      },
    );
    timer = setTimeout(() => {
      outgoing.destroy();
      finish(failed(`no reply within ${timeoutMs} ms`, true));
    }, timeoutMs);
    outgoing.on('error', (error) => finish(failed(error.message, false)));
    outgoing.end(payload);
  });
}

function failed(error: string, timedOut: boolean): Omit<Reply, 'ms'> {
  return { status: 0, headers: {}, text: '', body: Buffer.alloc(0), json: undefined, timedOut, error };
}

function parseJson(text: string, contentType: string | undefined): unknown {
  if (!contentType?.includes('json')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The envelope's `message` ({ code, message, data }), or a short note of what came instead. */
export function messageOf(reply: Reply): string {
  const message = (reply.json as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string') return message;
  if (reply.status === 0) return reply.error ?? 'no reply';
  return reply.text.slice(0, 80);
}

/** The envelope's `data`, typed by the caller (the portal's replies are `{ code, message, data }`). */
export function dataOf<T>(reply: Reply): T {
  return (reply.json as { data: T } | undefined)?.data as T;
}

/** The field messages of a 422 (`data.errors[].message`), which is what a user actually reads. */
export function fieldMessagesOf(reply: Reply): string[] {
  const errors = dataOf<{ errors?: { message?: string }[] } | null>(reply)?.errors ?? [];
  return errors.map((error) => error.message ?? '');
}

/**
 * A minimal Chrome DevTools Protocol client for the API process started with `--inspect=127.0.0.1:PORT`: the
 * process's own view of its memory (`process.memoryUsage()` and V8's heap statistics, through Runtime.evaluate)
 * and heap snapshots (HeapProfiler), with nothing added to the API's code. Only these two domains are used; the
 * Debugger domain, which would slow the process down, is never enabled.
 */
import { createWriteStream } from 'node:fs';

type Pending = { done: (result: unknown) => void; fail: (error: Error) => void };
type Message = {
  id?: number;
  method?: string;
  params?: { chunk?: string };
  result?: unknown;
  error?: { message: string };
};

export type HeapFigures = {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** What V8 itself has malloc'd outside the heap, and the contexts alive (a growing count is a leak sign). */
  malloced: number;
  nativeContexts: number;
  detachedContexts: number;
};

const MEMORY_EXPRESSION = `(() => {
  const heap = process.getBuiltinModule('node:v8').getHeapStatistics();
  return JSON.stringify({ ...process.memoryUsage(), malloced: heap.malloced_memory,
    nativeContexts: heap.number_of_native_contexts, detachedContexts: heap.number_of_detached_contexts });
})()`;

/** The inspector's WebSocket address of the process listening on `port`, once it answers. */
async function debuggerUrl(port: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
        webSocketDebuggerUrl: string;
      }[];
      if (targets[0]) return targets[0].webSocketDebuggerUrl;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no inspector on 127.0.0.1:${port}`);
}

export async function connectInspector(port: number) {
  const socket = new WebSocket(await debuggerUrl(port));
  await new Promise((done, fail) => {
    socket.addEventListener('open', done, { once: true });
    socket.addEventListener('error', () => fail(new Error('inspector connection failed')), { once: true });
  });
  const pending = new Map<number, Pending>();
  const chunkListeners = new Set<(chunk: string) => void>();
  let nextId = 0;
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk' && message.params?.chunk) {
      for (const listener of chunkListeners) listener(message.params.chunk);
      return;
    }
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiting.fail(new Error(message.error.message));
    else waiting.done(message.result);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((done, fail) => {
      nextId += 1;
      pending.set(nextId, { done, fail });
      socket.send(JSON.stringify({ id: nextId, method, params }));
    });

  return {
    async memory(): Promise<HeapFigures> {
      const reply = (await send('Runtime.evaluate', {
        expression: MEMORY_EXPRESSION,
        returnByValue: true,
      })) as {
        result: { value: string };
      };
      return JSON.parse(reply.result.value) as HeapFigures;
    },
    collectGarbage: () => send('HeapProfiler.collectGarbage'),
    /** Writes a snapshot (V8 collects garbage first) to `file`; answers the seconds the process stood still. */
    async takeSnapshot(file: string): Promise<number> {
      const out = createWriteStream(file);
      const write = (chunk: string) => out.write(chunk);
      chunkListeners.add(write);
      const started = performance.now();
      try {
        await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
      } finally {
        chunkListeners.delete(write);
        await new Promise((done) => out.end(done));
      }
      return (performance.now() - started) / 1000;
    },
    close: () => socket.close(),
  };
}

export type Inspector = Awaited<ReturnType<typeof connectInspector>>;

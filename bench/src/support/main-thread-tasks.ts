/**
 * The main thread's long tasks of one page load, read from a Chromium trace (Tracing.dataCollected events): which
 * tasks ran after the first contentful paint and how much of each was over 50 ms, the sum Lighthouse calls total
 * blocking time (it counts only tasks after FCP), and where each task's CPU time went by source, from the samples of
 * the trace's `disabled-by-default-v8.cpu_profiler` category mapped through the build's source maps.
 */

export type TraceEvent = {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid?: number;
  tid?: number;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
};

export type CallFrame = { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };

/** Names a call frame's place: its source file (through the build's maps) or, for the browser's own work, its name. */
export type FrameLabeller = (frame: CallFrame) => string;

export type LongTask = {
  /** Milliseconds from the document's navigation start. */
  start: number;
  duration: number;
  afterFcp: boolean;
  /** What the trace names inside the task (module evaluation, layout, timers…), ms each, largest first. */
  kinds: [string, number][];
  /** CPU time by source (self time of the sampled frames), ms, largest first. */
  sources: [string, number][];
};

export type PageLoadTasks = { fcp: number; blockingTime: number; tasks: LongTask[] };

const LONG_TASK_MS = 50;
const KINDS = new Set([
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

const sortedDesc = (totals: Map<string, number>) => [...totals].sort((a, b) => b[1] - a[1]);
const add = (totals: Map<string, number>, key: string, value: number) =>
  totals.set(key, (totals.get(key) ?? 0) + value);

type Sample = { ts: number; node: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };

/** The CPU samples of one renderer process, in time order, and the nodes they point at. */
function readSamples(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  let clock = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    const data = event.args?.data as
      | {
          startTime?: number;
          timeDeltas?: number[];
          cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        }
      | undefined;
    if (event.name === 'Profile') clock = data?.startTime ?? clock;
    if (event.name !== 'ProfileChunk') continue;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  return { nodes, samples };
}

/** Reads the long tasks of the load of `documentUrl` from a trace of it. */
export function readLongTasks(
  events: TraceEvent[],
  documentUrl: string,
  labelFrame: FrameLabeller,
): PageLoadTasks {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === documentUrl,
  );
  if (!navigation?.pid) throw new Error(`the trace holds no navigation to ${documentUrl}`);
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  if (!paint) throw new Error(`the trace holds no first contentful paint of ${documentUrl}`);
  const ms = (ts: number) => (ts - navigation.ts) / 1000;
  const fcp = ms(paint.ts);
  const onMainThread = events.filter(
    (event) => event.ph === 'X' && event.pid === navigation.pid && event.tid === navigation.tid,
  );
  const { nodes, samples } = readSamples(events, navigation.pid);

  const tasks = onMainThread
    .filter(
      (event) =>
        event.name === 'RunTask' && event.ts >= navigation.ts && (event.dur ?? 0) / 1000 > LONG_TASK_MS,
    )
    .sort((a, b) => a.ts - b.ts)
    .map((task): LongTask => {
      const end = task.ts + (task.dur ?? 0);
      const kinds = new Map<string, number>();
      for (const event of onMainThread) {
        if (event.ts >= task.ts && event.ts < end && KINDS.has(event.name)) {
          add(kinds, event.name, (event.dur ?? 0) / 1000);
        }
      }
      const sources = new Map<string, number>();
      samples.forEach((sample, index) => {
        const next = samples[index + 1];
        const node = nodes.get(sample.node);
        if (!next || !node || sample.ts < task.ts || sample.ts >= end) return;
        add(sources, labelFrame(node.callFrame), (Math.min(next.ts, end) - sample.ts) / 1000);
      });
      const start = ms(task.ts);
      return {
        start,
        duration: (task.dur ?? 0) / 1000,
        afterFcp: start >= fcp,
        kinds: sortedDesc(kinds),
        sources: sortedDesc(sources),
      };
    });
  const blockingTime = tasks
    .filter((task) => task.afterFcp)
    .reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0);
  return { fcp, blockingTime, tasks };
}

/** A source file's short name: the npm package and file, or the app's path under src/. */
export function shortSource(source: string): string {
  const inPackage = source.lastIndexOf('node_modules/');
  if (inPackage >= 0) return source.slice(inPackage + 'node_modules/'.length);
  return source.replace(/^.*?\/(apps|packages)\//, '$1/');
}

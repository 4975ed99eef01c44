import { describe, expect, it } from 'vitest';
import { readLongTasks, shortSource, type TraceEvent } from './main-thread-tasks';

const page = 'http://127.0.0.1:3150/home';
const origin = 1_000_000; // µs
const at = (ms: number) => origin + ms * 1000;
const onMain = { pid: 7, tid: 1 };
const task = (startMs: number, durationMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: at(startMs),
  dur: durationMs * 1000,
  ...onMain,
});

const trace: TraceEvent[] = [
  { name: 'navigationStart', ts: at(0), ...onMain, args: { data: { documentLoaderURL: page } } },
  { name: 'firstContentfulPaint', ts: at(100), ...onMain },
  task(10, 80), // long, but before the paint: Lighthouse does not count it
  task(200, 120),
  { name: 'v8.evaluateModule', ph: 'X', ts: at(205), dur: 100_000, ...onMain },
  task(400, 40), // not long
  { ...task(500, 90), tid: 2 }, // another thread
  { name: 'Profile', ts: at(0), pid: 7, args: { data: { startTime: at(0) } } },
  {
    name: 'ProfileChunk',
    ts: at(0),
    pid: 7,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: '(root)' } },
            { id: 2, parent: 1, callFrame: { functionName: 'a', url: 'shell.js' } },
            { id: 3, parent: 1, callFrame: { functionName: 'b', url: 'page.js' } },
          ],
          samples: [2, 2, 3, 2, 1],
        },
        // at 210 ms, 230, 250, 300, 350: in the task (200-320 ms), 20 + 20 + 20 (to its end) of shell.js, 50 of page.js
        timeDeltas: [210_000, 20_000, 20_000, 50_000, 50_000],
      },
    },
  },
];

describe('readLongTasks', () => {
  it('counts the part over 50 ms of the tasks after the first paint, and where their CPU time went', () => {
    const tasks = readLongTasks(trace, page, (frame) => frame.url ?? frame.functionName);
    expect(tasks.fcp).toBe(100);
    expect(tasks.tasks.map(({ start, duration, afterFcp }) => [start, duration, afterFcp])).toEqual([
      [10, 80, false],
      [200, 120, true],
    ]);
    expect(tasks.blockingTime).toBe(70);
    expect(tasks.tasks[1]?.kinds).toEqual([['v8.evaluateModule', 100]]);
    expect(tasks.tasks[1]?.sources).toEqual([
      ['shell.js', 60],
      ['page.js', 50],
    ]);
  });

  it('says so when the trace holds no load of the page', () => {
    expect(() => readLongTasks(trace, 'http://127.0.0.1:3150/blog', () => '')).toThrow(/no navigation/);
  });
});

describe('shortSource', () => {
  it('names a package file from node_modules on and an app file from its workspace on', () => {
    expect(shortSource('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom/cjs/react-dom-client.production.js',
    );
    expect(shortSource('/work/main/apps/web/src/main.tsx')).toBe('apps/web/src/main.tsx');
  });
});

import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, registerScheduler } from './scheduler';

/** A run that finishes only when the test says so. */
function controlledRuns() {
  const pending: (() => void)[] = [];
  const run = vi.fn(
    () =>
      new Promise<number>((resolve) => {
        pending.push(() => resolve(0));
      }),
  );
  const finishAll = () => {
    for (const finish of pending.splice(0)) finish();
  };
  return { run, finishAll };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduler', () => {
  it('runs a job each interval, and never while its previous run is under way', async () => {
    const scheduler = createScheduler(() => {});
    const { run, finishAll } = controlledRuns();
    scheduler.every({ name: 'slow', everyMs: 1000, run });

    await vi.advanceTimersToNextTimerAsync();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    expect(run).toHaveBeenCalledTimes(1);

    finishAll();
    await vi.advanceTimersToNextTimerAsync();
    expect(run).toHaveBeenCalledTimes(2);
    finishAll();
    await scheduler.stop();
  });

  it('runs again at once after a full batch, until a short one', async () => {
    const scheduler = createScheduler(() => {});
    const batches = [5, 5, 2];
    const run = vi.fn(async () => batches.shift() ?? 0);
    scheduler.every({ name: 'drain', everyMs: 1000, batchSize: 5, run });

    await vi.advanceTimersToNextTimerAsync();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(3));
    await scheduler.stop();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('reports a failed run with the job’s name and keeps the job', async () => {
    const failures: string[] = [];
    const scheduler = createScheduler((job) => failures.push(job));
    const run = vi.fn(async () => {
      throw new Error('database away');
    });
    scheduler.every({ name: 'flaky', everyMs: 1000, run });

    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    expect(run).toHaveBeenCalledTimes(2);
    expect(failures).toEqual(['flaky', 'flaky']);
    await scheduler.stop();
  });

  it('adds the jitter to each wait', async () => {
    const scheduler = createScheduler(() => {}, { random: () => 0.5 });
    const run = vi.fn(async () => 0);
    scheduler.every({ name: 'spread', everyMs: 1000, jitterMs: 400, run });

    await vi.advanceTimersByTimeAsync(1199);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await scheduler.stop();
  });

  it('stops with the app: close waits for the run under way, and nothing runs afterwards', async () => {
    const app = Fastify({ logger: false });
    registerScheduler(app);
    await app.ready();
    const { run, finishAll } = controlledRuns();
    const job = app.scheduler.every({ name: 'send', everyMs: 1000, run });
    job.runNow();
    expect(run).toHaveBeenCalledTimes(1);

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersToNextTimerAsync();
    expect(closed).toBe(false);

    finishAll();
    await closing;
    expect(closed).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    job.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

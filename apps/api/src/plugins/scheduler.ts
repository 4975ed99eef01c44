import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one timer of the process's periodic jobs (mail outbox, reminders, housekeeping). */
    scheduler: Scheduler;
  }
}

export type PeriodicJob = {
  /** Names the job in the log: a failed run is logged as `<name> failed`. */
  name: string;
  everyMs: number;
  /** One run; a number it answers at or above `batchSize` is a full batch, and the job runs again at once. */
  run: () => Promise<unknown>;
  batchSize?: number;
  /** Up to this much is added at random to each wait, so copies started together do not poll in step. */
  jitterMs?: number;
};

export type ScheduledJob = {
  /** Runs the job now unless a run of it is under way (it never overlaps itself). */
  runNow(): void;
  /** No run starts any more; answers once the run under way has finished. */
  stop(): Promise<void>;
};

export type Scheduler = ReturnType<typeof createScheduler>;

/**
 * Named periodic jobs on one timer each, written here rather than taken from a library: what the jobs need is a
 * run that never overlaps itself, a batch drained batch after batch, and a stop that waits for the run under way
 * (sends record their outcome while the database is open, docs/decisions/0012-outside-calls-and-job-leases.md).
 * toad-scheduler prevents overruns but its stop does not wait for a running task, so it would be wrapped in all of
 * this anyway. Timers are unref'd: a job never keeps the process alive.
 */
export function createScheduler(
  onError: (job: string, error: unknown) => void,
  options: { random?: () => number } = {},
) {
  const random = options.random ?? Math.random;
  const jobs = new Set<ScheduledJob>();
  let stopping: Promise<void> | null = null;

  function every(job: PeriodicJob): ScheduledJob {
    const batchSize = job.batchSize ?? Number.POSITIVE_INFINITY;
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;
    let stopped = stopping !== null;
    const runNow = () => {
      if (running || stopped) return;
      running = (async () => {
        try {
          while (!stopped && Number(await job.run()) >= batchSize) {}
        } catch (error) {
          onError(job.name, error);
        } finally {
          running = null;
        }
      })();
    };
    const wait = () => job.everyMs + (job.jitterMs ? Math.floor(random() * job.jitterMs) : 0);
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        schedule();
        runNow();
      }, wait());
      timer.unref();
    };
    const scheduled: ScheduledJob = {
      runNow,
      async stop() {
        stopped = true;
        clearTimeout(timer);
        jobs.delete(scheduled);
        await running;
      },
    };
    jobs.add(scheduled);
    schedule();
    return scheduled;
  }

  return {
    every,
    /** Stops every job and waits for the runs under way; the same answer however often it is called. */
    stop(): Promise<void> {
      stopping ??= Promise.all([...jobs].map((job) => job.stop())).then(() => {});
      return stopping;
    },
  };
}

/**
 * `app.scheduler`, stopped when the app closes (after the requests under way have finished, plugins/shutdown.ts),
 * so a graceful shutdown waits for the job runs under way too. A failed run is logged and the job runs again at
 * its next time.
 */
export function registerScheduler(app: FastifyInstance): Scheduler {
  const scheduler = createScheduler((job, error) => app.log.warn({ err: error }, `${job} failed`));
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', () => scheduler.stop());
  return scheduler;
}

/**
 * Runs this same script again in a child process and kills it past a deadline. A timer inside the measured
 * process cannot do it: a planner looping in JavaScript (the payroll preview's O(n²) scan at 100,000 members)
 * blocks its event loop, so the timer would never fire.
 */
import { fork } from 'node:child_process';

const CHILD_FLAG = 'BENCH_DEADLINE_CHILD';

export const isDeadlineChild = () => process.env[CHILD_FLAG] === '1';

/** Answers the child's exit code, or null when it was killed at the deadline. */
export function runChildWithDeadline(script: string, env: Record<string, string>, minutes: number) {
  return new Promise<number | null>((done, fail) => {
    const child = fork(script, process.argv.slice(2), { env: { ...process.env, ...env, [CHILD_FLAG]: '1' } });
    const timer = setTimeout(() => child.kill('SIGKILL'), minutes * 60_000);
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      done(signal === 'SIGKILL' ? null : code);
    });
  });
}

/**
 * Figures of the crash attacks (items 1-3): how often each watched process exited and when, how often it
 * answered its health check, and which fatal lines it printed. Times are seconds from the attack's start.
 */
import { seconds } from './figures';
import type { WatchedApi } from './side-pair';

/**
 * What the issue saw a process die of: the pg client's error event with no listener, after PostgreSQL ended its
 * session. A logged "Connection terminated" alone is no crash: a fixed pool's listener may print it.
 */
export const FATAL_LINE = /Unhandled 'error'|uncaughtException|unhandledRejection/i;
export const IDLE_IN_TRANSACTION_LINE = /idle[- _]in[- _]transaction/i;

/** "api-push-1: 2 exits (12.3 s, 31.0 s) · api-push-2: none". */
export function describeExits(apis: readonly Pick<WatchedApi, 'name' | 'exits'>[], sinceMs: number): string {
  return apis
    .map((api) => {
      if (api.exits.length === 0) return `${api.name}: none`;
      const times = api.exits.map((at) => seconds(at - sinceMs)).join(', ');
      return `${api.name}: ${api.exits.length} exit${api.exits.length === 1 ? '' : 's'} (${times})`;
    })
    .join(' · ');
}

export function describeHealthPolls(
  apis: readonly WatchedApi[],
  health: { polls: number; answered: number[] },
): string {
  return apis.map((api, index) => `${api.name}: ${health.answered[index]} of ${health.polls}`).join(' · ');
}

/** Lines of the processes' output that match `pattern`, over all of them, and the first one (shortened). */
export function matchingLines(
  apis: readonly Pick<WatchedApi, 'output'>[],
  pattern: RegExp,
): { count: number; first: string } {
  const lines = apis.flatMap((api) => api.output().split('\n')).filter((line) => pattern.test(line));
  return { count: lines.length, first: (lines[0] ?? '').trim().slice(0, 140) };
}

export function describeLines(found: { count: number; first: string }): string {
  return found.count === 0 ? '0' : `${found.count} (first: ${found.first})`;
}

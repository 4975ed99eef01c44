/**
 * The portal's Prometheus metrics after an e2e run (issue 27: "`curl :$METRICS_PORT/metrics` after the e2e suite
 * shows every series"). start-stack.ts gives the portal METRICS_PORT; global-teardown.ts scrapes it before
 * Playwright stops the stack and fails the run on what checkE2eMetrics reports. The reading of the scrape is the
 * API's own (apps/api/src/plugins/metrics-exposition.ts, unit-tested there).
 */
import { checkScrape, KOPKAR_SERIES } from '../../apps/api/src/plugins/metrics-exposition';
import { demoMembers } from '../fixtures/demo-accounts';
import { e2ePort } from './environment';

/** The metrics listener of the e2e portal: beside E2E_PORT, so concurrent runs keep apart. */
export const e2eMetricsPort = e2ePort + 1000;

/**
 * Series the whole suite drives above 0: requests, Node's event-loop delay, the payroll postings and HR imports,
 * the wrong-password and lockout tests (sign-in.spec.ts, sign-in-lockout.spec.ts), and the scrape's own sources.
 * The rest must be present; their healthy value may be 0 (no mail waiting, books reconciled, and no per-address
 * refusal: one would block the other tests, which all come from 127.0.0.1; deploy/deploy.test.ts counts one).
 */
const EXERCISED_BY_THE_SUITE = [
  'kopkar_http_request_duration_seconds',
  'kopkar_nodejs_eventloop_lag_p99_seconds',
  'kopkar_job_duration_seconds',
  'kopkar_signin_failures_total',
  'kopkar_signin_lockouts_total',
  'kopkar_metrics_source_up',
];

/** Flags of `playwright test` that narrow a run to part of the suite. */
const NARROWING_FLAGS = /^(-g|--grep|--grep-invert|--last-failed|--only-changed|--shard)\b/;

/**
 * Whether the runner was asked for the whole suite: no file or line filter, no --grep. A targeted run exercises
 * only what it runs, so only presence and personal data are checked then.
 */
export function isWholeSuite(argv: string[]): boolean {
  const args = argv.slice(argv.indexOf('test') + 1);
  return !args.some((arg) => NARROWING_FLAGS.test(arg) || !arg.startsWith('-'));
}

/** What is wrong with the portal's scrape after the run, one line each. */
export function checkE2eMetrics(text: string, wholeSuite: boolean): string[] {
  const personal = Object.values(demoMembers).flatMap((member) => [member.nik, member.name]);
  return checkScrape(text, {
    present: KOPKAR_SERIES,
    nonZero: wholeSuite ? EXERCISED_BY_THE_SUITE : [],
    personal,
  });
}

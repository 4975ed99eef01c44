/**
 * Playwright's globalTeardown: runs after the tests and before the web server (start-stack.ts) is stopped, so it
 * scrapes the portal's metrics listener and fails the run when a series is missing, still at 0 after the whole
 * suite, or a label carries a NIK, an e-mail or a name (metrics-check.ts).
 */
import { checkE2eMetrics, e2eMetricsPort, isWholeSuite } from './metrics-check';

export default async function checkMetricsAfterTheRun() {
  const response = await fetch(`http://127.0.0.1:${e2eMetricsPort}/metrics`);
  if (!response.ok) throw new Error(`metrics: GET /metrics answered ${response.status}`);
  const problems = checkE2eMetrics(await response.text(), isWholeSuite(process.argv));
  if (problems.length > 0) throw new Error(`metrics after the e2e run:\n${problems.join('\n')}`);
}

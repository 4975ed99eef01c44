/**
 * Reading a /metrics reply (Prometheus text format 0.0.4) to check it: the metrics tests and the e2e suite's
 * teardown (e2e/support/metrics-check.ts) ask the same questions of it. Imports nothing, so the e2e runner
 * loads it as it is.
 */

/** Every family docs/operations/metrics.md lists (Node's defaults: only the event-loop delay is named). */
export const KOPKAR_SERIES = [
  'kopkar_http_request_duration_seconds',
  'kopkar_db_pool_connections_in_use',
  'kopkar_db_pool_waiting_requests',
  'kopkar_nodejs_eventloop_lag_p99_seconds',
  'kopkar_mail_outbox_waiting',
  'kopkar_mail_outbox_oldest_waiting_seconds',
  'kopkar_mail_outbox_failed_24h',
  'kopkar_reminder_jobs_due',
  'kopkar_reminder_jobs_failed_24h',
  'kopkar_job_duration_seconds',
  'kopkar_signin_failures_total',
  'kopkar_signin_lockouts_total',
  'kopkar_rate_limit_refusals_total',
  'kopkar_ledger_reconciliation_difference_rupiah',
  'kopkar_metrics_source_up',
];

export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Exposition = { families: Map<string, string>; samples: Sample[] };

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL_PAIR = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/** The families (`# TYPE` lines: name → type) and every sample with its labels, unescaped. */
export function parseExposition(text: string): Exposition {
  const families = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('# TYPE ')) {
      const [name, type] = line.slice('# TYPE '.length).split(' ');
      if (name && type) families.set(name, type);
      continue;
    }
    const match = SAMPLE_LINE.exec(line);
    if (!match || line.startsWith('#')) continue;
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (match[2] ?? '').matchAll(LABEL_PAIR)) {
      labels[key as string] = (raw as string).replace(/\\(["\\n])/g, (_, c: string) =>
        c === 'n' ? '\n' : c,
      );
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return { families, samples };
}

/** The samples of a family: a histogram's are its `_count` (how many were observed), others their own. */
function samplesOf(exposition: Exposition, family: string): Sample[] {
  const name = exposition.families.get(family) === 'histogram' ? `${family}_count` : family;
  return exposition.samples.filter((sample) => sample.name === name);
}

/** Label values that look like personal data: an e-mail, a NIK-like run of digits, or one of `known` (names…). */
export function personalLabelValues(exposition: Exposition, known: string[] = []): string[] {
  const lowered = known.map((text) => text.toLowerCase()).filter(Boolean);
  const found = new Set<string>();
  for (const sample of exposition.samples) {
    for (const value of Object.values(sample.labels)) {
      const text = value.toLowerCase();
      if (/@|\d{6,}/.test(text) || lowered.some((item) => text.includes(item))) found.add(value);
    }
  }
  return [...found];
}

export type ScrapeExpectations = {
  /** Families that must be declared (a gauge whose healthy value is 0, a counter nothing has hit yet). */
  present: string[];
  /** Families with at least one sample above 0 (a histogram: something observed). */
  nonZero: string[];
  /** Texts no label value may contain: the demo members' NIKs, names and e-mails. */
  personal: string[];
};

/** What is wrong with a scrape, one line each; empty when it meets the expectations. */
export function checkScrape(text: string, expected: ScrapeExpectations): string[] {
  const exposition = parseExposition(text);
  const problems: string[] = [];
  for (const family of new Set([...expected.present, ...expected.nonZero])) {
    if (!exposition.families.has(family)) problems.push(`${family}: missing`);
  }
  for (const family of expected.nonZero) {
    const samples = samplesOf(exposition, family);
    if (exposition.families.has(family) && !samples.some((sample) => sample.value > 0)) {
      problems.push(`${family}: no sample above 0`);
    }
  }
  for (const value of personalLabelValues(exposition, expected.personal)) {
    problems.push(`a label carries personal data: ${JSON.stringify(value)}`);
  }
  return problems;
}

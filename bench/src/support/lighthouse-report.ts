/**
 * What the bench reads from one Lighthouse report (the `lhr` JSON), and the medians of a route's runs: kept apart
 * from the browser work in lighthouse-audit.ts so the reading is tested on its own (lighthouse-report.test.ts).
 */

/** The parts of Lighthouse's report this bench reads. */
export type LighthouseReport = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    {
      id: string;
      score: number | null;
      scoreDisplayMode: string;
      displayValue?: string;
      numericValue?: number;
    }
  >;
  finalDisplayedUrl: string;
};

export type Run = {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  failing: string[];
  /** The path the audited page ended on (a member page without a session lands on /login). */
  landed: string;
};

/** The scored audits under 0.9, with what Lighthouse displays for each. */
export function failingAudits(audits: LighthouseReport['audits']): string[] {
  return Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/** Scores out of 100, FCP/LCP/TBT in whole ms, CLS to three decimals; a metric the report lacks is NaN (CLS 0). */
export function runOf(lhr: LighthouseReport): Run {
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    metrics: {
      'FCP ms': numeric('first-contentful-paint'),
      'LCP ms': numeric('largest-contentful-paint'),
      'TBT ms': numeric('total-blocking-time'),
      CLS: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    },
    failing: failingAudits(lhr.audits),
    landed: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** One row of the table: the route's medians, its runs, and the anchor's medians of the same minutes. */
export function summarise(pattern: string, results: Run[], anchors: Run[], loads: string[]) {
  const anchor = anchors.length
    ? {
        anchor: median(anchors.map((r) => r.performance)),
        'anchor runs': anchors.map((r) => r.performance).join(' '),
        'anchor TBT ms': median(anchors.map((r) => r.metrics['TBT ms'] ?? 0)),
      }
    : {};
  return {
    route: pattern,
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    runs: results.map((r) => `${r.performance}/${r.accessibility}`).join(' '),
    ...Object.fromEntries(
      Object.keys(results[0]?.metrics ?? {}).map((k) => [k, median(results.map((r) => r.metrics[k] ?? 0))]),
    ),
    ...anchor,
    load: loads.join(' → '),
  };
}

import { describe, expect, it } from 'vitest';
import { type LighthouseReport, median, type Run, runOf, summarise } from './lighthouse-report';

const audit = (id: string, score: number | null, numericValue?: number, displayValue?: string) => ({
  id,
  score,
  scoreDisplayMode: score === null ? 'informative' : 'numeric',
  numericValue,
  displayValue,
});

/** The shape of a Lighthouse 12 report, cut to what the bench reads. */
const report: LighthouseReport = {
  categories: { performance: { score: 0.874 }, accessibility: { score: 1 } },
  audits: {
    'first-contentful-paint': audit('first-contentful-paint', 0.95, 1812.4, '1.8 s'),
    'largest-contentful-paint': audit('largest-contentful-paint', 0.71, 2950.6, '3.0 s'),
    'total-blocking-time': audit('total-blocking-time', 0.62, 412.49, '410 ms'),
    'cumulative-layout-shift': audit('cumulative-layout-shift', 1, 0.01234),
    'unused-javascript': { ...audit('unused-javascript', 0.5), scoreDisplayMode: 'metricSavings' },
    diagnostics: audit('diagnostics', null),
    'color-contrast': { ...audit('color-contrast', 1), scoreDisplayMode: 'binary' },
  },
  finalDisplayedUrl: 'http://127.0.0.1:3150/login?next=%2Fhome',
};

describe('reading a Lighthouse report', () => {
  it('gives the scores out of 100, the metrics in ms and CLS to three decimals', () => {
    expect(runOf(report)).toEqual({
      performance: 87,
      accessibility: 100,
      metrics: { 'FCP ms': 1812, 'LCP ms': 2951, 'TBT ms': 412, CLS: 0.012 },
      failing: ['largest-contentful-paint (3.0 s)', 'total-blocking-time (410 ms)', 'unused-javascript'],
      landed: '/login',
    });
  });

  it('reads a missing category as 0 and a missing metric as NaN', () => {
    const run = runOf({ categories: {}, audits: {}, finalDisplayedUrl: 'http://127.0.0.1/' });
    expect(run.performance).toBe(0);
    expect(run.metrics['FCP ms']).toBeNaN();
    expect(run.metrics.CLS).toBe(0);
  });
});

describe('a route’s row', () => {
  const run = (performance: number, tbt: number): Run => ({
    performance,
    accessibility: 100,
    metrics: { 'TBT ms': tbt },
    failing: [],
    landed: '/',
  });

  it('takes the middle of the runs (the upper middle of an even count)', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('puts the anchor’s medians of the same minutes beside the route’s', () => {
    const row = summarise(
      '/login',
      [run(90, 300), run(80, 500), run(85, 400)],
      [run(99, 50), run(97, 90)],
      ['1.20', '1.50'],
    );
    expect(row).toEqual({
      route: '/login',
      performance: 85,
      accessibility: 100,
      runs: '90/100 80/100 85/100',
      'TBT ms': 400,
      anchor: 99,
      'anchor runs': '99 97',
      'anchor TBT ms': 90,
      load: '1.20 → 1.50',
    });
    expect(summarise('/', [run(95, 10)], [], ['0.5'])).not.toHaveProperty('anchor');
  });
});

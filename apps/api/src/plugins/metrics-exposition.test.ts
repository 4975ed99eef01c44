import { describe, expect, it } from 'vitest';
import { checkScrape, parseExposition } from './metrics-exposition';

// The e2e teardown (e2e/support/metrics-teardown.ts) fails the suite on what checkScrape reports: each kind of
// problem must be found, and a healthy scrape must pass.

const SCRAPE = [
  '# HELP kopkar_http_request_duration_seconds Time from request received to reply sent.',
  '# TYPE kopkar_http_request_duration_seconds histogram',
  'kopkar_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/v1/otp/:nik",status_code="200"} 3',
  'kopkar_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/v1/otp/:nik",status_code="200"} 3',
  'kopkar_http_request_duration_seconds_sum{method="GET",route="/api/v1/otp/:nik",status_code="200"} 0.12',
  'kopkar_http_request_duration_seconds_count{method="GET",route="/api/v1/otp/:nik",status_code="200"} 3',
  '# TYPE kopkar_job_duration_seconds histogram',
  'kopkar_job_duration_seconds_sum{job="payroll_posting",outcome="ok"} 0',
  'kopkar_job_duration_seconds_count{job="payroll_posting",outcome="ok"} 0',
  '# TYPE kopkar_signin_lockouts_total counter',
  '# TYPE kopkar_ledger_reconciliation_difference_rupiah gauge',
  'kopkar_ledger_reconciliation_difference_rupiah{account="1103"} 0',
  '',
].join('\n');

describe('checkScrape', () => {
  it('passes a scrape with every series, the used ones above 0, and clean labels', () => {
    const expected = {
      present: ['kopkar_signin_lockouts_total', 'kopkar_ledger_reconciliation_difference_rupiah'],
      nonZero: ['kopkar_http_request_duration_seconds'],
      personal: ['Budi Santoso', '100001'],
    };
    expect(checkScrape(SCRAPE, expected)).toEqual([]);
  });

  it('names a missing series, a used one still at 0, and every label carrying a NIK, e-mail or name', () => {
    const leaky = SCRAPE.replace(
      'status_code="200"} 3\n# TYPE kopkar_job',
      'status_code="200"} 3\nkopkar_http_request_duration_seconds_count{method="GET",route="/api/v1/Pinjaman/100002",status_code="200"} 1\n' +
        'kopkar_http_request_duration_seconds_count{method="GET",route="budi@contoh.co.id",status_code="200"} 1\n' +
        'kopkar_http_request_duration_seconds_count{method="GET",route="/a/\\"Siti Rahmawati\\"",status_code="200"} 1\n' +
        '# TYPE kopkar_job',
    );
    expect(
      checkScrape(leaky, {
        present: ['kopkar_mail_outbox_waiting'],
        nonZero: ['kopkar_job_duration_seconds'],
        personal: ['Siti Rahmawati'],
      }),
    ).toEqual([
      'kopkar_mail_outbox_waiting: missing',
      'kopkar_job_duration_seconds: no sample above 0',
      'a label carries personal data: "/api/v1/Pinjaman/100002"',
      'a label carries personal data: "budi@contoh.co.id"',
      'a label carries personal data: "/a/\\"Siti Rahmawati\\""',
    ]);
  });

  it('reads labels unescaped and a histogram by its count', () => {
    const { samples, families } = parseExposition(SCRAPE);
    expect(families.get('kopkar_job_duration_seconds')).toBe('histogram');
    expect(samples.find((sample) => sample.name === 'kopkar_http_request_duration_seconds_count')).toEqual({
      name: 'kopkar_http_request_duration_seconds_count',
      labels: { method: 'GET', route: '/api/v1/otp/:nik', status_code: '200' },
      value: 3,
    });
  });
});

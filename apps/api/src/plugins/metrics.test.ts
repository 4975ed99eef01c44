import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createMember, createStaff } from '../../test/factories';
import { signInStaff } from '../../test/sessions';
import { settings } from '../db/schema';
import { checkScrape, KOPKAR_SERIES, parseExposition, type Sample } from './metrics-exposition';

// Issue 27: the portal had nothing to watch it with. Every series of docs/operations/metrics.md is served on its
// own listener, and no label ever carries a NIK, an e-mail or a name: labels are route patterns, never URLs.

let t: TestApp;
let metricsUrl: string;
beforeAll(async () => {
  // Three sign-ins a minute per address: the fourth from one address is refused by the limit.
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 3 });
  const { port } = await t.app.metrics.listen('127.0.0.1', 0);
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  await t.app.db.insert(settings).values([
    { key: 'contribution.amountByGrade', value: { III: 100_000 } },
    { key: 'payroll.cutOffDay', value: 25 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const signIn = (nik: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/web/login',
    remoteAddress,
    payload: { nik, password, captcha: '0', key: 'bypass' },
  });

const sampleValue = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;

describe('metrics', () => {
  it('serves every series on the metrics listener, counted from real requests, with no personal data', async () => {
    const member = await createMember(t.app.db, {
      name: 'Rahmat Hidayat',
      email: 'rahmat.hidayat@contoh.co.id',
    });
    // Five wrong passwords from five addresses lock the account; the sixth attempt is refused by the lockout.
    for (let attempt = 1; attempt <= 6; attempt += 1)
      await signIn(member.nik, 'salah-sekali', `10.0.0.${attempt}`);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      statuses.push((await signIn('999999', 'salah-juga', '10.0.1.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // A URL carrying a NIK, and one no route matches.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/otp/${member.nik}` })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/v1/tidak-ada/${member.nik}` });
    const finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
    const posting = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/payroll/post',
      headers: finance,
      payload: { period: '2026-09' },
    });
    expect(posting.statusCode).toBe(200);

    const response = await fetch(metricsUrl);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const { samples } = parseExposition(text);
    const problems = checkScrape(text, {
      present: KOPKAR_SERIES,
      nonZero: ['kopkar_http_request_duration_seconds', 'kopkar_job_duration_seconds'],
      personal: [member.nik, member.name, 'Rahmat', 'Hidayat', member.email ?? '', '999999'],
    });
    expect(problems).toEqual([]);

    const count = 'kopkar_http_request_duration_seconds_count';
    expect(sampleValue(samples, count, { route: '/api/v1/otp/:nik', status_code: '200' })).toBe(1);
    expect(sampleValue(samples, count, { route: '/api/v1/web/login', status_code: '429' })).toBe(2);
    expect(sampleValue(samples, 'kopkar_signin_failures_total', { route: '/api/v1/web/login' })).toBe(8);
    expect(sampleValue(samples, 'kopkar_signin_lockouts_total', { route: '/api/v1/web/login' })).toBe(1);
    expect(sampleValue(samples, 'kopkar_rate_limit_refusals_total', { route: '/api/v1/web/login' })).toBe(1);
    const job = { job: 'payroll_posting', outcome: 'ok' };
    expect(sampleValue(samples, 'kopkar_job_duration_seconds_count', job)).toBe(1);
    // The OTP waits in the outbox (no worker runs in this test).
    expect(sampleValue(samples, 'kopkar_mail_outbox_waiting', { priority: 'urgent' })).toBe(1);
    expect(sampleValue(samples, 'kopkar_metrics_source_up', { source: 'ledger' })).toBe(1);
    const routes = new Set(samples.filter((sample) => sample.name === count).map((s) => s.labels.route));
    expect([...routes].filter((route) => route?.includes(member.nik))).toEqual([]);
  });

  it('is not served by the portal listener, and answers 404 beside /metrics', async () => {
    const portal = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(portal.body).not.toContain('kopkar_');
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });
});

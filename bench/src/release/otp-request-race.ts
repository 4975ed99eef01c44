/**
 * Attack class 2: the OTP request limit under concurrency. Five requests per NIK per window are allowed; 30 at
 * once (each from its own address, so the per-IP limit does not hide the per-NIK one) show how many OTPs and
 * mails the portal really creates. The database is the witness, not the replies, which are alike on purpose.
 */
import { burst } from './support/clients';
import { countOf, literal } from './support/database';
import type { Figure } from './support/figures';
import { countStatus, statusCounts } from './support/figures';
import { insertProbeMembers } from './support/probe-members';
import type { RunContext } from './support/run-context';

const REQUESTS = 30;
const NIK = '720001';
const LIMIT = 5;

export async function measureOtpRequestRace(ctx: RunContext): Promise<Figure[]> {
  await insertProbeMembers(ctx.sql, [NIK]);
  const replies = await burst(ctx.portal, REQUESTS, () => ({
    path: `/api/v1/otp/${NIK}`,
    options: { from: ctx.addresses.next() },
  }));
  const otpRows = await countOf(
    ctx.sql,
    `select count(*) from otps o join members m on m.id = o.member_id where m.nik = ${literal(NIK)}`,
  );
  const mails = await countOf(
    ctx.sql,
    `select count(*) from outbox where to_address = ${literal(`probe.${NIK}@example.com`)}`,
  );
  return [
    {
      measure: `${REQUESTS} GET /otp/{nik} at once: replies`,
      figure: `${countStatus(replies, 200)} × 200 (${statusCounts(replies)})`,
    },
    { measure: 'OTP rows created (otps)', figure: String(otpRows), promise: `≤ ${LIMIT}` },
    { measure: 'mails queued (outbox)', figure: String(mails), promise: `≤ ${LIMIT}` },
  ];
}

/**
 * Attack class 4, first half: can an anonymous caller tell whether a NIK exists? The same wrong request is sent
 * for an existing and an unknown NIK, alternating one by one (so a load swing hits both alike), each from its own
 * address; the figures are what differs: status, message, median time.
 */
import { countStatus, type Figure, median, milliseconds, statusCounts } from './support/figures';
import { messageOf, type Reply, type RequestOptions } from './support/http';
import { insertProbeMembers, nikRange } from './support/probe-members';
import type { RunContext } from './support/run-context';

const TRIES = 30;
const KNOWN_RESET_NIK = '740001';
const UNKNOWN_RESET_NIK = '749001';
/** On the portal's list of common passwords: the policy check answers 422 where it runs. */
const COMMON_PASSWORD = 'password123';
const STRONG_PASSWORD = 'Kuat-Sekali-2026!x';

type Probe = { path: string; options?: RequestOptions };

/** Sends `TRIES` pairs, known and unknown alternating which goes first, one request at a time. */
async function comparePairs(
  ctx: RunContext,
  known: (index: number) => Probe,
  unknown: (index: number) => Probe,
): Promise<{ known: Reply[]; unknown: Reply[] }> {
  const replies = { known: [] as Reply[], unknown: [] as Reply[] };
  for (let index = 0; index < TRIES; index += 1) {
    const order = index % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const side of order) {
      const probe = side === 'known' ? known(index) : unknown(index);
      const options = { ...probe.options, from: ctx.addresses.next() };
      replies[side].push(await ctx.portal.send(index, probe.path, options));
    }
  }
  return replies;
}

const distinctMessages = (replies: readonly Reply[]) => [...new Set(replies.map(messageOf))].join(' | ');

function describeSide(replies: readonly Reply[]): string {
  return `${statusCounts(replies)}; "${distinctMessages(replies)}"; median ${milliseconds(median(replies.map((r) => r.ms)))}`;
}

async function measureResetPassword(ctx: RunContext, password: string, label: string): Promise<Figure[]> {
  const body = (nik: string) => ({
    path: '/api/v1/reset-password',
    options: { body: { nik, new_password: password, id: 'bukan-otp-yang-benar', otp_code: '000000' } },
  });
  const replies = await comparePairs(
    ctx,
    () => body(KNOWN_RESET_NIK),
    () => body(UNKNOWN_RESET_NIK),
  );
  return [
    { measure: `reset-password, wrong OTP, ${label}: existing NIK`, figure: describeSide(replies.known) },
    {
      measure: `reset-password, wrong OTP, ${label}: unknown NIK`,
      figure: describeSide(replies.unknown),
      promise: 'same status, message and time as existing',
    },
  ];
}

/** One request per NIK (30 known members with e-mail, 30 unknown NIKs): the per-NIK limit never interferes. */
async function measureOtpRequestTiming(ctx: RunContext): Promise<Figure[]> {
  const known = nikRange(741001, TRIES);
  const unknown = nikRange(748001, TRIES);
  await insertProbeMembers(ctx.sql, known);
  const replies = await comparePairs(
    ctx,
    (index) => ({ path: `/api/v1/otp/${known[index]}` }),
    (index) => ({ path: `/api/v1/otp/${unknown[index]}` }),
  );
  const medianOf = (side: readonly Reply[]) => milliseconds(median(side.map((reply) => reply.ms)));
  return [
    {
      measure: 'GET /otp/{nik}: existing NIK with e-mail',
      figure: `median ${medianOf(replies.known)} (${countStatus(replies.known, 200)} × 200 of ${TRIES})`,
    },
    {
      measure: 'GET /otp/{nik}: unknown NIK',
      figure: `median ${medianOf(replies.unknown)} (${countStatus(replies.unknown, 200)} × 200 of ${TRIES})`,
      promise: 'same median as existing',
    },
  ];
}

export async function measureExistenceOracles(ctx: RunContext): Promise<Figure[]> {
  await insertProbeMembers(ctx.sql, [KNOWN_RESET_NIK]);
  return [
    ...(await measureResetPassword(ctx, COMMON_PASSWORD, `common password "${COMMON_PASSWORD}"`)),
    ...(await measureResetPassword(ctx, STRONG_PASSWORD, 'strong password')),
    ...(await measureOtpRequestTiming(ctx)),
  ];
}

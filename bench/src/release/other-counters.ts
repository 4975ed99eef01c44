/**
 * Attack class 3: every other counter the portal keeps, each pushed by one burst split across both processes.
 * Captcha keys and comments are per client address, so those bursts come from ONE address; OTP verify tries
 * are per OTP, so that burst comes from many (the per-IP limit must not be what stops it).
 */
import { burst } from './support/clients';
import { countOf, literal } from './support/database';
import { countStatus, type Figure, statusCounts, unmeasured } from './support/figures';
import { dataOf, type Reply, send } from './support/http';
import { insertProbeMembers } from './support/probe-members';
import type { RunContext } from './support/run-context';

/** The ceilings of PER_ADDRESS_PER_MINUTE and BLOG_COMMENTS_PER_HOUR (@kopkar/domain, ADR 0013), each burst past them. */
const CAPTCHA_LIMIT_PER_MINUTE = 300;
const CAPTCHA_REQUESTS = CAPTCHA_LIMIT_PER_MINUTE + 20;
const COMMENT_LIMIT_PER_HOUR = 120;
const COMMENT_REQUESTS = COMMENT_LIMIT_PER_HOUR + 15;
const WRONG_CODES = 30;
const OTP_MAX_ATTEMPTS = 5;
const VERIFY_NIK = '730001';

export async function measureOtherCounters(ctx: RunContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const measure of [measureCaptchaKeys, measureComments, measureOtpVerify]) {
    figures.push(...(await measure(ctx).catch((error: unknown) => [unmeasured(measure.name, error)])));
  }
  return figures;
}

async function measureCaptchaKeys(ctx: RunContext): Promise<Figure[]> {
  const before = await countOf(ctx.sql, 'select count(*) from captchas');
  const from = ctx.addresses.next();
  const replies = await burst(ctx.portal, CAPTCHA_REQUESTS, () => ({
    path: '/api/v1/get-key/math',
    options: { from },
  }));
  const created = (await countOf(ctx.sql, 'select count(*) from captchas')) - before;
  return [
    {
      measure: `captcha keys: ${CAPTCHA_REQUESTS} at once from one IP`,
      figure: `${countStatus(replies, 200)} got a key, ${created} rows (${statusCounts(replies)})`,
      promise: `≤ ${CAPTCHA_LIMIT_PER_MINUTE} per minute`,
    },
  ];
}

async function measureComments(ctx: RunContext): Promise<Figure[]> {
  const articles = dataOf<{ id: number }[] | null>(await send(ctx.portal.originFor(0), '/api/v1/blog'));
  const articleId = articles?.[0]?.id;
  if (!articleId) throw new Error('no public blog article');
  const from = ctx.addresses.next();
  const replies = await burst(ctx.portal, COMMENT_REQUESTS, (index) => ({
    path: '/api/v1/blog/comment',
    options: {
      from,
      body: {
        id_blog: articleId,
        nama: 'Pengunjung',
        email: 'pengunjung@example.com',
        komentar: `Komentar nomor ${index} dari satu alamat`,
        setuju: true,
      },
    },
  }));
  const stored = await countOf(
    ctx.sql,
    `select count(*) from blog_comments where email = 'pengunjung@example.com' and ip = ${literal(from)}`,
  );
  return [
    {
      measure: `blog comments: ${COMMENT_REQUESTS} at once from one IP`,
      figure: `${countStatus(replies, 200)} accepted, ${stored} stored (${statusCounts(replies)})`,
      promise: `≤ ${COMMENT_LIMIT_PER_HOUR} per hour`,
    },
  ];
}

/** The code of the OTP just mailed to the probe member, read from the outbox (the attacker's "inbox"). */
async function readMailedCode(ctx: RunContext, nik: string): Promise<string> {
  const [row] = await ctx.sql(
    `select body from outbox where to_address = ${literal(`probe.${nik}@example.com`)} order by id desc limit 1`,
  );
  // The greeting names the probe member, whose name carries its six-digit NIK: the code is the other number.
  const code = (row?.[0] ?? '').match(/\b\d{6}\b/g)?.find((digits) => digits !== nik);
  if (!code) throw new Error('no OTP mail in the outbox');
  return code;
}

/**
 * Guess numbers at which the right code is placed, one burst each (a fresh OTP for a fresh member). Guess #1 is
 * the control: it must verify, or the code read from the mail is wrong and the refusals prove nothing.
 */
const RIGHT_CODE_POSITIONS = [1, 6, 16, 31] as const;

async function issueOtp(ctx: RunContext, nik: string): Promise<{ id: string | undefined; code: string }> {
  await insertProbeMembers(ctx.sql, [nik]);
  const issued = await send(ctx.portal.originFor(0), `/api/v1/otp/${nik}`, { from: ctx.addresses.next() });
  return { id: dataOf<{ id?: string } | null>(issued)?.id, code: await readMailedCode(ctx, nik) };
}

async function describeOtpRow(ctx: RunContext, nik: string): Promise<string> {
  const [row] = await ctx.sql(
    `select o.attempts, o.voided_at is not null from otps o join members m on m.id = o.member_id
     where m.nik = ${literal(nik)} order by o.created_at desc limit 1`,
  );
  return row ? `attempts ${row[0]}, ${row[1] === 't' ? 'void' : 'live'}` : 'no OTP row';
}

/**
 * 30 wrong codes and the right one at once; a 400 does not say whether a guess was compared or found the OTP
 * void, so the witness is the right code: placed as guess #6 (the first beyond the limit), #16 and #31, does it
 * still verify?
 */
async function measureOtpVerify(ctx: RunContext): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [round, position] of RIGHT_CODE_POSITIONS.entries()) {
    const nik = String(Number(VERIFY_NIK) + round);
    const { id, code } = await issueOtp(ctx, nik);
    const wrongCodes = Array.from({ length: WRONG_CODES }, (_, index) =>
      String((Number(code) + 1 + index * 7919) % 1_000_000).padStart(6, '0'),
    );
    const guesses = [...wrongCodes.slice(0, position - 1), code, ...wrongCodes.slice(position - 1)];
    const replies = await burst(ctx.portal, guesses.length, (index) => ({
      path: '/api/v1/otp/verifikasi',
      options: { from: ctx.addresses.next(), body: { nik, otp_code: guesses[index], id } },
    }));
    const right = replies[position - 1];
    const wrong = replies.filter((_, index) => index !== position - 1);
    const rightAfter = await send(ctx.portal.originFor(position), '/api/v1/otp/verifikasi', {
      from: ctx.addresses.next(),
      body: { nik, otp_code: code, id },
    });
    const verdict = (reply: Reply | undefined) =>
      reply?.status === 200 ? 'VERIFIED (200)' : `refused (${reply?.status})`;
    figures.push({
      measure: `OTP verify: ${WRONG_CODES} wrong + the right code as guess #${position}, at once`,
      figure: `right ${verdict(right)}, again after the burst ${verdict(rightAfter)}; wrong ${statusCounts(wrong)}; ${await describeOtpRow(ctx, nik)}`,
      promise:
        position <= OTP_MAX_ATTEMPTS
          ? 'verified (control)'
          : `right code refused beyond guess #${OTP_MAX_ATTEMPTS}`,
    });
  }
  return figures;
}

/**
 * Attack class 1: the login lockout under concurrency. A sequence of wrong passwords is locked out after 5; the
 * question is how many of 40 wrong passwords sent at once are still checked (401, not 429), and whether the
 * right password, last in the same burst, signs in.
 */
import { burst } from './support/clients';
import { countOf, literal } from './support/database';
import { countStatus, type Figure, statusCounts } from './support/figures';
import { insertProbeMembers } from './support/probe-members';
import type { RunContext } from './support/run-context';
import { captchaKey, DEMO_PASSWORD } from './support/sessions';

const WRONG_GUESSES = 40;
const NIK = '710001';

export async function measureLoginLockoutRace(ctx: RunContext): Promise<Figure[]> {
  await insertProbeMembers(ctx.sql, [NIK]);
  const total = WRONG_GUESSES + 1;
  // Keys first (each from its own address), so the burst itself is nothing but login requests.
  const keys = await Promise.all(
    Array.from({ length: total }, (_, index) =>
      captchaKey(ctx.portal.originFor(index), ctx.addresses.next()),
    ),
  );
  const replies = await burst(ctx.portal, total, (index) => ({
    path: '/api/v1/web/login',
    options: {
      from: ctx.addresses.next(),
      body: {
        nik: NIK,
        password: index === WRONG_GUESSES ? DEMO_PASSWORD : `Salah-${index}-tebakan`,
        captcha: '0',
        key: keys[index],
      },
    },
  }));
  const wrong = replies.slice(0, WRONG_GUESSES);
  const right = replies[WRONG_GUESSES];
  const recorded = await countOf(
    ctx.sql,
    `select count(*) from login_attempts where subject = ${literal(`member:${NIK}`)} and not succeeded`,
  ).catch(() => Number.NaN);
  return [
    {
      measure: `${WRONG_GUESSES} wrong passwords at once: checked (401)`,
      figure: `${countStatus(wrong, 401)} of ${WRONG_GUESSES} (${statusCounts(wrong)})`,
      promise: '≤ 5 checked, the rest 429',
    },
    {
      measure: 'right password, last in the burst',
      figure: right?.status === 200 ? 'signed in (200)' : `refused (${right?.status})`,
      promise: 'refused (429) once locked',
    },
    {
      measure: 'failures recorded in login_attempts',
      figure: Number.isNaN(recorded) ? 'table not readable' : String(recorded),
    },
  ];
}

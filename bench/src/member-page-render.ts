/**
 * What rendering a member's page on the server costs the API (docs/decisions/0016-signed-in-pages-rendered-for-their-member.md):
 * each page asked for REQUESTS times in a row by one client signed in as demo member 100002 (the page cookie a real
 * sign-in sets), after WARMUP requests, beside the same address without the cookie (the plain shell) and a public
 * page served from the renderer's cache. Prints per page the median and 95th percentile of the reply time and,
 * for a portal this process started, the CPU the server's process group spent per request.
 *
 *   npm run member-render -w @kopkar/bench                       (starts a portal from apps/web/dist on PERF_PORT)
 *   REQUESTS=100 npm run member-render -w @kopkar/bench -- /home /simpanan
 */
import { fillRoute } from '@kopkar/page-weight';
import { groupCpuMs } from './runtime/process-accounting';
import { memberWithLoans, openPortal, readRunningAgreement } from './support/portal';

const requests = Number(process.env.REQUESTS ?? 50);
const warmup = Number(process.env.WARMUP ?? 5);
const defaultRoutes = [
  '/home',
  '/history-pinjaman/:nik',
  '/report-amortisasi/:AgreementNo',
  '/repayment/:AgreementNo',
  '/simpanan',
  '/shu',
  '/poins',
  '/notification',
  '/account',
  '/account/data',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};

/** Signs in as the login form does and keeps the cookies it set (the page cookie among them). */
async function signInWithCookies(origin: string): Promise<{ cookie: string; session: string }> {
  const key = ((await (await fetch(`${origin}/api/v1/get-key/math`)).json()) as { data: { key: string } })
    .data.key;
  const reply = await fetch(`${origin}/api/v1/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...memberWithLoans, captcha: '0', key }),
  });
  const body = (await reply.json()) as { data: { access_token: string; user: unknown } };
  const cookie = reply.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie.includes('kopkar_page=')) throw new Error('the sign-in set no page cookie');
  return { cookie, session: JSON.stringify({ access_token: body.data.access_token, user: body.data.user }) };
}

async function measure(origin: string, path: string, cookie: string | null, groupId: number | undefined) {
  const get = async () => {
    const started = performance.now();
    const reply = await fetch(`${origin}${path}`, {
      headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
    });
    const html = await reply.text();
    return { ms: performance.now() - started, rendered: html.includes('id="ssr-state"'), bytes: html.length };
  };
  for (let i = 0; i < warmup; i++) await get();
  const cpuBefore = groupId ? groupCpuMs(groupId) : Number.NaN;
  const times: number[] = [];
  let rendered = true;
  for (let i = 0; i < requests; i++) {
    const reply = await get();
    times.push(reply.ms);
    rendered &&= reply.rendered;
  }
  const cpuPerRequest = groupId ? (groupCpuMs(groupId) - cpuBefore) / requests : Number.NaN;
  return {
    page: path,
    cookie: cookie ? 'member' : 'none',
    'rendered on the server': rendered,
    'median ms': Math.round(percentile(times, 0.5)),
    'p95 ms': Math.round(percentile(times, 0.95)),
    'server CPU ms per request': Math.round(cpuPerRequest * 10) / 10,
  };
}

async function main() {
  const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const portal = await openPortal();
  try {
    const { cookie, session } = await signInWithCookies(portal.origin);
    const agreementNo = await readRunningAgreement(portal.origin, memberWithLoans.nik, session);
    const member = { nik: memberWithLoans.nik, agreementNo };
    const rows = [];
    for (const pattern of chosen.length ? chosen : defaultRoutes) {
      rows.push(await measure(portal.origin, fillRoute(pattern, member), cookie, portal.groupId));
    }
    rows.push(await measure(portal.origin, '/home', null, portal.groupId));
    rows.push(await measure(portal.origin, '/', null, portal.groupId));
    console.info(`${requests} requests per page after ${warmup} warm-up requests, one at a time`);
    console.table(rows);
  } finally {
    await portal.stop();
  }
}

await main();

/**
 * Attack class 8, Redis: two extra processes on the run's database, one whose REDIS_URL points at a closed port
 * (Redis down) and one at a server that accepts and never answers (Redis hung, the slower failure). Each is asked
 * for a captcha key, a login, an OTP and its health, one call at a time, every call capped at 70 s.
 */
import { randomUUID } from 'node:crypto';
import { describeReply, type Figure } from './support/figures';
import { messageOf, type Reply, send } from './support/http';
import type { RunContext } from './support/run-context';
import { DEMO_PASSWORD } from './support/sessions';
import { startBlackHole } from './support/tcp';

export const DEPENDENCY_WAIT_MS = 70_000;

type Call = { name: string; path: string; body?: unknown };

const CALLS: readonly Call[] = [
  { name: 'captcha GET /get-key/math', path: '/api/v1/get-key/math' },
  {
    name: 'login POST /web/login',
    path: '/api/v1/web/login',
    // CAPTCHA_BYPASS=1: any key is accepted, and fetching one may be exactly what fails.
    body: { nik: '100001', password: DEMO_PASSWORD, captcha: '0', key: randomUUID() },
  },
  { name: 'OTP GET /otp/{nik}', path: '/api/v1/otp/100002' },
  { name: 'GET /api/health', path: '/api/health' },
];

const describeWithMessage = (reply: Reply) =>
  reply.status === 0 ? describeReply(reply) : `${describeReply(reply)} "${messageOf(reply).slice(0, 70)}"`;

async function callEach(ctx: RunContext, label: string, redisUrl: string): Promise<Figure[]> {
  const api = await ctx.startExtra(`api-${label}`, { REDIS_URL: redisUrl }, { waitFor: 'answer' });
  try {
    const figures: Figure[] = [];
    for (const call of CALLS) {
      const reply = await send(api.origin, call.path, {
        body: call.body,
        from: ctx.addresses.next(),
        timeoutMs: DEPENDENCY_WAIT_MS,
      });
      figures.push({
        measure: `Redis ${label}: ${call.name}`,
        figure: describeWithMessage(reply),
        promise:
          call.path === '/api/health' ? 'reports Redis down' : 'fast 503 (Indonesian) or a DB fallback',
      });
    }
    return figures;
  } finally {
    await api.stop();
  }
}

export async function measureRedisDown(ctx: RunContext): Promise<Figure[]> {
  const closedPort = await ctx.ports.next();
  const blackHole = await startBlackHole(await ctx.ports.next());
  try {
    const [down, hung] = await Promise.all([
      callEach(ctx, 'closed port', `redis://127.0.0.1:${closedPort}`),
      callEach(ctx, 'never answers', `redis://127.0.0.1:${blackHole.port}`),
    ]);
    return [...down, ...hung];
  } finally {
    await blackHole.close();
  }
}

/**
 * Attack class 5: a made-up X-Forwarded-For against the per-IP limits, on a pair of processes started with
 * TRUST_PROXY=1 (what a deployment behind a load balancer sets). Each burst is 320 captcha-key requests (limit 300
 * per minute per IP, PER_ADDRESS_PER_MINUTE in @kopkar/domain) from ONE real client address:
 *  - without the header (the control: the limit as it works),
 *  - through a load balancer that appends the address it saw, as nginx's $proxy_add_x_forwarded_for does
 *    (the client's made-up entry stays on the left, the real address is the last hop),
 *  - straight to the API with the header as the client wrote it (only harmless if the API cannot be reached
 *    except through the proxy).
 */
import { burst, createBalancer } from './support/clients';
import { countStatus, type Figure, statusCounts } from './support/figures';
import type { RunContext } from './support/run-context';

const LIMIT_PER_MINUTE = 300;
const REQUESTS = LIMIT_PER_MINUTE + 20;
/** The attacker's real address as the load balancer sees it (TEST-NET-2, never routed). */
const CLIENT_SEEN_BY_BALANCER = '198.51.100.7';

/** A different made-up address per request (more requests than one /24 holds). */
const madeUpAddress = (burstNo: number, index: number) =>
  `203.${burstNo}.${Math.floor(index / 250)}.${(index % 250) + 1}`;

export async function measureProxySpoofing(ctx: RunContext): Promise<Figure[]> {
  const overrides = { TRUST_PROXY: '1', RATE_LIMIT_NAMESPACE: `${ctx.settings.RATE_LIMIT_NAMESPACE}-proxy` };
  const first = await ctx.startExtra('api-proxy-1', overrides);
  const second = await ctx.startExtra('api-proxy-2', overrides);
  try {
    const balancer = createBalancer([first.origin, second.origin]);
    const sendBurst = (header: (index: number) => string | undefined) => {
      const from = ctx.addresses.next();
      return burst(balancer, REQUESTS, (index) => {
        const forwarded = header(index);
        return {
          path: '/api/v1/get-key/math',
          options: { from, headers: forwarded ? { 'x-forwarded-for': forwarded } : undefined },
        };
      });
    };
    const control = await sendBurst(() => undefined);
    const throughBalancer = await sendBurst(
      (index) => `${madeUpAddress(1, index)}, ${CLIENT_SEEN_BY_BALANCER}`,
    );
    const direct = await sendBurst((index) => madeUpAddress(2, index));
    const passed = (replies: Awaited<ReturnType<typeof sendBurst>>) =>
      `${countStatus(replies, 200)} of ${REQUESTS} passed (${statusCounts(replies)})`;
    return [
      { measure: 'no X-Forwarded-For (control)', figure: passed(control), promise: `≤ ${LIMIT_PER_MINUTE}` },
      {
        measure: 'made-up XFF per request, balancer appends the real address',
        figure: passed(throughBalancer),
        promise: `≤ ${LIMIT_PER_MINUTE}`,
      },
      {
        measure: 'made-up XFF per request, straight to the API',
        figure: passed(direct),
        promise: `≤ ${LIMIT_PER_MINUTE} unless only the proxy can reach the API`,
      },
    ];
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
}

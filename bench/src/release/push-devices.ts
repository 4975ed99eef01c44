/**
 * Attack class 13, devices per member: one member subscribes 75 distinct, well-formed endpoints, one after the
 * other, and the database counts what was stored. An extra process with PUSH_ALLOW_PRIVATE_ENDPOINTS=1 takes them
 * (loopback endpoints, as nothing here may point elsewhere; a fixed API refuses those without the setting, which
 * would hide the cap). No reminder is ever sent to them, and the rows are deleted afterwards.
 */
import { countOf, literal } from './support/database';
import { type Figure, statusCounts } from './support/figures';
import { type Reply, send } from './support/http';
import { insertProbeMembers } from './support/probe-members';
import { deviceKeys } from './support/push-service';
import type { RunContext } from './support/run-context';
import { signInMember } from './support/sessions';

const DEVICES = 75;
const DEVICE_CAP = 5;
const NIK = '790003';
const storedOf = `push_subscriptions where member_id = (select id from members where nik = ${literal(NIK)})`;

export async function measurePushDevices(ctx: RunContext): Promise<Figure[]> {
  await insertProbeMembers(ctx.sql, [NIK]);
  const api = await ctx.startExtra('api-push-private', { SEED_DEMO: '0', PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' });
  try {
    const token = await signInMember(api.origin, ctx.addresses, NIK);
    const replies: Reply[] = [];
    for (let device = 1; device <= DEVICES; device += 1) {
      const endpoint = `https://127.0.0.1:47003/device-${device}`;
      replies.push(
        await send(api.origin, '/api/v1/reminders/push-subscriptions', {
          token,
          body: { endpoint, keys: deviceKeys() },
        }),
      );
    }
    const stored = await countOf(ctx.sql, `select count(*) from ${storedOf}`);
    return [
      {
        measure: `${DEVICES} distinct endpoints for one member (PUSH_ALLOW_PRIVATE_ENDPOINTS=1)`,
        figure: `${statusCounts(replies)} → ${stored} devices stored`,
        promise: `≤ ${DEVICE_CAP} devices`,
      },
    ];
  } finally {
    await ctx.sql(`delete from ${storedOf}`);
    await api.stop();
  }
}

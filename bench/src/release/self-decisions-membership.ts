/**
 * Attack class 14, membership: a FINANCE account decides its own member's resignation (reject, then approve:
 * an approval closes the membership, so it comes last), and an ADMIN account its own member's name correction
 * (refuse, then approve) and a grant of points to that member. A request still open after a refusal is decided
 * again by the next route instead of a new one, as the portal holds one open request of each kind per member.
 */
import { literal } from './support/database';
import type { Figure } from './support/figures';
import { dataOf, messageOf, send } from './support/http';
import { openSukarela } from './support/savings-writes';
import { type Desk, decideOwn, signInSelfLinked, statusOf } from './support/self-linked';
import { signInMember } from './support/sessions';

export const RESIGNATION_NIK = '791004';
export const DATA_NIK = '791005';
const REASON = { reason: 'Diputuskan oleh petugas untuk uji empat mata' };

/** The member asks to leave with today's quote; answers the request's id. */
async function askResignation(desk: Desk, member: string): Promise<number> {
  const { origin } = desk;
  const quote = dataOf<{ quote?: { payout: number; shortfall: number } } | null>(
    await send(origin, '/api/v1/Keluar', { token: member }),
  )?.quote;
  const body = { quotedPayout: quote?.payout, quotedShortfall: quote?.shortfall, confirm: true };
  const asked = await send(origin, '/api/v1/Keluar', { token: member, body });
  const id = dataOf<{ id?: number } | null>(asked)?.id;
  if (!id) throw new Error(`resignation of ${RESIGNATION_NIK}: ${asked.status} ${messageOf(asked)}`);
  return id;
}

export async function resignationCases(desk: Desk): Promise<Figure[]> {
  const { ctx, origin } = desk;
  await openSukarela(ctx.sql, [RESIGNATION_NIK]);
  const staff = await signInSelfLinked(ctx.sql, origin, ctx.addresses, 'FINANCE', RESIGNATION_NIK);
  const member = await signInMember(origin, ctx.addresses, RESIGNATION_NIK);
  const figures: Figure[] = [];
  let open: number | undefined;
  for (const decision of ['reject', 'approve'] as const) {
    const id = open ?? (await askResignation(desk, member));
    figures.push(
      await decideOwn(origin, staff, {
        route: `POST /admin/resignations/:id/${decision} (own resignation)`,
        path: `/api/v1/admin/resignations/${id}/${decision}`,
        body: decision === 'reject' ? REASON : undefined,
        state: async () => {
          const [row] = await ctx.sql(`
            select r.status, m.is_active from resignations r join members m on m.id = r.member_id
            where r.id = ${id}`);
          return `${row?.[0]}, member ${row?.[1] === 't' ? 'active' : 'closed'}`;
        },
      }),
    );
    open = (await statusOf(ctx.sql, 'resignations', id)()) === 'PENDING' ? id : undefined;
  }
  return figures;
}

async function askNameCorrection(desk: Desk, member: string, name: string): Promise<number> {
  const asked = await send(desk.origin, '/api/v1/account/data-requests', {
    token: member,
    body: { topic: 'NAME', name },
  });
  const id = dataOf<{ id?: number } | null>(asked)?.id;
  if (!id) throw new Error(`data request of ${DATA_NIK}: ${asked.status} ${messageOf(asked)}`);
  return id;
}

async function pointGrant(desk: Desk, staff: string): Promise<Figure> {
  const [row] = await desk.ctx.sql(`select id from members where nik = ${literal(DATA_NIK)}`);
  const memberId = Number(row?.[0]);
  return decideOwn(desk.origin, staff, {
    route: 'POST /admin/members/:id/points (own points)',
    path: `/api/v1/admin/members/${memberId}/points`,
    body: { delta: 1000, note: 'Poin untuk diri sendiri' },
    state: async () => {
      const [sum] = await desk.ctx.sql(
        `select coalesce(sum(delta), 0) from points_ledger where member_id = ${memberId}`,
      );
      return `${sum?.[0]} points`;
    },
  });
}

export async function dataRequestAndPointCases(desk: Desk): Promise<Figure[]> {
  const { ctx, origin } = desk;
  const staff = await signInSelfLinked(ctx.sql, origin, ctx.addresses, 'ADMIN', DATA_NIK);
  const member = await signInMember(origin, ctx.addresses, DATA_NIK);
  const figures: Figure[] = [];
  let open: number | undefined;
  for (const decision of ['refuse', 'approve'] as const) {
    const id = open ?? (await askNameCorrection(desk, member, `Nama Koreksi ${decision}`));
    figures.push(
      await decideOwn(origin, staff, {
        route: `POST /admin/data-requests/:id/${decision} (own name correction)`,
        path: `/api/v1/admin/data-requests/${id}/${decision}`,
        body: decision === 'refuse' ? REASON : undefined,
        state: async () => {
          const [row] = await ctx.sql(`
            select d.status, m.name from data_requests d join members m on m.id = d.member_id
            where d.id = ${id}`);
          return `${row?.[0]}, name "${row?.[1]}"`;
        },
      }),
    );
    open = (await statusOf(ctx.sql, 'data_requests', id)()) === 'DIAJUKAN' ? id : undefined;
  }
  figures.push(await pointGrant(desk, staff));
  return figures;
}

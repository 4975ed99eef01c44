/**
 * Attack class 14: staff deciding their own member's requests. Each case has a probe member of
 * its own and a FINANCE or ADMIN account linked to that member (staff.member_id); the member asks through the
 * portal, the linked account decides, and the database shows whether anything changed. A decision that is allowed
 * closes the request, so the next route of the same kind gets a fresh one; a route that needs an earlier step
 * (paying needs an approval) gets that step from the demo account `finance`, a different clerk.
 * Not walked: the SHU posting, which would change every member's balances for the classes after this one.
 */
import { CHAIN_NIK, decideOwnLoans, FUNDING_NIK } from './self-decisions-loans';
import {
  DATA_NIK,
  dataRequestAndPointCases,
  RESIGNATION_NIK,
  resignationCases,
} from './self-decisions-membership';
import { type Figure, unmeasured } from './support/figures';
import { messageOf, send } from './support/http';
import { insertProbeMembers } from './support/probe-members';
import type { RunContext } from './support/run-context';
import { openSukarela, savingsWrite, writtenId } from './support/savings-writes';
import { type Desk, decideOwn, signInSelfLinked, statusOf } from './support/self-linked';
import { signInMember, signInStaff } from './support/sessions';

const REASON = { reason: 'Diputuskan oleh petugas untuk uji empat mata' };
const NIKS = { deposit: '791001', withdrawal: '791002' };

/** The state of a savings request and the member's sukarela balance. */
const savingsState = (desk: Desk, table: string, id: number) => async () => {
  const [row] = await desk.ctx.sql(`
    select r.status, (select coalesce(sum(delta), 0) from savings_ledger l
                      where l.member_id = r.member_id and l.kind = 'SUKARELA')
    from ${table} r where r.id = ${id}`);
  return row ? `${row[0]}, sukarela ${row[1]}` : '(none)';
};

async function submitSavings(desk: Desk, kind: 'deposit' | 'withdrawal', nik: string, token: string) {
  const { path, options } = savingsWrite(kind, nik);
  const reply = await send(desk.origin, path, { ...options, token });
  const id = writtenId(reply);
  if (!id) throw new Error(`${kind} of ${nik}: ${reply.status} ${messageOf(reply)}`);
  return id;
}

async function depositCases(desk: Desk): Promise<Figure[]> {
  const { ctx, origin } = desk;
  const nik = NIKS.deposit;
  const staff = await signInSelfLinked(ctx.sql, origin, ctx.addresses, 'FINANCE', nik);
  const member = await signInMember(origin, ctx.addresses, nik);
  const figures: Figure[] = [];
  for (const decision of ['confirm', 'reject'] as const) {
    const id = await submitSavings(desk, 'deposit', nik, member);
    figures.push(
      await decideOwn(origin, staff, {
        route: `POST /admin/savings/deposits/:id/${decision} (own deposit)`,
        path: `/api/v1/admin/savings/deposits/${id}/${decision}`,
        body: decision === 'reject' ? REASON : {},
        state: savingsState(desk, 'savings_deposits', id),
      }),
    );
  }
  return figures;
}

async function withdrawalCases(desk: Desk): Promise<Figure[]> {
  const { ctx, origin } = desk;
  const nik = NIKS.withdrawal;
  await openSukarela(ctx.sql, [nik]);
  const staff = await signInSelfLinked(ctx.sql, origin, ctx.addresses, 'FINANCE', nik);
  const member = await signInMember(origin, ctx.addresses, nik);
  const decide = (id: number, decision: string) =>
    decideOwn(origin, staff, {
      route: `POST /admin/savings/withdrawals/:id/${decision} (own withdrawal)`,
      path: `/api/v1/admin/savings/withdrawals/${id}/${decision}`,
      body: decision === 'reject' ? REASON : {},
      state: savingsState(desk, 'savings_withdrawals', id),
    });
  const approved = await submitSavings(desk, 'withdrawal', nik, member);
  const figures = [await decide(approved, 'approve')];
  if ((await statusOf(ctx.sql, 'savings_withdrawals', approved)()) === 'PENDING') {
    await send(origin, `/api/v1/admin/savings/withdrawals/${approved}/approve`, {
      token: await desk.otherClerk(),
      body: {},
    });
  }
  figures.push(await decide(approved, 'pay'));
  figures.push(await decide(await submitSavings(desk, 'withdrawal', nik, member), 'reject'));
  return figures;
}

export async function measureSelfDecisions(ctx: RunContext): Promise<Figure[]> {
  await insertProbeMembers(ctx.sql, [
    ...Object.values(NIKS),
    RESIGNATION_NIK,
    DATA_NIK,
    FUNDING_NIK,
    CHAIN_NIK,
  ]);
  const origin = ctx.portal.originFor(0);
  let otherClerk: Promise<string> | undefined;
  const desk: Desk = {
    ctx,
    origin,
    otherClerk: () => {
      otherClerk ??= signInStaff(origin, ctx.addresses, 'finance');
      return otherClerk;
    },
  };
  const figures: Figure[] = [];
  const cases = [depositCases, withdrawalCases, decideOwnLoans, resignationCases, dataRequestAndPointCases];
  for (const walk of cases) {
    figures.push(...(await walk(desk).catch((error: unknown) => [unmeasured(walk.name, error)])));
  }
  const allowed = figures.filter((row) => /^2\d\d /.test(row.figure)).length;
  return [
    ...figures,
    { measure: 'own requests decided (2xx)', figure: `${allowed} of ${figures.length} routes`, promise: '0' },
  ];
}

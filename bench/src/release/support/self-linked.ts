/**
 * What the four-eyes attack needs: staff accounts linked to a member (`staff.member_id`, as
 * when a cooperative's clerk is also one of its members), loan applications at the stage a decision needs, and one
 * decision by such an account on its own member's request, with the request's state read before and after.
 */
import type { AddressPool } from './clients';
import { literal, type Sql } from './database';
import type { Figure } from './figures';
import { messageOf, send } from './http';
import type { RunContext } from './run-context';
import { signInStaff } from './sessions';

/** Where the decisions are made: the run, the origin every call goes to, and a clerk other than the member. */
export type Desk = {
  ctx: RunContext;
  origin: string;
  /** The demo FINANCE account's token. */
  otherClerk: () => Promise<string>;
};

export type SelfDecision = {
  /** The route as registered, e.g. `POST /admin/savings/deposits/:id/confirm`. */
  route: string;
  path: string;
  /** Sent as JSON when given; routes without a body schema get none. */
  body?: unknown;
  /** The state the decision would change (a status, a balance), read from the database. */
  state: () => Promise<string>;
};

/** A staff account of `role` linked to member `nik`, password as every demo account; answers its token. */
export async function signInSelfLinked(
  sql: Sql,
  origin: string,
  addresses: AddressPool,
  role: 'FINANCE' | 'ADMIN' | 'HC',
  nik: string,
): Promise<string> {
  const username = `self-${role.toLowerCase()}-${nik}`;
  await sql(`
    insert into staff (username, name, password_hash, role, member_id)
    select ${literal(username)}, 'Staf ' || m.name, s.password_hash, ${literal(role)}, m.id
    from members m, staff s where m.nik = ${literal(nik)} and s.username = 'finance'
    on conflict (username) do nothing`);
  return signInStaff(origin, addresses, username);
}

/**
 * An application of member `nik` copied from a funded demo one (product, amount, rate), at `status`: APV waits
 * for funding, NEW for the approval chain. Answers its id.
 */
export async function insertApplication(sql: Sql, nik: string, status: 'APV' | 'NEW'): Promise<number> {
  const [row] = await sql(`
    insert into applications (approval_no, member_id, product_id, type, status, amount, tenor_months,
                              effective_rate, instalment_amount, finance_purpose, hc_checklist,
                              hc_recommendation, current_step, decided_at)
    select 'SELF-' || m.nik || '-' || ${literal(status)}, m.id, a.product_id, 'NEW', ${literal(status)}, a.amount,
           a.tenor_months, a.effective_rate, a.instalment_amount, a.finance_purpose, true, 'YES', 1,
           ${status === 'APV' ? 'now()' : 'null'}
    from applications a, members m where a.status in ('FUN', 'FIN') and m.nik = ${literal(nik)}
    order by a.id limit 1
    returning id`);
  if (!row) throw new Error('no funded demo application to copy');
  return Number(row[0]);
}

/** The status of row `id` of `table` ('(none)' when it is gone). */
export const statusOf = (sql: Sql, table: string, id: number) => async () => {
  const [row] = await sql(`select status from ${table} where id = ${id}`);
  return row?.[0] ?? '(none)';
};

/** Sends the decision with the staff account's token; the figure names the code and what changed. */
export async function decideOwn(origin: string, token: string, decision: SelfDecision): Promise<Figure> {
  const before = await decision.state();
  const reply = await send(origin, decision.path, { token, method: 'POST', body: decision.body });
  const after = await decision.state();
  const change = before === after ? `unchanged (${before})` : `${before} → ${after}`;
  const message = reply.status >= 400 ? ` "${messageOf(reply).slice(0, 60)}"` : '';
  return {
    measure: decision.route,
    figure: `${reply.status} · ${change}${message}`,
    promise: '403, unchanged',
  };
}

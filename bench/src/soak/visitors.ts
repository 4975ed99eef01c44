/**
 * Who visits the portal during a soak: every active generated member in turn (shuffled once, so neighbouring NIKs
 * are not signed in back to back), and every tenth visit a member of staff (FINANCE working the savings desk, or
 * ADMIN reading the audit log). Each member keeps one client address for the whole run, sent as X-Forwarded-For
 * to an API that trusts one proxy hop, as production sits behind its balancer: the per-address limits (captcha
 * keys 30 a minute, logout 60) then count per member as they would in real life, instead of refusing a load that
 * all comes from 127.0.0.1.
 */
import { sqlOn } from '../release/support/database';

export type PoolMember = { id: number; nik: string; sukarela: number; address: string };
export type Role = 'member' | 'finance' | 'admin';
export type VisitStart = { role: Role; member: PoolMember | undefined; address: string };

/** Seeded so two soaks visit the members in the same order. */
function shuffle<T>(items: T[], seed = 21): T[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/** A loopback address per visitor (127.30.x.y): only ever a header value, never a place traffic goes. */
const addressOf = (index: number) => `127.30.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;

/** Active generated members (NIK 2xxxxxxx) with their sukarela balance, in a fixed shuffled order. */
export async function loadMembers(databaseUrl: string): Promise<PoolMember[]> {
  const rows = await sqlOn(databaseUrl)(
    `SELECT m.id, m.nik, coalesce((SELECT sum(l.delta) FROM savings_ledger l
         WHERE l.member_id = m.id AND l.kind = 'SUKARELA'), 0)::bigint
       FROM members m WHERE m.is_active AND m.nik ~ '^2[0-9]{7}$' ORDER BY m.id`,
  );
  if (rows.length === 0) throw new Error('no active generated member: is this a generated database?');
  return shuffle(
    rows.map(([id, nik, sukarela], index) => ({
      id: Number(id),
      nik: String(nik),
      sukarela: Number(sukarela),
      address: addressOf(index),
    })),
  );
}

const STAFF_EVERY = 10;

/** The next visit: a member, or every STAFF_EVERY-th a member of staff from one of a few office addresses. */
export function createVisitors(members: PoolMember[]) {
  let count = 0;
  return {
    next(): VisitStart {
      count += 1;
      if (count % STAFF_EVERY === 0) {
        const turn = count / STAFF_EVERY;
        const role: Role = turn % 3 === 0 ? 'admin' : 'finance';
        return { role, member: undefined, address: `127.31.0.${(turn % 20) + 1}` };
      }
      const member = members[count % members.length] as PoolMember;
      return { role: 'member', member, address: member.address };
    },
    get visits() {
      return count;
    },
  };
}

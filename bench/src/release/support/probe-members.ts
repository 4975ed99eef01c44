/**
 * Members of our own, so each attack has accounts no other attack has locked out or rate-limited: copies of demo
 * member 100001 (same company, grade and password Koperasi123!) with their own NIK and e-mail, written with SQL
 * because the portal has no self-registration.
 */
import { literal, type Sql } from './database';

/** `count` NIKs starting at `first` (6+ digits, never a demo NIK 100001–100004). */
export const nikRange = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => String(first + index));

export async function insertProbeMembers(sql: Sql, niks: readonly string[], hasEmail = true): Promise<void> {
  if (niks.length === 0) return;
  const values = niks
    .map((nik) => `(${literal(nik)}, ${hasEmail ? literal(`probe.${nik}@example.com`) : 'null'})`)
    .join(', ');
  await sql(`
    insert into members (nik, employee_id, company_id, name, email, mobile_phone, job_grade, password_hash)
    select probe.nik, 'PROBE-' || probe.nik, m.company_id, 'Probe ' || probe.nik, probe.email, m.mobile_phone,
           m.job_grade, m.password_hash
    from members m, (values ${values}) as probe(nik, email)
    where m.nik = '100001'`);
}

/** The database id of a member, for the back-office calls that take it. */
export async function memberIdOf(sql: Sql, nik: string): Promise<number> {
  const [row] = await sql(`select id from members where nik = ${literal(nik)}`);
  if (!row) throw new Error(`no member ${nik}`);
  return Number(row[0]);
}

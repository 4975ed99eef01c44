import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findViolations,
  findWrites,
  readApiSources,
  readSchemaNames,
  readTableOwners,
} from './check-table-owners';

const schemaNames = readSchemaNames([
  "export const members = pgTable('members', {});",
  "export const pointsLedger = pgTable(\n  'points_ledger',\n  {},\n);",
  "export const instalments = pgTable('instalments', {});",
]);
const owners = { members: 'members', points_ledger: 'points', instalments: 'agreements' };

/** A payroll repository that writes other modules' tables, the way the check must refuse. */
const violatingPayroll = `import { sql } from 'drizzle-orm';
export async function pay(tx) {
  await tx.execute(sql\`
    with paid as (update instalments i set paid_date = now() returning i.id)
    insert into points_ledger (member_id) select 1 from paid\`);
  await tx.update(members).set({ name: 'x' });
  await tx.delete(pointsLedger).where(sql\`true\`);
}`;

describe('the table-ownership check', () => {
  it('fails on a module writing tables it does not own, naming file and line', () => {
    const files = [
      { path: 'modules/payroll/payroll.repository.ts', module: 'payroll', text: violatingPayroll },
    ];
    expect(findViolations(files, schemaNames, owners).map((v) => `${v.line} ${v.table} ${v.owner}`)).toEqual([
      '4 instalments agreements',
      '5 points_ledger points',
      '6 members members',
      '7 points_ledger points',
    ]);
  });

  it('accepts the owner writing its own table, and reads no write in comments, locks or upserts', () => {
    const text = `// update members here would be a comment
/* delete from members */
await tx.select().from(members).for('update');
await db.execute(sql\`insert into members (nik) values ('1') on conflict (nik) do update set nik = excluded.nik\`);`;
    expect(findWrites(text, schemaNames)).toEqual([{ table: 'members', line: 4 }]);
    const files = [{ path: 'modules/members/members.repository.ts', module: 'members', text }];
    expect(findViolations(files, schemaNames, owners)).toEqual([]);
  });

  it('counts a write of a table missing from the map as a violation', () => {
    const names = readSchemaNames(["export const blogArticles = pgTable('blog_articles', {});"]);
    const files = [{ path: 'modules/blog/blog.service.ts', module: 'blog', text: 'tx.insert(blogArticles)' }];
    expect(findViolations(files, names, {})).toMatchObject([{ table: 'blog_articles', owner: undefined }]);
  });

  it('passes on this tree, whose every table has an owner', () => {
    const scripts = join(import.meta.dirname, '../scripts');
    const { files, schemaNames: names } = readApiSources(join(import.meta.dirname, '..'));
    const map = readTableOwners(join(scripts, 'table-owners.json'));
    expect(findViolations(files, names, map)).toEqual([]);
    expect([...names.values()].filter((table) => !(table in map))).toEqual([]);
  });
});

import { todayInJakarta } from '@kopkar/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createApplication, createMember, createProduct, createStaff } from '../../../test/factories';
import { type AuthHeaders, signInStaff } from '../../../test/sessions';
import { auditLog, companies, contributions, members } from '../../db/schema';

let t: TestApp;
let admin: AuthHeaders;
let sjfId: number;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  const [sjf] = await t.app.db.insert(companies).values({ code: 'SJF', name: 'PT SJF' }).returning();
  await t.app.db.insert(companies).values({ code: 'SJM', name: 'PT SJM' });
  sjfId = sjf?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const HEADER =
  'NIK,Name,Company,Email,Phone,Birth Date,Gender,Address,Job Grade,Payroll Account No,Payroll Account Name,Join Date';
const GOOD_FILE = [
  HEADER,
  '500001,Andi Saputra,SJF,andi@contoh.co.id,081234567890,1990-05-17,L,"Jl. Melati 1, Jakarta",III,1234567890,ANDI SAPUTRA,2015-01-02',
  '500002,Budi Santoso,sjm,budi@contoh.co.id,081298765432,17-08-1988,P,Bekasi,II,9876543210,BUDI SANTOSO,01-02-2019',
].join('\n');

const send = (step: 'preview' | 'apply', csv: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/members/import/${step}`,
    headers: admin,
    payload: { csv },
  });

describe('HR import', () => {
  it('previews without writing, then applies; the same file again changes nothing', async () => {
    const preview = await send('preview', GOOD_FILE);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.summary).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 0 });
    expect(await t.app.db.select().from(members)).toHaveLength(0);

    const applied = await send('apply', GOOD_FILE);
    expect(applied.json().data.summary).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 0 });
    const [budi] = await t.app.db.select().from(members).where(eq(members.nik, '500002'));
    expect(budi).toMatchObject({
      name: 'Budi Santoso',
      birthDate: '1988-08-17',
      joinDate: '2019-02-01',
      gender: 'P',
      employeeId: '500002',
      isActive: true,
    });
    expect(budi?.passwordHash).toBeNull();

    const again = await send('apply', GOOD_FILE);
    expect(again.json().data.summary).toEqual({ created: 0, updated: 0, unchanged: 2, rejected: 0 });
    const imports = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'import-members'));
    expect(imports.map((entry) => (entry.after as { summary: unknown }).summary)).toEqual([
      { created: 2, updated: 0, unchanged: 0, rejected: 0 },
      { created: 0, updated: 0, unchanged: 2, rejected: 0 },
    ]);
  });

  it('updates only the fields that differ; an empty cell keeps the current value', async () => {
    const existing = await createMember(t.app.db, { nik: '510001', name: 'Citra Lama', companyId: sjfId });
    const csv = 'nik;name;company;email;job_grade\n510001;Citra Baru;SJF;;IV\n';
    const preview = await send('preview', csv);
    expect(preview.json().data.rows).toEqual([
      { line: 2, nik: '510001', outcome: 'update', changes: ['name', 'jobGrade'], errors: [] },
    ]);
    await send('apply', csv);
    const [row] = await t.app.db.select().from(members).where(eq(members.id, existing.id));
    expect(row).toMatchObject({ name: 'Citra Baru', jobGrade: 'IV', email: existing.email });
    expect(row?.passwordHash).toBe(existing.passwordHash);
  });

  it('rejects bad rows and every row of a NIK that appears twice, applying the valid rest', async () => {
    const csv = [
      HEADER,
      '520001,Dewi,SJF,bukan-email,0812,1990-02-30,X,,,12ab,,2020-13-01',
      '520002,Eka,XYZ,,,,,,,,,',
      '520003,Fajar,SJF,,,,,,,,,',
      '520003,Fajar Kembar,SJF,,,,,,,,,',
      'abc,,SJF,,,,,,,,,',
      '520004,Gita,SJF',
      '520005,Hadi,SJF,hadi@contoh.co.id,,,,,,,,',
    ].join('\n');
    const preview = await send('preview', csv);
    const { summary, rows } = preview.json().data;
    expect(summary).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 6 });
    const errorsOf = (line: number) =>
      rows.find((row: { line: number }) => row.line === line).errors.map((e: { path: string }) => e.path);
    expect(errorsOf(2)).toEqual(['email', 'phone', 'birthDate', 'gender', 'payrollAccountNo', 'joinDate']);
    expect(errorsOf(3)).toEqual(['company']);
    expect(errorsOf(4)).toEqual(['nik']);
    expect(errorsOf(5)).toEqual(['nik']);
    expect(errorsOf(6)).toEqual(['nik', 'name']);
    expect(errorsOf(7)).toEqual(['row']);

    const applied = await send('apply', csv);
    expect(applied.json().data.summary).toEqual(summary);
    const niks = (await t.app.db.select().from(members)).map((m) => m.nik);
    expect(niks).toContain('520005');
    expect(niks.filter((nik) => nik.startsWith('52000') && nik !== '520005')).toEqual([]);
  });

  it("books a new member's opening contribution balance once, as an OPENING ledger entry", async () => {
    const csv = [
      'nik,name,company,saldo_awal_iuran',
      '560001,Joko,SJF,1500000',
      '560002,Kartika,SJF,',
      '560003,Lina,SJF,1.500.000',
      '560004,Made,SJF,0',
      '560005,Nur,SJF,-5',
    ].join('\n');
    const preview = await send('preview', csv);
    const { summary, rows } = preview.json().data;
    expect(summary).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 3 });
    expect(rows.filter((row: { outcome: string }) => row.outcome === 'rejected')).toEqual(
      [4, 5, 6].map((line) =>
        expect.objectContaining({ line, errors: [expect.objectContaining({ path: 'openingContribution' })] }),
      ),
    );
    expect(await t.app.db.select().from(contributions)).toHaveLength(0);

    await send('apply', csv);
    const created = await t.app.db
      .select()
      .from(members)
      .where(inArray(members.nik, ['560001', '560002']));
    const idOf = (nik: string) => created.find((member) => member.nik === nik)?.id;
    const ledger = await t.app.db.select().from(contributions);
    expect(ledger).toEqual([
      expect.objectContaining({
        memberId: idOf('560001'),
        amount: 1_500_000,
        source: 'OPENING',
        period: todayInJakarta().slice(0, 7),
        payrollPeriodId: null,
      }),
    ]);

    // Known members: the column is not read again (the ledger is corrected by its own entries, not by HR files).
    const again = await send('apply', 'nik,name,company,opening_balance\n560001,Joko,SJF,9000000\n');
    expect(again.json().data.summary).toEqual({ created: 0, updated: 0, unchanged: 1, rejected: 0 });
    expect(await t.app.db.select().from(contributions)).toHaveLength(1);
  });

  it('keeps the company of a member whose application is still in approval', async () => {
    const member = await createMember(t.app.db, { nik: '540001', name: 'Indah' });
    await createApplication(t.app.db, member, (await createProduct(t.app.db)).id);
    const csv = 'nik,name,company\n540001,Indah,SJF\n';
    const preview = await send('preview', csv);
    expect(preview.json().data.rows[0]).toMatchObject({ outcome: 'rejected', errors: [{ path: 'company' }] });
    await send('apply', csv);
    const [row] = await t.app.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.companyId).toBe(member.companyId);
  });

  it('refuses files it cannot read with 422 and writes nothing', async () => {
    const before = (await t.app.db.select().from(members)).length;
    for (const csv of ['nik,name\n1,A\n', 'nik,name,company\n', 'nik,name,company\n"530001,A,SJF\n', '']) {
      const response = await send('apply', csv);
      expect(response.statusCode).toBe(422);
    }
    expect((await send('preview', 'x'.repeat(2_000_001))).statusCode).toBe(422);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/members/import/preview',
      headers: admin,
      payload: { file: 'nik' },
    });
    expect(noBody.statusCode).toBe(422);
    expect((await t.app.db.select().from(members)).length).toBe(before);
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createStaff } from '../../../test/factories';
import { type AuthHeaders, signInStaff } from '../../../test/sessions';
import { companies, members } from '../../db/schema';

let t: TestApp;
let admin: AuthHeaders;
let companyId: number;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  const [company] = await t.app.db
    .insert(companies)
    .values({ code: 'SJF', name: 'PT Sejahtera Finance Indonesia' })
    .returning();
  companyId = company?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const applyImport = (csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/members/import/apply',
    headers: admin,
    payload: { csv },
  });

describe('the HR import’s company column takes what it asks for: the code or the company’s name', () => {
  it('accepts the code, the full name, and either in another case or spacing', async () => {
    const csv = [
      'nik,name,company',
      '710001,Ani Kode,SJF',
      '710002,Budi Nama,PT Sejahtera Finance Indonesia',
      '710003,Cici Huruf,pt  sejahtera finance indonesia',
      '710004,Dodi Kecil,sjf',
    ].join('\n');
    const applied = await applyImport(csv);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toMatch(/^Impor selesai: 4 baru, 0 diperbarui, 0 tetap, 0 ditolak/);
    const rows = await t.app.db
      .select({ companyId: members.companyId })
      .from(members)
      .where(inArray(members.nik, ['710001', '710002', '710003', '710004']));
    expect(rows.map((row) => row.companyId)).toEqual([companyId, companyId, companyId, companyId]);
  });

  it('refuses an unknown company and says what the column wants', async () => {
    const applied = await applyImport('nik,name,company\n720001,Eka Salah,PT Tidak Ada\n');
    expect(applied.statusCode).toBe(200);
    expect(JSON.stringify(applied.json().data)).toContain(
      'Perusahaan PT Tidak Ada tidak dikenal: isi kode perusahaan (mis. SJF) atau nama lengkapnya',
    );
    expect(await t.app.db.$count(members, eq(members.nik, '720001'))).toBe(0);
  });
});

import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { type AuthHeaders, signInMember, signInStaff } from '../../../test/sessions';
import { auditLog, companies, members, outbox } from '../../db/schema';

let t: TestApp;
let admin: AuthHeaders;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  await t.app.db.insert(companies).values({ code: 'SJF', name: 'PT SJF' });
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

const latestMailBody = async (email: string) => {
  const [mail] = await t.app.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail?.body ?? '';
};

/** Lupa password as the portal calls it: OTP request, the code from the mail, verification, new password. */
async function activateThroughOtp(nik: string, email: string, password: string) {
  const { id } = (await t.app.inject({ method: 'GET', url: `/api/v1/otp/${nik}` })).json().data;
  const code = /password Anda: (\d{6})/.exec(await latestMailBody(email))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/v1/otp/verifikasi',
    payload: { nik, otp_code: code, id },
  });
  expect(verified.statusCode).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/reset-password',
    payload: { nik, new_password: password, id, otp_code: code },
  });
}

const replyOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

describe('new members from an HR import activate through the OTP flow', () => {
  it('creates them without a password; before activation a sign-in answers exactly like a wrong password', async () => {
    const csv = [
      'nik,name,company,email',
      '610001,Putri Imporan,SJF,putri@contoh.co.id',
      '610002,Rudi Imporan,SJF,rudi@contoh.co.id',
    ].join('\n');
    const applied = await applyImport(csv);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().message).toBe('Impor selesai: 2 baru, 0 diperbarui, 0 tetap, 0 ditolak');
    const created = await t.app.db
      .select({ nik: members.nik, passwordHash: members.passwordHash })
      .from(members)
      .where(inArray(members.nik, ['610001', '610002']));
    expect(created).toEqual([
      { nik: '610001', passwordHash: null },
      { nik: '610002', passwordHash: null },
    ]);

    // A pending account must not be told apart from a wrong password or an unknown NIK (no activation oracle).
    const existing = await createMember(t.app.db);
    const wrongPassword = replyOf(await signInMember(t.app, existing.nik, 'Bukan-Passwordnya-1'));
    const unknownNik = replyOf(await signInMember(t.app, '619999', 'Bukan-Passwordnya-1'));
    const pending = replyOf(await signInMember(t.app, '610001', 'Bukan-Passwordnya-1'));
    expect(wrongPassword).toEqual({
      status: 401,
      body: { code: 401, message: 'NIK atau password salah', data: null },
    });
    expect(pending).toEqual(wrongPassword);
    expect(unknownNik).toEqual(wrongPassword);
    // The empty string is no password either (the request schema refuses it before the check).
    expect((await signInMember(t.app, '610001', '')).statusCode).toBe(422);
  });

  it('counts sign-ins to a pending account against the lockout like wrong passwords', async () => {
    await applyImport('nik,name,company,email\n620001,Sari Imporan,SJF,sari@contoh.co.id\n');
    for (let i = 0; i < 5; i++) {
      expect((await signInMember(t.app, '620001', `Coba-Tebak-${i}`)).statusCode).toBe(401);
    }
    expect((await signInMember(t.app, '620001', 'Coba-Tebak-6')).statusCode).toBe(429);
  });

  it('sets the first password with the mailed OTP, then signs in with it', async () => {
    await applyImport('nik,name,company,email\n630001,Tono Imporan,SJF,tono@contoh.co.id\n');
    const reset = await activateThroughOtp('630001', 'tono@contoh.co.id', 'Pertama-Kali-2026');
    expect(reset.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(members).where(eq(members.nik, '630001'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordChangedAt).not.toBeNull();
    const signedIn = await signInMember(t.app, '630001', 'Pertama-Kali-2026');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ NIK: '630001', name: 'Tono Imporan' });
  });

  it('tells the ADMIN which new members have no e-mail; with one added, the back-office reset activates them', async () => {
    const applied = await applyImport('nik,name,company,email\n640001,Umi Tanpa Surel,SJF,\n');
    expect(applied.json().message).toBe(
      'Impor selesai: 1 baru, 0 diperbarui, 0 tetap, 0 ditolak. 1 anggota baru tanpa e-mail belum dapat aktivasi lewat Lupa Password: lengkapi e-mailnya dengan impor ulang, lalu Reset password di menu Anggota',
    );
    expect(applied.json().data).not.toHaveProperty('createdWithoutEmail');
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'import-members'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.after).toMatchObject({ createdWithoutEmail: ['640001'] });

    // No e-mail, no OTP: the request answers as always and queues nothing.
    const outboxBefore = (await t.app.db.select().from(outbox)).length;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/otp/640001' })).statusCode).toBe(200);
    expect(await t.app.db.select().from(outbox)).toHaveLength(outboxBefore);

    const [member] = await t.app.db.select().from(members).where(eq(members.nik, '640001'));
    const resetBy = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/members/${member?.id}/reset-password`,
        headers: admin,
      });
    expect((await resetBy()).statusCode).toBe(409);
    const withEmail = await applyImport(
      'nik,name,company,email\n640001,Umi Tanpa Surel,SJF,umi@contoh.co.id\n',
    );
    expect(withEmail.json().message).toBe('Impor selesai: 0 baru, 1 diperbarui, 0 tetap, 0 ditolak');
    expect((await resetBy()).statusCode).toBe(200);
    const mail = await latestMailBody('umi@contoh.co.id');
    const temporary = /Password sementara Anda:\s+(\S+)/.exec(mail)?.[1] ?? '';
    expect(temporary).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect((await signInMember(t.app, '640001', temporary)).statusCode).toBe(200);
  });

  it('updates many members in one apply, each keeping what its empty cells leave alone', async () => {
    await applyImport(
      [
        'nik,name,company,email,phone',
        '650001,Vina Lama,SJF,vina@contoh.co.id,081200000001',
        '650002,Wawan Lama,SJF,wawan@contoh.co.id,081200000002',
      ].join('\n'),
    );
    const applied = await applyImport(
      ['nik,name,company,email,phone', '650001,Vina Baru,SJF,,', '650002,Wawan Lama,SJF,,081299999999'].join(
        '\n',
      ),
    );
    expect(applied.json().data.rows).toEqual([
      { line: 2, nik: '650001', outcome: 'update', changes: ['name'], errors: [] },
      { line: 3, nik: '650002', outcome: 'update', changes: ['mobilePhone'], errors: [] },
    ]);
    const rows = await t.app.db
      .select({ nik: members.nik, name: members.name, email: members.email, phone: members.mobilePhone })
      .from(members)
      .where(inArray(members.nik, ['650001', '650002']))
      .orderBy(members.nik);
    expect(rows).toEqual([
      { nik: '650001', name: 'Vina Baru', email: 'vina@contoh.co.id', phone: '081200000001' },
      { nik: '650002', name: 'Wawan Lama', email: 'wawan@contoh.co.id', phone: '081299999999' },
    ]);
  });
});

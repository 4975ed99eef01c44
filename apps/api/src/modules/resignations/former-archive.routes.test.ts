import { FINANCIAL_RECORD_RETENTION_YEARS, RESIGNATION_MESSAGES } from '@kopkar/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createChain, createStaff } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-render';
import { createLeaver } from '../../../test/resignation-fixtures';
import { memberHeaders, signInMember, signInStaff } from '../../../test/sessions';
import { pdf, png, toDataUrl } from '../../../test/upload-fixtures';
import { members } from '../../db/schema';
import { REFRESH_COOKIE } from '../auth/auth.routes';

// ADR 0017: the closing statement, the former member's read-only archive, and what a pending resignation refuses.

let t: TestApp;
let finance: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function ask(headers: Record<string, string>) {
  const { quote } = (await get('/api/v1/Keluar', headers)).json().data;
  return post('/api/v1/Keluar', headers, {
    quotedPayout: quote.payout,
    quotedShortfall: quote.shortfall,
    confirm: true,
  });
}

/** A member with a running loan who asked to leave and whom FINANCE approved. */
async function approvedLeaver() {
  const leaver = await createLeaver(t.app.db, {}, { loan: true });
  const asked = await ask(await memberHeaders(t.app, leaver.member.nik));
  expect(asked.statusCode, asked.body).toBe(200);
  const approved = await post(`/api/v1/admin/resignations/${asked.json().data.id}/approve`, finance);
  expect(approved.statusCode, approved.body).toBe(200);
  return { ...leaver, resignation: approved.json().data };
}

/** The PDF's words on one line (pdftotext lays out columns with runs of spaces). */
const textOf = async (bytes: Buffer) => (await pdfText(bytes)).replace(/\s+/g, ' ');

describe('a member who left', () => {
  it('signs in read-only and downloads the closing statement, which stays one numbered, verifiable letter', async () => {
    const { member, loan, resignation } = await approvedLeaver();
    const login = await signInMember(t.app, member.nik);
    expect(login.statusCode, login.body).toBe(200);
    const { data } = login.json();
    expect(data.user).toBeUndefined();
    expect(data.former).toMatchObject({ name: member.name, nik: member.nik });
    expect(Number(data.former.accessUntil.slice(0, 4)) - Number(data.former.leftOn.slice(0, 4))).toBe(
      FINANCIAL_RECORD_RETENTION_YEARS,
    );
    const former = { authorization: `Bearer ${data.access_token}` };

    const archive = (await get('/api/v1/Arsip', former)).json().data;
    expect(archive.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'closing-statement',
      'settlement-letter',
      'savings-statement',
      'member-data',
    ]);
    const agreementNo = loan!.agreement.agreementNo;
    expect(archive.documents[1].path).toBe(`/Arsip/surat-lunas/${agreementNo}`);

    const statement = await get('/api/v1/Arsip/surat-keluar', former);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.headers['content-type']).toBe('application/pdf');
    const text = await textOf(statement.rawPayload);
    expect(text).toContain('SURAT KETERANGAN KELUAR ANGGOTA');
    expect(text).toMatch(/001\/SKK\//);
    expect(text).toContain(member.nik);
    expect(text).toContain('Simpanan pokok Rp 100.000');
    expect(text).toContain('Simpanan wajib Rp 3.000.000');
    expect(text).toContain('Simpanan sukarela Rp 4.000.000');
    expect(text).toContain('Jumlah simpanan Rp 7.100.000');
    expect(text).toContain(agreementNo);
    expect(text).toContain(`ke rekening 1234567890 a.n. Anggota Uji`);
    expect(text).toContain('tidak lagi memiliki kewajiban pinjaman');
    const again = await textOf((await get('/api/v1/Arsip/surat-keluar', former)).rawPayload);
    expect(again.match(/\d{3}\/SKK\/[^ ]+/)?.[0]).toBe(text.match(/\d{3}\/SKK\/[^ ]+/)?.[0]);

    const code = /([0-9A-Z]{4}(?:-[0-9A-Z]{4}){4})/.exec(text)?.[1];
    expect(code).toBeDefined();
    const verified = (await get(`/api/v1/verifikasi/${code}`, {})).json().data;
    expect(verified.kind).toBe('Surat Keterangan Keluar Anggota');
    expect(verified.figures).toContainEqual({
      label: 'Dibayarkan ke anggota',
      value: expect.stringContaining('Rp'),
    });
    expect(resignation.payoutAmount).toBeGreaterThan(0);

    for (const path of [`/api/v1/Arsip/surat-lunas/${agreementNo}`, '/api/v1/Arsip/rekening-simpanan']) {
      const file = await get(path, former);
      expect(file.statusCode, `${path} ${file.body.slice(0, 200)}`).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
    }
    const exported = await get('/api/v1/Arsip/data-saya', former);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');

    // Refreshing keeps it read-only: the cookie's family answers a former session again.
    const cookie = login.cookies.find((c) => c.name === REFRESH_COOKIE);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      cookies: { [cookie!.name]: cookie!.value },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().data.former.nik).toBe(member.nik);
    expect(refreshed.json().data.user).toBeUndefined();

    // Everything else refuses the token in the guard; another member's agreement is not theirs.
    expect((await get('/api/v1/me', former)).json().message).toBe('Khusus anggota koperasi');
    expect((await get('/api/v1/Keluar', former)).statusCode).toBe(403);
    expect((await get('/api/v1/Arsip/surat-lunas/PK-TIDAK-ADA', former)).statusCode).toBe(404);
    // A member's own token does not open the archive.
    const active = await memberHeaders(t.app, (await createLeaver(t.app.db)).member.nik);
    const refused = await get('/api/v1/Arsip', active);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Khusus arsip mantan anggota');
  });

  it('is closed for good once the retention period has passed', async () => {
    const { member } = await approvedLeaver();
    const former = {
      authorization: `Bearer ${(await signInMember(t.app, member.nik)).json().data.access_token}`,
    };
    expect((await get('/api/v1/Arsip', former)).statusCode).toBe(200);
    await t.app.db
      .update(members)
      .set({
        resignedAt: sql`now() - make_interval(years => ${FINANCIAL_RECORD_RETENTION_YEARS}, days => 1)`,
      })
      .where(eq(members.id, member.id));
    const expired = await get('/api/v1/Arsip', former);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('token_expired');
    const login = await signInMember(t.app, member.nik);
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(RESIGNATION_MESSAGES.ACCOUNT_CLOSED);
    const guess = await signInMember(t.app, member.nik, 'SalahSekali123!');
    expect(guess.json().message).toBe('NIK atau password salah');
  });
});

describe('a pending resignation', () => {
  it('refuses a sukarela withdrawal and a loan application with the reason, until it is withdrawn', async () => {
    const { member, product } = await createLeaver(t.app.db, {}, { loan: true });
    await createChain(t.app.db, member.companyId);
    const headers = await memberHeaders(t.app, member.nik);
    const asked = await ask(headers);
    expect(asked.statusCode, asked.body).toBe(200);

    const withdraw = () =>
      post(
        '/api/v1/Simpanan/Sukarela/Tarik',
        { ...headers, 'idempotency-key': crypto.randomUUID() },
        {
          NIK: member.nik,
          Jumlah: 500_000,
        },
      );
    const refusedWithdrawal = await withdraw();
    expect(refusedWithdrawal.statusCode).toBe(409);
    expect(refusedWithdrawal.json().message).toBe(RESIGNATION_MESSAGES.PENDING_BLOCKS_WITHDRAWAL);

    const application = {
      NIK: member.nik,
      EmployeeName: member.name,
      ProductID: product!.id,
      FinancePurpose: 'Pendidikan',
      PhotoKTP: toDataUrl(await png(), 'image/png'),
      PhotoPendukung: toDataUrl(pdf(), 'application/pdf'),
      DocPendukung: toDataUrl(pdf(), 'application/pdf'),
      loan_amount: 1_000_000,
      interest: 12,
      term_years: 1,
      tenor: 6,
      InstallmentAmount: 0,
      OSPrincipalAmount: 1_000_000,
      OSPInterestAmount: 0,
      from_web: 1,
    };
    const refusedApplication = await post('/api/v1/PengajuanPinjaman', headers, application);
    expect(refusedApplication.statusCode).toBe(409);
    expect(refusedApplication.json().message).toBe(RESIGNATION_MESSAGES.PENDING_BLOCKS_APPLICATION);
    // A deposit stays open: it is how a member covers a shortfall.
    expect((await get('/api/v1/Keluar', headers)).json().data.request.status).toBe('PENDING');

    expect((await post(`/api/v1/Keluar/${asked.json().data.id}/batal`, headers)).statusCode).toBe(200);
    const allowed = await withdraw();
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});

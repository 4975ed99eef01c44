import { RESIGNATION_MESSAGES } from '@kopkar/domain';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createApplication, createStaff } from '../../../test/factories';
import { createLeaver } from '../../../test/resignation-fixtures';
import { memberHeaders, signInMember, signInStaff } from '../../../test/sessions';
import {
  agreements,
  applications,
  auditLog,
  contributions,
  instalments,
  members,
  outbox,
  savingsLedger,
  settlements,
} from '../../db/schema';

let t: TestApp;
let finance: Record<string, string>;
let hc: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
  hc = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'HC' })).username);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** Reads the quote and asks to leave with exactly its figures. */
async function ask(headers: Record<string, string>) {
  const { quote } = (await get('/api/v1/Keluar', headers)).json().data;
  return post('/api/v1/Keluar', headers, {
    quotedPayout: quote.payout,
    quotedShortfall: quote.shortfall,
    note: 'Pindah kerja',
    confirm: true,
  });
}

const ledgerSum = async (memberId: number, kind: string) => {
  const [row] = await t.app.db
    .select({ total: sum(savingsLedger.delta) })
    .from(savingsLedger)
    .where(and(eq(savingsLedger.memberId, memberId), eq(savingsLedger.kind, kind)));
  return Number(row?.total ?? 0);
};

describe('leaving the cooperative', () => {
  it('quotes savings minus the running loan, FINANCE approves, the loan is settled from savings and sign-in ends', async () => {
    const { member, loan } = await createLeaver(t.app.db, {}, { loan: true });
    const headers = await memberHeaders(t.app, member.nik);
    const { quote, request } = (await get('/api/v1/Keluar', headers)).json().data;
    expect(request).toBeNull();
    expect(quote.savings).toEqual({ pokok: 100_000, wajib: 3_000_000, sukarela: 4_000_000, unpaidShu: 0 });
    expect(quote.loans).toHaveLength(1);
    expect(quote.loans[0].agreementNo).toBe(loan?.agreement.agreementNo);
    expect(quote.totalLoans).toBe(quote.loans[0].settlementAmount);
    expect(quote.payout).toBe(7_100_000 - quote.totalLoans);
    expect(quote.blockedReason).toBeNull();
    expect(quote.payoutAccount).toEqual({ accountNo: '1234567890', accountName: 'Anggota Uji' });

    const asked = await ask(headers);
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().data.id;

    const queue = (await get('/api/v1/admin/resignations', finance)).json().data;
    expect(queue.map((row: { id: number }) => row.id)).toContain(id);
    const detail = (await get(`/api/v1/admin/resignations/${id}`, finance)).json().data;
    expect(detail.quote.payout).toBe(quote.payout);

    // Asking to leave moves no money.
    expect(await linesOfEvent(t.app.db, `resignation:${id}`)).toEqual([]);
    const books = await watchBooks(t.app.db);
    const approved = await post(`/api/v1/admin/resignations/${id}/approve`, finance);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'APPROVED',
      payoutAmount: quote.payout,
      payoutAccountNo: '1234567890',
      settledLoans: [{ agreementNo: loan?.agreement.agreementNo, settlementAmount: quote.totalLoans }],
    });
    // One entry: every saving comes off the books, the loan is settled from them (the 5.049.083 of principal left
    // after two rows closes the receivable, the interest to today is earned) and the bank pays out the rest.
    const interest = quote.totalLoans - 5_049_083;
    expect(quote.loans[0]).toMatchObject({ principal: 5_049_083, interest });
    const clearanceLines = [
      '3101 D 100000',
      '3102 D 3000000',
      '2101 D 4000000',
      '1201 K 5049083',
      `4101 K ${interest}`,
      `1102 K ${7_100_000 - quote.totalLoans}`,
    ];
    expect(await linesOfEvent(t.app.db, `resignation:${id}`)).toEqual(clearanceLines);
    await books.expectMovedTogether();

    const [agreement] = await t.app.db.select().from(agreements).where(eq(agreements.id, loan!.agreement.id));
    expect(agreement?.status).toBe('FIN');
    const [settlement] = await t.app.db
      .select()
      .from(settlements)
      .where(eq(settlements.agreementId, loan!.agreement.id));
    expect(settlement).toMatchObject({ status: 'PAI', paidFromSavings: true, total: quote.totalLoans });
    // The interest the books earned is what the rows the settlement closed were paid on top of their principal.
    const closedRows = await t.app.db
      .select()
      .from(instalments)
      .where(eq(instalments.settlementId, settlement!.id));
    expect(closedRows.reduce((sum, row) => sum + (row.paidAmount ?? 0) - row.principal, 0)).toBe(interest);
    expect(await ledgerSum(member.id, 'POKOK')).toBe(0);
    expect(await ledgerSum(member.id, 'SUKARELA')).toBe(0);
    const [wajib] = await t.app.db
      .select({ total: sum(contributions.amount) })
      .from(contributions)
      .where(eq(contributions.memberId, member.id));
    expect(Number(wajib?.total)).toBe(0);
    const [closed] = await t.app.db.select().from(members).where(eq(members.id, member.id));
    expect(closed?.isActive).toBe(false);
    expect(closed?.resignedAt).not.toBeNull();
    const mail = await t.app.db.select().from(outbox).where(eq(outbox.toAddress, member.email!));
    expect(mail.map((row) => row.subject)).toContain('Pengunduran diri dari koperasi disetujui');
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approve-resignation'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);

    // The old token is worthless at once; signing in again gives only a read-only former session (ADR 0017).
    expect((await get('/api/v1/Keluar', headers)).statusCode).toBe(403);
    const login = await signInMember(t.app, member.nik);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toBeUndefined();
    expect(login.json().data.former.nik).toBe(member.nik);
    const notice = mail.find((row) => row.subject === 'Pengunduran diri dari koperasi disetujui');
    expect(notice?.body).toContain('Surat Keterangan Keluar Anggota');
    expect(notice?.body).toMatch(/masuk ke portal dengan NIK dan password Anda sampai \d{2}-\d{2}-\d{4}/);
    // A wrong password still reads as a wrong password (nothing told to someone without it).
    const guess = await signInMember(t.app, member.nik, 'SalahSekali123!');
    expect(guess.json().message).toBe('NIK atau password salah');

    const again = await post(`/api/v1/admin/resignations/${id}/approve`, finance);
    expect(again.statusCode).toBe(409);
    // Already decided: the entry is written once.
    expect(await linesOfEvent(t.app.db, `resignation:${id}`)).toEqual(clearanceLines);
    await books.expectMovedTogether();
  });

  it('is blocked while an application is in approval or a settlement is open, and refuses a quote that is no longer today’s', async () => {
    const { member, product, loan } = await createLeaver(t.app.db, {}, { loan: true });
    const headers = await memberHeaders(t.app, member.nik);
    const pending = await createApplication(t.app.db, member, product!.id, { status: 'NEW' });
    const { quote } = (await get('/api/v1/Keluar', headers)).json().data;
    expect(quote.blockedReason).toBe(RESIGNATION_MESSAGES.APPLICATION_IN_APPROVAL);
    const blocked = await ask(headers);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(RESIGNATION_MESSAGES.APPLICATION_IN_APPROVAL);

    await t.app.db.update(applications).set({ status: 'CNCL' }).where(eq(applications.id, pending.id));
    const [open] = await t.app.db
      .insert(settlements)
      .values({
        agreementId: loan!.agreement.id,
        memberId: member.id,
        plannedDate: '2026-11-30',
        outstandingPrincipal: 1,
        interest: 0,
        total: 1,
      })
      .returning();
    const settling = await ask(headers);
    expect(settling.statusCode).toBe(409);
    expect(settling.json().message).toBe(RESIGNATION_MESSAGES.SETTLEMENT_IN_PROGRESS);
    await t.app.db.update(settlements).set({ status: 'RJT' }).where(eq(settlements.id, open!.id));
    const stale = await post('/api/v1/Keluar', headers, {
      quotedPayout: quote.payout + 1,
      quotedShortfall: 0,
      confirm: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(RESIGNATION_MESSAGES.QUOTE_CHANGED);
  });

  it('keeps one open request per member, lets the member withdraw it, and hides it from other members', async () => {
    const { member } = await createLeaver(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    const first = await ask(headers);
    expect(first.statusCode).toBe(200);
    const second = await ask(headers);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(RESIGNATION_MESSAGES.ALREADY_OPEN);

    const other = await memberHeaders(t.app, (await createLeaver(t.app.db)).member.nik);
    const id = first.json().data.id;
    expect((await post(`/api/v1/Keluar/${id}/batal`, other)).statusCode).toBe(404);
    const withdrawn = await post(`/api/v1/Keluar/${id}/batal`, headers);
    expect(withdrawn.json().data.status).toBe('WITHDRAWN');
    expect((await post(`/api/v1/Keluar/${id}/batal`, headers)).statusCode).toBe(409);
    expect((await ask(headers)).statusCode).toBe(200);
  });

  it('refuses approval while savings do not cover the loan, and FINANCE may refuse with a reason', async () => {
    const { member } = await createLeaver(t.app.db, { wajib: 500_000, sukarela: 0 }, { loan: true });
    const headers = await memberHeaders(t.app, member.nik);
    const asked = await ask(headers);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.quotedShortfall).toBeGreaterThan(0);
    const id = asked.json().data.id;
    const refused = await post(`/api/v1/admin/resignations/${id}/approve`, finance);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Simpanan belum cukup untuk melunasi pinjaman: kurang Rp /);
    expect(await ledgerSum(member.id, 'POKOK')).toBe(100_000);
    expect(await linesOfEvent(t.app.db, `resignation:${id}`)).toEqual([]);

    expect((await post(`/api/v1/admin/resignations/${id}/reject`, finance, { reason: '' })).statusCode).toBe(
      422,
    );
    const rejected = await post(`/api/v1/admin/resignations/${id}/reject`, finance, {
      reason: 'Lunasi dulu',
    });
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', rejectReason: 'Lunasi dulu' });
    expect((await get('/api/v1/Keluar', headers)).json().data.request.status).toBe('REJECTED');
  });

  it('guards roles, bodies and ids', async () => {
    const { member } = await createLeaver(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    expect((await get('/api/v1/admin/resignations', hc)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/resignations', headers)).statusCode).toBe(403);
    expect((await get('/api/v1/Keluar', finance)).statusCode).toBe(403);
    const malformed = await post('/api/v1/Keluar', headers, { quotedPayout: -5, confirm: false });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.body).toContain('Centang pernyataan bahwa Anda memahami akibat keluar dari koperasi');
    expect((await get('/api/v1/admin/resignations/999999', finance)).statusCode).toBe(404);
    expect((await post('/api/v1/admin/resignations/abc/approve', finance)).statusCode).toBe(422);
  });
});

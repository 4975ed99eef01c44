import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMember, createStaff } from '../../../test/factories';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { auditLog, dataRequests, members, notifications } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
let finance: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  admin = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'ADMIN' })).username);
  finance = await signInStaff(t.app, (await createStaff(t.app.db, { role: 'FINANCE' })).username);
});
afterAll(async () => {
  await t?.close();
});

const MINE = '/api/v1/account/data-requests';
const QUEUE = '/api/v1/admin/data-requests';

async function signedInMember(overrides: Partial<typeof members.$inferInsert> = {}) {
  const member = await createMember(t.app.db, overrides);
  return { member, headers: await memberHeaders(t.app, member.nik) };
}
const submit = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: MINE, headers, payload });
/** The field messages of a 422. */
const messagesOf = (reply: { json(): { data: { errors: { message: string }[] } } }) =>
  reply
    .json()
    .data.errors.map((error) => error.message)
    .join(' | ');
const decide = (id: number, decision: 'approve' | 'refuse', headers = admin, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `${QUEUE}/${id}/${decision}`, headers, payload });

describe('correction requests', () => {
  it('a member asks to correct the name; ADMIN approves; the member row changes and the decision is audited', async () => {
    const { member, headers } = await signedInMember({ name: 'Siti Aminh' });
    const sent = await submit(headers, {
      topic: 'NAME',
      name: 'Siti Aminah',
      note: 'Salah ketik saat impor',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json().data;
    expect(request).toMatchObject({ topic: 'NAME', status: 'DIAJUKAN', proposed: { name: 'Siti Aminah' } });
    expect(Date.parse(request.deadline) - Date.parse(request.submittedAt)).toBe(72 * 3_600_000);
    expect(request.isOverdue).toBe(false);

    const queue = await t.app.inject({ method: 'GET', url: QUEUE, headers: admin });
    expect(queue.statusCode).toBe(200);
    const entry = queue.json().data.find((item: { id: number }) => item.id === request.id);
    expect(entry).toMatchObject({
      member: { id: member.id, nik: member.nik },
      current: { name: 'Siti Aminh' },
    });

    const approved = await decide(request.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('DISETUJUI');
    const [row] = await t.app.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.name).toBe('Siti Aminah');
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'approve-data-request'), eq(auditLog.entityId, String(request.id))));
    expect(audit?.after).toMatchObject({
      status: 'DISETUJUI',
      changes: { before: { name: 'Siti Aminh' }, after: { name: 'Siti Aminah' } },
    });

    const [notice] = await t.app.db.select().from(notifications).where(eq(notifications.memberId, member.id));
    expect(notice).toMatchObject({
      logHeader: 'DATA_OK',
      logDesc: 'Permintaan koreksi nama Anda disetujui. Data Anda sudah diperbarui.',
    });

    const mine = await t.app.inject({ method: 'GET', url: MINE, headers });
    expect(mine.json().data[0]).toMatchObject({ id: request.id, status: 'DISETUJUI' });
    expect(mine.json().data[0].decidedAt).not.toBeNull();
  });

  it('writes both payroll account fields and nothing else', async () => {
    const { member, headers } = await signedInMember({ payrollAccountNo: '111111', address: 'Jl. Lama 1' });
    const sent = await submit(headers, {
      topic: 'PAYROLL_ACCOUNT',
      payrollAccountNo: '9876543210',
      payrollAccountName: 'Budi Santoso',
    });
    expect((await decide(sent.json().data.id, 'approve')).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({
      payrollAccountNo: '9876543210',
      payrollAccountName: 'Budi Santoso',
      address: 'Jl. Lama 1',
      name: member.name,
    });
  });

  it('ADMIN refuses with a reason the member reads; the member row stays; a reason is required', async () => {
    const { member, headers } = await signedInMember({ birthDate: '1990-05-01' });
    const id = (await submit(headers, { topic: 'BIRTH_DATE', birthDate: '1990-05-10' })).json().data.id;
    const noReason = await decide(id, 'refuse');
    expect(noReason.statusCode).toBe(422);
    expect(messagesOf(noReason)).toContain('Alasan wajib diisi');
    const refused = await decide(id, 'refuse', admin, { reason: 'Tanggal lahir di KTP 01-05-1990' });
    expect(refused.statusCode).toBe(200);
    const mine = (await t.app.inject({ method: 'GET', url: MINE, headers })).json().data;
    expect(mine[0]).toMatchObject({ status: 'DITOLAK', refusalReason: 'Tanggal lahir di KTP 01-05-1990' });
    const [row] = await t.app.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.birthDate).toBe('1990-05-01');
    const [notice] = await t.app.db.select().from(notifications).where(eq(notifications.memberId, member.id));
    expect(notice).toMatchObject({
      logHeader: 'DATA_TOLAK',
      logDesc: 'Permintaan koreksi tanggal lahir Anda ditolak. Alasan: Tanggal lahir di KTP 01-05-1990',
    });
  });

  it('keeps one open request per topic: a double submit gets 409, another topic is fine, a decided one frees it', async () => {
    const { member, headers } = await signedInMember();
    const payload = { topic: 'ADDRESS', address: 'Jl. Merdeka 10, Bandung' };
    const first = await submit(headers, payload);
    const second = await submit(headers, payload);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'Permintaan koreksi alamat Anda masih diproses. Tunggu keputusannya sebelum mengajukan lagi.',
    );
    expect((await submit(headers, { topic: 'NAME', name: 'Nama Baru' })).statusCode).toBe(201);
    await decide(first.json().data.id, 'refuse', admin, { reason: 'Mohon lampirkan alamat lengkap' });
    expect((await submit(headers, payload)).statusCode).toBe(201);
    expect(await t.app.db.$count(dataRequests, eq(dataRequests.memberId, member.id))).toBe(3);
  });

  it('decides once: a second decision is 409, an unknown request 404', async () => {
    const { headers } = await signedInMember();
    const id = (await submit(headers, { topic: 'NAME', name: 'Nama Benar' })).json().data.id;
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    const again = await decide(id, 'refuse', admin, { reason: 'terlambat' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Permintaan ini sudah diputuskan');
    expect((await decide(id, 'approve')).statusCode).toBe(409);
    expect((await decide(2_000_000, 'approve')).statusCode).toBe(404);
  });
});

describe('the ADMIN queue', () => {
  it('lists only open requests, overdue first, then by deadline', async () => {
    const early = await signedInMember();
    const late = await signedInMember();
    const recent = (await submit(early.headers, { topic: 'NAME', name: 'Baru Saja' })).json().data.id;
    const overdue = (await submit(late.headers, { topic: 'ADDRESS', address: 'Jl. Lama Sekali' })).json().data
      .id;
    // Filed four days ago: past its 72 hours.
    await t.app.db
      .update(dataRequests)
      .set({ submittedAt: new Date(Date.now() - 96 * 3_600_000) })
      .where(eq(dataRequests.id, overdue));
    const queue = (await t.app.inject({ method: 'GET', url: QUEUE, headers: admin })).json().data as {
      id: number;
      status: string;
      isOverdue: boolean;
    }[];
    expect(queue.every((item) => item.status === 'DIAJUKAN')).toBe(true);
    expect(queue[0]).toMatchObject({ id: overdue, isOverdue: true });
    const ids = queue.map((item) => item.id);
    expect(ids.indexOf(overdue)).toBeLessThan(ids.indexOf(recent));
    expect(queue.find((item) => item.id === recent)?.isOverdue).toBe(false);
  });
});

describe('who may do what', () => {
  it('a member sees only their own requests', async () => {
    const alice = await signedInMember();
    const bob = await signedInMember();
    await submit(alice.headers, { topic: 'NAME', name: 'Alice Benar' });
    const bobs = await t.app.inject({ method: 'GET', url: MINE, headers: bob.headers });
    expect(bobs.statusCode).toBe(200);
    expect(bobs.json().data).toEqual([]);
  });

  it('only ADMIN reads the queue and decides; members and visitors are turned away', async () => {
    const { headers } = await signedInMember();
    const id = (await submit(headers, { topic: 'NAME', name: 'Nama Lain' })).json().data.id;
    expect((await t.app.inject({ method: 'GET', url: QUEUE, headers: finance })).statusCode).toBe(403);
    expect((await decide(id, 'approve', finance)).statusCode).toBe(403);
    expect((await decide(id, 'approve', headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: QUEUE })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: MINE, headers: admin })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: MINE, payload: { topic: 'DELETION' } })).statusCode,
    ).toBe(401);
    const [row] = await t.app.db.select().from(dataRequests).where(eq(dataRequests.id, id));
    expect(row?.status).toBe('DIAJUKAN');
  });

  it('refuses malformed requests in Indonesian', async () => {
    const { headers } = await signedInMember();
    const cases: [object, string][] = [
      [{ topic: 'EMAIL', email: 'x@y.z' }, 'Jenis permintaan tidak dikenal'],
      [{ topic: 'BIRTH_DATE', birthDate: '31-12-1990' }, 'Format tanggal YYYY-MM-DD'],
      [
        { topic: 'PAYROLL_ACCOUNT', payrollAccountNo: 'abc', payrollAccountName: 'X' },
        'Nomor rekening hanya angka',
      ],
      [{ topic: 'NAME', name: '' }, 'Nama wajib diisi'],
    ];
    for (const [payload, message] of cases) {
      const reply = await submit(headers, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(422);
      expect(messagesOf(reply)).toContain(message);
    }
    expect((await decide(0, 'approve')).statusCode).toBe(422);
  });
});

describe('the member’s data export', () => {
  it('holds their requests with the outcome, never the deciding staff account', async () => {
    const { headers } = await signedInMember();
    const id = (await submit(headers, { topic: 'ADDRESS', address: 'Jl. Ekspor 1' })).json().data.id;
    await decide(id, 'refuse', admin, { reason: 'Alamat belum lengkap' });
    const archive = await t.app.inject({ method: 'GET', url: '/api/v1/account/data/export', headers });
    expect(archive.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(archive.rawPayload));
    const data = JSON.parse(Buffer.from(entries['data.json'] ?? new Uint8Array()).toString('utf8'));
    expect(data.dataRequests).toEqual([
      expect.objectContaining({
        topic: 'ADDRESS',
        status: 'DITOLAK',
        proposed: { address: 'Jl. Ekspor 1' },
        refusalReason: 'Alamat belum lengkap',
      }),
    ]);
    expect(data.dataRequests[0]).not.toHaveProperty('decidedBy');
    expect(data.dataRequests[0]).not.toHaveProperty('memberId');
  });
});

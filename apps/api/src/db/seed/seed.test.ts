import { and, eq, isNotNull, isNull, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../client';
import {
  agreements,
  applications,
  contributions,
  governanceDocuments,
  instalments,
  members,
  notifications,
  pointsLedger,
  settings,
  staff,
} from '../schema/index';
import { DEMO_POINTS_SITI, isDatabaseEmpty, seedDemoData } from './index';

const TODAY = '2026-03-14';
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  expect(await isDatabaseEmpty(handle.db)).toBe(true);
  await seedDemoData(handle.db, { passwordHash: 'demo-hash', today: TODAY });
});

afterAll(async () => {
  await handle?.close();
});

async function memberId(nik: string): Promise<number> {
  const [row] = await handle.db.select({ id: members.id }).from(members).where(eq(members.nik, nik));
  if (!row) throw new Error(`member ${nik} missing`);
  return row.id;
}

async function contributionBalance(nik: string): Promise<number> {
  const [row] = await handle.db
    .select({ total: sum(contributions.amount) })
    .from(contributions)
    .where(eq(contributions.memberId, await memberId(nik)));
  return Number(row?.total ?? 0);
}

async function loanStatuses(nik: string): Promise<string[]> {
  const rows = await handle.db
    .select({ type: applications.type, status: applications.status })
    .from(applications)
    .where(eq(applications.memberId, await memberId(nik)));
  return rows.map((row) => `${row.type}:${row.status}`).sort();
}

describe('seedDemoData', () => {
  it('marks the database as no longer empty', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it('creates the four demo members with the same password hash', async () => {
    const rows = await handle.db
      .select({ nik: members.nik, name: members.name, email: members.email, phone: members.mobilePhone })
      .from(members)
      .orderBy(members.nik);
    expect(rows.map((row) => `${row.nik} ${row.name}`)).toEqual([
      '100001 Budi Santoso',
      '100002 Siti Rahmawati',
      '100003 Andi Wijaya',
      '100004 Dewi Lestari',
    ]);
    const andi = rows.find((row) => row.nik === '100003');
    expect([andi?.email, andi?.phone]).toEqual([null, null]);
    expect(rows.filter((row) => row.email && row.phone)).toHaveLength(3);
    const hashes = await handle.db.selectDistinct({ hash: members.passwordHash }).from(members);
    expect(hashes).toEqual([{ hash: 'demo-hash' }]);
  });

  it('creates every staff role, all with the demo hash', async () => {
    const rows = await handle.db.select({ username: staff.username, role: staff.role }).from(staff);
    const byName = Object.fromEntries(rows.map((row) => [row.username, row.role]));
    expect(byName).toMatchObject({
      admin: 'ADMIN',
      hc: 'HC',
      approver1: 'APPROVER',
      approver2: 'APPROVER',
      finance: 'FINANCE',
      editor: 'EDITOR',
    });
    const hashes = await handle.db.selectDistinct({ hash: staff.passwordHash }).from(staff);
    expect(hashes).toEqual([{ hash: 'demo-hash' }]);
  });

  it('gives Budi wajib from March 2019 to February 2026 (84 × Rp 100.000, grade III) and no loans', async () => {
    expect(await contributionBalance('100001')).toBe(8_400_000);
    expect(await loanStatuses('100001')).toEqual([]);
  });

  it('gives Siti FIN, RJT, CNCL, a running loan, a waiting counter-offer and 250 points', async () => {
    expect(await loanStatuses('100002')).toEqual(['NEW:CNCL', 'NEW:FIN', 'NEW:FUN', 'NEW:RJT', 'NST:RJT']);
    const id = await memberId('100002');
    const [points] = await handle.db
      .select({ total: sum(pointsLedger.delta) })
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, id));
    expect(Number(points?.total)).toBe(DEMO_POINTS_SITI);
    const headers = await handle.db
      .selectDistinct({ header: notifications.logHeader })
      .from(notifications)
      .where(eq(notifications.memberId, id));
    expect(headers.map((row) => row.header)).toEqual(
      expect.arrayContaining(['APV', 'FUN', 'RJT', 'CNCL', 'NEW']),
    );
  });

  it("leaves Siti's counter-offer waiting with lower terms than she asked for", async () => {
    const [offer] = await handle.db
      .select()
      .from(applications)
      .where(and(eq(applications.memberId, await memberId('100002')), eq(applications.type, 'NST')));
    expect(offer).toMatchObject({
      status: 'RJT',
      amount: 20_000_000,
      offeredAmount: 15_000_000,
      offeredTenorMonths: 18,
      offerStatus: 'OPEN',
    });
    expect(offer?.offeredInstalmentAmount).toBeGreaterThan(0);
  });

  it("pays Siti's 12-month FUN schedule up to today and leaves the rest open", async () => {
    const [running] = await handle.db
      .select({ id: agreements.id, tenor: agreements.tenorMonths })
      .from(agreements)
      .where(and(eq(agreements.memberId, await memberId('100002')), eq(agreements.status, 'FUN')));
    expect(running?.tenor).toBe(12);
    const rows = await handle.db
      .select()
      .from(instalments)
      .where(eq(instalments.agreementId, running?.id ?? 0))
      .orderBy(instalments.seq);
    expect(rows).toHaveLength(12);
    // Funded 2025-10-10, first deduction 2025-11-25: Nov, Dec, Jan and Feb are due before 2026-03-14.
    expect(rows.filter((row) => row.paidDate !== null).map((row) => row.dueDate)).toEqual([
      '2025-11-25',
      '2025-12-25',
      '2026-01-25',
      '2026-02-25',
    ]);
    expect(rows.reduce((total, row) => total + row.principal, 0)).toBe(12_000_000);
    expect(rows.at(-1)?.outstanding).toBe(0);
  });

  it('gives Dewi two running loans and nothing finished', async () => {
    expect(await loanStatuses('100004')).toEqual(['NEW:FUN', 'NEW:FUN']);
    const open = await handle.db
      .select({ id: instalments.id })
      .from(instalments)
      .innerJoin(agreements, eq(agreements.id, instalments.agreementId))
      .where(and(eq(agreements.memberId, await memberId('100004')), isNull(instalments.paidDate)));
    expect(open.length).toBeGreaterThan(0);
  });

  it('marks every instalment of a FIN agreement paid', async () => {
    const unpaidOfFinished = await handle.db
      .select({ id: instalments.id })
      .from(instalments)
      .innerJoin(agreements, eq(agreements.id, instalments.agreementId))
      .where(and(eq(agreements.status, 'FIN'), isNull(instalments.paidDate)));
    expect(unpaidOfFinished).toEqual([]);
    const paidOfFinished = await handle.db
      .select({ id: instalments.id })
      .from(instalments)
      .innerJoin(agreements, eq(agreements.id, instalments.agreementId))
      .where(and(eq(agreements.status, 'FIN'), isNotNull(instalments.paidDate)));
    expect(paidOfFinished).toHaveLength(12);
  });

  it('stores the AD/ART and last year’s RAT report and minutes for /dokumen', async () => {
    expect(await handle.db.$count(governanceDocuments)).toBe(3);
  });

  it('stores the brand and the loan settings', async () => {
    const rows = await handle.db.select({ key: settings.key, value: settings.value }).from(settings);
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(byKey['coop.name']).toBe('Koperasi Karyawan Sejahtera Bersama');
    expect(byKey['coop.appStoreUrl']).toBeNull();
    expect(byKey['loan.contributionMultiplier']).toBe(10);
    expect(byKey['funding.ptaPercent']).toBe(0.5);
  });
});

import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import * as schema from './schema/index';
import { agreements, applications, companies, members, products, settlements, staff } from './schema/index';

let handle: DatabaseHandle;
let companyId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  const [company] = await handle.db
    .insert(companies)
    .values({ code: 'UJI', name: 'PT Uji' })
    .returning({ id: companies.id });
  companyId = company?.id ?? 0;
});

afterAll(async () => {
  await handle?.close();
});

/** Error text of a rejected query, including the driver's cause (drizzle wraps it). */
async function captureError(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  throw new Error('expected the statement to be refused');
}

async function insertMember(nik: string): Promise<number> {
  const [member] = await handle.db
    .insert(members)
    .values({ nik, employeeId: `E${nik}`, companyId, name: 'Uji', passwordHash: 'x' })
    .returning({ id: members.id });
  return member?.id ?? 0;
}

describe('migrations', () => {
  it('create every table on a fresh database and run again as a no-op', async () => {
    await runMigrations(handle);
    const result = await handle.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    // Exactly the schema's tables: one the migrations forgot, or one they left behind (a dropped table), fails.
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table));
    expect(result.rows.map((row) => row.name).sort()).toEqual(declared.sort());
    expect(await handle.db.$count(members)).toBe(0);
    expect(await handle.db.$count(companies)).toBe(1);
  });

  it('refuse a staff role outside the known set (CHECK)', async () => {
    const message = await captureError(() =>
      handle.db.insert(staff).values({ username: 'x', name: 'X', passwordHash: 'x', role: 'ROOT' }),
    );
    expect(message).toContain('staff_role_check');
  });

  it('refuse a second member with the same NIK (unique)', async () => {
    await insertMember('900001');
    const message = await captureError(() => insertMember('900001'));
    expect(message).toContain('members_nik_unique');
  });

  it('refuse a second open settlement for one agreement (partial unique index)', async () => {
    const memberId = await insertMember('900002');
    const [product] = await handle.db
      .insert(products)
      .values({ code: 'UJI', name: 'Uji', financePurpose: 'Uji' })
      .returning({ id: products.id });
    const [application] = await handle.db
      .insert(applications)
      .values({
        approvalNo: 'APP-UJI-1',
        memberId,
        productId: product?.id ?? 0,
        status: 'FUN',
        amount: 6_000_000,
        tenorMonths: 12,
        effectiveRate: '12.00',
        instalmentAmount: 533_093,
        financePurpose: 'Uji',
      })
      .returning({ id: applications.id });
    const [agreement] = await handle.db
      .insert(agreements)
      .values({
        agreementNo: 'AGR-UJI-1',
        applicationId: application?.id ?? 0,
        memberId,
        amount: 6_000_000,
        tenorMonths: 12,
        effectiveRate: '12.00',
        instalmentAmount: 533_093,
        fundingDate: '2026-01-10',
        firstDeductionDate: '2026-02-25',
        adminFee: 60_000,
        ptaFee: 30_000,
        totalDisbursed: 5_910_000,
      })
      .returning({ id: agreements.id });
    const request = {
      agreementId: agreement?.id ?? 0,
      memberId,
      plannedDate: '2026-03-01',
      outstandingPrincipal: 5_000_000,
      interest: 50_000,
      total: 5_050_000,
    };
    await handle.db.insert(settlements).values(request);
    const message = await captureError(() => handle.db.insert(settlements).values(request));
    expect(message).toContain('settlements_one_open_per_agreement');
  });

  it('refuse a disbursement that does not add up (CHECK)', async () => {
    const message = await captureError(() =>
      handle.db.insert(agreements).values({
        agreementNo: 'AGR-UJI-2',
        applicationId: 1,
        memberId: 1,
        amount: 1_000_000,
        tenorMonths: 12,
        effectiveRate: '12.00',
        instalmentAmount: 90_000,
        fundingDate: '2026-01-10',
        firstDeductionDate: '2026-02-25',
        totalDisbursed: 999_999,
      }),
    );
    expect(message).toContain('agreements_total_disbursed_check');
  });
});

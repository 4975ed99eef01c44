import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../apps/api/test/test-database';
import type { DatabaseHandle } from '../support/api-modules';
import { findSavingsMismatches } from './savings-check';
import { insertRows, openSession, type SqlSession } from './sql-session';
import { FILES, MEMBERS, PROOF_FILE, SAVINGS_DEPOSITS, SAVINGS_LEDGER, SAVINGS_WITHDRAWALS } from './tables';

let database: DatabaseHandle;
let session: SqlSession;

beforeAll(async () => {
  database = await createTestDatabase();
  session = await openSession(database);
  await session.query(`INSERT INTO companies (id, code, name) VALUES (1, 'SJF', 'PT Uji')`);
});
afterAll(async () => {
  session?.release();
  await database?.close();
});

/** A ledger row; `seq` counts per kind, `month` is when it was booked in 2026. */
const ledger = (
  seq: number,
  month: number,
  reason: string,
  delta: number,
  balanceAfter: number,
  ref: string,
) => ({
  member_id: 1,
  kind: reason.startsWith('POKOK') ? 'POKOK' : 'SUKARELA',
  reason,
  delta,
  balance_after: balanceAfter,
  seq,
  ref,
  note: null,
  booked_on: `2026-0${month}-10`,
  created_at: `2026-0${month}-10T03:00:00Z`,
});

/** One generated member (NIK 2xxxxxxx): simpanan pokok paid, a confirmed deposit and a paid withdrawal, each booked. */
beforeEach(async () => {
  await session.query(
    'TRUNCATE savings_ledger, savings_deposits, savings_withdrawals, files, members RESTART IDENTITY CASCADE',
  );
  await insertRows(session, MEMBERS, [
    {
      ...Object.fromEntries(Object.keys(MEMBERS.columns).map((name) => [name, null])),
      id: 1,
      nik: '20000001',
      employee_id: 'SJF-2020-000001',
      company_id: 1,
      name: 'Anggota Uji',
      is_active: true,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    } as Parameters<typeof insertRows<typeof MEMBERS>>[2][number],
  ]);
  await insertRows(session, FILES, [
    {
      id: 1,
      owner_kind: 'member',
      owner_id: 1,
      purpose: 'PROOF',
      mime: PROOF_FILE.mime,
      size_bytes: PROOF_FILE.sizeBytes,
      sha256: PROOF_FILE.sha256,
      data: PROOF_FILE.data,
      created_at: '2026-02-01T00:00:00Z',
    },
  ]);
  await insertRows(session, SAVINGS_DEPOSITS, [
    {
      id: 1,
      member_id: 1,
      amount: 500_000,
      transfer_date: '2026-02-09',
      proof_file_id: 1,
      note: null,
      status: 'CONFIRMED',
      reason: null,
      decided_by_staff_id: null,
      decided_at: '2026-02-10T03:00:00Z',
      created_at: '2026-02-09T03:00:00Z',
    },
  ]);
  await insertRows(session, SAVINGS_WITHDRAWALS, [
    {
      id: 1,
      member_id: 1,
      amount: 200_000,
      status: 'PAID',
      account_no: '1230045678',
      account_name: 'ANGGOTA UJI',
      reason: null,
      decided_by_staff_id: null,
      approved_at: '2026-03-09T03:00:00Z',
      paid_at: '2026-03-10T03:00:00Z',
      closed_at: null,
      created_at: '2026-03-08T03:00:00Z',
    },
  ]);
  await insertRows(session, SAVINGS_LEDGER, [
    ledger(1, 1, 'POKOK_SETOR', 100_000, 100_000, 'join'),
    ledger(1, 2, 'SETORAN', 500_000, 500_000, 'deposit:1'),
    ledger(2, 3, 'PENARIKAN', -200_000, 300_000, 'withdrawal:1'),
  ]);
});

describe('the savings consistency check after a generation', () => {
  it('finds nothing in a ledger that adds up', async () => {
    expect(await findSavingsMismatches(session)).toEqual([]);
  });

  it('finds a balance_after that is not the running sum', async () => {
    await session.query(`UPDATE savings_ledger SET balance_after = 350000 WHERE reason = 'PENARIKAN'`);
    expect(await findSavingsMismatches(session)).toEqual([
      '1 ledger rows whose seq or balance_after is not the running count and sum of their kind',
    ]);
  });

  it('finds a confirmed deposit booked with another amount', async () => {
    await session.query('UPDATE savings_deposits SET amount = 400000 WHERE id = 1');
    expect(await findSavingsMismatches(session)).toEqual([
      '1 confirmed deposits not booked once as SETORAN of their amount (or SETORAN rows without one)',
    ]);
  });

  it('finds open withdrawals reserving more than the balance, and a member without simpanan pokok', async () => {
    await session.query(
      `INSERT INTO savings_withdrawals (id, member_id, amount, status) VALUES (2, 1, 400000, 'PENDING')`,
    );
    await session.query(`DELETE FROM savings_ledger WHERE reason = 'POKOK_SETOR'`);
    expect(await findSavingsMismatches(session)).toEqual(
      [
        'members whose open withdrawals reserve more than their sukarela balance',
        'members without their simpanan pokok, or who left without it refunded',
      ].map((what) => `1 ${what}`),
    );
  });
});

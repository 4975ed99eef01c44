/**
 * kill -9 while HR's actual deductions are posted (docs/product/payroll-instruction.md#the-actual-deductions): the
 * posting runs in its own process and is killed while it waits to write the period's journal entry, after it has
 * frozen the instruction, stored the file's lines, paid the covered rows, booked the wajib and credited sukarela in
 * its transaction. PostgreSQL rolls all of it back; importing the file again then completes, once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOfEvent, watchBooks } from '../../../test/books';
import { createStaff } from '../../../test/factories';
import { databaseUrlOf, untilWaitingForLock } from '../../../test/kill-posting';
import { ACTUAL_PERIOD, actualFile, seedActualScenario } from '../../../test/payroll-actual-fixtures';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { postActualDeductions } from './payroll-actual.service';

const CHILD = fileURLToPath(new URL('../../../test/post-payroll-child.ts', import.meta.url));
// The period's cut-off month (July 2026) is not today's, so its entry waits on that month's ledger lock alone.
const ENTRY_LOCK = `ledger_period:${ACTUAL_PERIOD}`;

let handle: DatabaseHandle;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  handle = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));
const count = async (table: string) =>
  Number(
    (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))
      .rows[0]?.n,
  );

describe.runIf(process.env.DATABASE_URL)(
  'kill -9 while HR’s actual deductions are posted (PostgreSQL)',
  () => {
    it('leaves nothing half posted, and importing the file again completes once', async () => {
      const { db } = handle;
      const s = await seedActualScenario(db);
      const finance = await createStaff(db, { role: 'FINANCE' });
      const file = actualFile([
        { nik: s.borrower.nik, amount: (s.rows[0]?.amount ?? 0) + 20_000 },
        { nik: s.saver.nik, amount: 275_000 },
        { nik: s.plain.nik, amount: 80_000 },
      ]);
      const fileOnDisk = join(tmpdir(), `actual-${process.pid}.b64`);
      writeFileSync(fileOnDisk, file);
      const books = await watchBooks(db);

      const blocker = new pg.Client({ connectionString: await databaseUrlOf(handle) });
      await blocker.connect();
      try {
        await blocker.query('select pg_advisory_lock(hashtext($1))', [ENTRY_LOCK]);
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            CHILD,
            await databaseUrlOf(handle),
            ACTUAL_PERIOD,
            String(finance.id),
            fileOnDisk,
          ],
          { stdio: 'ignore' },
        );
        await untilWaitingForLock(handle, ENTRY_LOCK);
        child.kill('SIGKILL');
        await exited(child);
      } finally {
        await blocker.query('select pg_advisory_unlock(hashtext($1))', [ENTRY_LOCK]);
        await blocker.end();
      }

      expect(await count('payroll_actual_lines')).toBe(0);
      expect(await count('payroll_instructions')).toBe(0);
      expect(
        (await db.execute(sql`select 1 from instalments where paid_date = ${`${ACTUAL_PERIOD}-25`}`)).rows,
      ).toEqual([]);
      expect((await db.execute(sql`select 1 from savings_ledger where reason = 'POTONGAN'`)).rows).toEqual(
        [],
      );
      expect(
        (await db.execute(sql`select 1 from contributions where period = ${ACTUAL_PERIOD}`)).rows,
      ).toEqual([]);
      expect(await linesOfEvent(db, `payroll:${ACTUAL_PERIOD}`)).toEqual([]);
      await books.expectMovedTogether();

      const report = await postActualDeductions(db, finance, ACTUAL_PERIOD, { file });
      expect(report.summary.alreadyPosted).toBe(false);
      expect(report.summary.instalments.count).toBe(1);
      expect(await count('payroll_actual_lines')).toBe(3);
      // Row 4 and the plain member's wajib paid; the borrower's 20.000 left over and the 5.000 over go to sukarela,
      // with the saver's 200.000 plan: all of it deducted from salaries, owed by the employer.
      expect((await linesOfEvent(db, `payroll:${ACTUAL_PERIOD}`))[0]).toBe(
        `1202 D ${(s.rows[0]?.amount ?? 0) + 20_000 + 275_000 + 80_000}`,
      );
      await books.expectMovedTogether();
    }, 120_000);
  },
);

/**
 * The ledger's own rules, held by the database whatever code writes (migration 0025): balanced at commit,
 * never changed, nothing in a closed month. Raw SQL on purpose: these are the guards behind the services.
 */
import { DEFAULT_CHART, sukarelaDepositPosting } from '@kopkar/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import { insertClosedPeriod, lockPeriod } from './ledger.repository';
import { postEntry } from './ledger.service';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const sqlStateOf = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

/** The SQLSTATE a statement (or its commit) fails with, or 'ok'. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    return sqlStateOf(error) ?? String(error);
  }
}

const deposit = (date: string, amount = 100_000) => ({
  date,
  description: 'Setoran sukarela',
  source: 'deposit' as const,
  actor: 'system',
  lines: sukarelaDepositPosting(amount),
});

describe('the ledger in the database', () => {
  it('starts with the default chart of accounts', async () => {
    const rows = await handle.db.select().from(ledgerAccounts);
    expect(rows.map(({ code, name, type }) => ({ code, name, type }))).toEqual(
      [...DEFAULT_CHART].sort((a, b) => a.code.localeCompare(b.code)),
    );
  });

  it('refuses at commit an entry whose debits and credits differ, and one without lines', async () => {
    const unbalanced = () =>
      handle.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ id: string }>(sql`
          insert into journal_entries (entry_date, description, source, status, actor, posted_at)
          values ('2026-01-05', 'salah', 'manual', 'POSTED', 'system', now()) returning id`);
        await tx.execute(sql`
          insert into journal_lines (entry_id, account_code, debit, credit)
          values (${rows[0]?.id}, '1102', 100, 0), (${rows[0]?.id}, '2101', 0, 99)`);
      });
    expect(await outcome(unbalanced)).toBe('KL002');
    const empty = () =>
      handle.db.execute(sql`
        insert into journal_entries (entry_date, description, source, status, actor, posted_at)
        values ('2026-01-05', 'kosong', 'manual', 'POSTED', 'system', now())`);
    expect(await outcome(empty)).toBe('KL002');
  });

  it('never changes or removes a posted entry or a line, nor adds a line later', async () => {
    const id = await handle.db.transaction((tx) => postEntry(tx, deposit('2026-01-06')));
    const { db } = handle;
    expect(
      await outcome(() => db.execute(sql`update journal_lines set debit = 1 where entry_id = ${id}`)),
    ).toBe('KL003');
    expect(await outcome(() => db.execute(sql`delete from journal_lines where entry_id = ${id}`))).toBe(
      'KL003',
    );
    expect(await outcome(() => db.execute(sql`delete from journal_entries where id = ${id}`))).toBe('KL003');
    expect(
      await outcome(() => db.execute(sql`update journal_entries set description = 'x' where id = ${id}`)),
    ).toBe('KL003');
    expect(
      await outcome(() => db.execute(sql`update journal_entries set status = 'REJECTED' where id = ${id}`)),
    ).toBe('KL003');
    const lateLine = () =>
      db.execute(sql`insert into journal_lines (entry_id, account_code, debit) values (${id}, '1102', 5)`);
    expect(await outcome(lateLine)).toBe('KL003');
  });

  it('posts a pending entry once, and refuses anything but that change', async () => {
    const id = await handle.db.transaction((tx) =>
      postEntry(tx, { ...deposit('2026-01-07'), status: 'PENDING' }),
    );
    const { db } = handle;
    expect(
      await outcome(() =>
        db.execute(sql`update journal_entries set entry_date = '2026-01-08' where id = ${id}`),
      ),
    ).toBe('KL003');
    expect(
      await outcome(() =>
        db.execute(sql`update journal_entries set status = 'POSTED', posted_at = now() where id = ${id}`),
      ),
    ).toBe('ok');
  });

  it('writes an event once: a second entry with the same key is not written', async () => {
    const entry = { ...deposit('2026-01-09'), eventKey: 'deposit:once' };
    const first = await handle.db.transaction((tx) => postEntry(tx, entry));
    const second = await handle.db.transaction((tx) => postEntry(tx, entry));
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
  });

  it('refuses an entry, or a posting, dated in a closed month', async () => {
    const pending = await handle.db.transaction((tx) =>
      postEntry(tx, { ...deposit('2026-02-10'), status: 'PENDING' }),
    );
    await handle.db.transaction(async (tx) => {
      await lockPeriod(tx, '2026-02');
      await insertClosedPeriod(tx, '2026-02', 'staff:1');
    });
    expect(await outcome(() => handle.db.transaction((tx) => postEntry(tx, deposit('2026-02-28'))))).toBe(
      'KL001',
    );
    const post = () =>
      handle.db.execute(
        sql`update journal_entries set status = 'POSTED', posted_at = now() where id = ${pending}`,
      );
    expect(await outcome(post)).toBe('KL001');
    expect(await outcome(() => handle.db.transaction((tx) => postEntry(tx, deposit('2026-03-01'))))).toBe(
      'ok',
    );
  });
});

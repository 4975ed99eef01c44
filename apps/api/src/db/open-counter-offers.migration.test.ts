import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createMember, createProduct } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';
import { applications, approvalHistory } from './schema/index';

// The data migration 0021 (docs/decisions/0019-counter-offer-state.md) on counter-offers made before the column:
// each gets the state its status and the decisions of its current round say. It only touches NULLs, so running its
// statements again here on rows written as they were before the column is what the migration did to old data.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function runDataMigration() {
  const text = await readFile(new URL('./migrations/0021_open_counter_offers.sql', import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await handle.db.execute(sql.raw(statement));
}

describe('data migration of existing counter-offers', () => {
  it('marks waiting offers OPEN, declined ones DECLINED and the rest ACCEPTED; plain applications stay null', async () => {
    const { db } = handle;
    const member = await createMember(db);
    const product = await createProduct(db);
    const offer = {
      type: 'NST',
      offeredAmount: 3_000_000,
      offeredTenorMonths: 12,
      offeredInstalmentAmount: 266_000,
    };
    const decide = (applicationId: number, round: number, status: 'NST' | 'RJT') =>
      db.insert(approvalHistory).values({ applicationId, stepNo: 2, round, decidedByName: 'Uji', status });

    // [reason, columns, decisions (round, status), expected]
    const table: [
      string,
      Partial<typeof applications.$inferInsert>,
      [number, 'NST' | 'RJT'][],
      string | null,
    ][] = [
      ['waiting for the member', { ...offer, status: 'RJT' }, [[1, 'NST']], 'OPEN'],
      ['declined: cancelled', { ...offer, status: 'CNCL' }, [[1, 'NST']], 'DECLINED'],
      [
        'accepted, waiting for the final step',
        { ...offer, status: 'NEW', round: 2 },
        [[1, 'NST']],
        'ACCEPTED',
      ],
      [
        'accepted, then rejected',
        { ...offer, status: 'RJT', round: 2 },
        [
          [1, 'NST'],
          [2, 'RJT'],
        ],
        'ACCEPTED',
      ],
      ['a plain rejection', { status: 'RJT' }, [[1, 'RJT']], null],
    ];
    const ids: number[] = [];
    for (const [, columns, decisions] of table) {
      const row = await createApplication(db, member, product.id, columns);
      for (const [round, status] of decisions) await decide(row.id, round, status);
      ids.push(row.id);
    }

    await runDataMigration();

    for (const [index, [reason, , , expected]] of table.entries()) {
      const [row] = await db
        .select()
        .from(applications)
        .where(eq(applications.id, ids[index] ?? 0));
      expect(row?.offerStatus, reason).toBe(expected);
    }
  });
});

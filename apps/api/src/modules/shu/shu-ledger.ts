import { shuCreditPosting, shuDecisionPosting, todayInJakarta } from '@kopkar/domain';
import type { Tx } from '../../db/client';
import { postEntry } from '../ledger/ledger.service';

/**
 * The SHU's journal entries (docs/decisions/0023-general-ledger.md), on the day of posting: the members' pool from
 * SHU tahun berjalan to what is owed to them, then the shares credited to their sukarela.
 */
export async function postShuEntries(
  tx: Tx,
  { year, pool, credited, actor }: { year: number; pool: number; credited: number; actor: string },
) {
  const entry = { date: todayInJakarta(), source: 'shu' as const, sourceId: String(year), actor };
  await postEntry(tx, {
    ...entry,
    description: `SHU ${year} bagian anggota (keputusan RAT)`,
    eventKey: `shu:${year}`,
    lines: shuDecisionPosting(pool),
  });
  await postEntry(tx, {
    ...entry,
    description: `SHU ${year} dikreditkan ke simpanan sukarela`,
    eventKey: `shu-credit:${year}`,
    lines: shuCreditPosting(credited),
  });
}

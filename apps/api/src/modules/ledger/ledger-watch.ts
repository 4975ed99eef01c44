import { formatRupiah, todayInJakarta } from '@kopkar/domain';
import type { Database } from '../../db/client';
import { createDatabaseCounters } from '../../plugins/counters';
import { enqueueMail } from '../../plugins/mail-outbox';
import { listStaffAccounts } from '../backoffice/staff-accounts.service';
import { reconcile } from './ledger.service';

/** How often housekeeping compares the books with the records behind them. */
export const BOOKS_CHECK_EVERY_MS = 60 * 60_000;
/** One alert a day at most, whichever API copy finds the difference first (a counter of a day and a bit). */
const ALERT_WINDOW_MS = 26 * 60 * 60_000;

/**
 * Housekeeping's reconciliation: each control account against its sub-ledger today. A difference is mailed to
 * every active ADMIN and FINANCE staff member with an address, once a day (an atomic counter reserved in the
 * transaction that queues the mail), with the accounts and amounts; the ledger page shows the entries behind it.
 */
export async function checkBooks(db: Database, today = todayInJakarta()) {
  const differences = (await reconcile(db, today)).rows.filter((row) => row.difference !== 0);
  if (differences.length === 0) return { differences: 0, alerted: false };
  return db.transaction(async (tx) => {
    const { hits } = await createDatabaseCounters(tx, 'ledger').hit(
      `reconciliation-alert:${today}`,
      ALERT_WINDOW_MS,
    );
    if (hits > 1) return { differences: differences.length, alerted: false };
    const recipients = (await listStaffAccounts(tx)).filter(
      (account) =>
        account.isActive && account.email && (account.role === 'ADMIN' || account.role === 'FINANCE'),
    );
    const lines = differences.map(
      (row) =>
        `- ${row.account} ${row.name}: buku besar ${formatRupiah(row.ledger)}, sub-ledger ${formatRupiah(row.subledger)}, selisih ${formatRupiah(row.difference)}`,
    );
    for (const account of recipients) {
      await enqueueMail(tx, {
        to: account.email as string,
        subject: `Selisih rekonsiliasi buku besar ${today}`,
        body: [
          `Rekonsiliasi buku besar per ${today} menemukan selisih:`,
          ...lines,
          '',
          'Periksa jurnal di menu Buku Besar pada back office.',
        ].join('\n'),
      });
    }
    return { differences: differences.length, alerted: true };
  });
}

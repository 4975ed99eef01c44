import { jasaSimpananPosting, payrollPosting, todayInJakarta } from '@kopkar/domain';
import type { Tx } from '../../db/client';
import { postEntry } from '../ledger/ledger.service';

type Posted = {
  paid: { principal: number; interest: number };
  booked: { amount: number };
  /** Deducted and credited to the members' sukarela (monthly plans, remainders, over-deductions), Rupiah. */
  sukarela?: number;
  /** The month's jasa simpanan credited to sukarela, Rupiah. */
  jasa: number;
};

/**
 * The payroll's journal entries, in its transaction (docs/decisions/0023-general-ledger.md): what was deducted, at
 * the cut-off date the instalments were paid on; the jasa simpanan, on the day it was credited. Each once per
 * period (its event key); a posting that wrote nothing writes no entry.
 */
export async function postPayrollEntries(
  tx: Tx,
  { period, cutOffDate, actor }: { period: string; cutOffDate: string; actor: string },
  { paid, booked, sukarela = 0, jasa }: Posted,
) {
  if (paid.principal + paid.interest + booked.amount + sukarela > 0) {
    await postEntry(tx, {
      date: cutOffDate,
      description: `Potongan gaji periode ${period}`,
      source: 'payroll',
      sourceId: period,
      eventKey: `payroll:${period}`,
      actor,
      lines: payrollPosting({
        principal: paid.principal,
        interest: paid.interest,
        wajib: booked.amount,
        sukarela,
      }),
    });
  }
  if (jasa > 0) {
    await postEntry(tx, {
      date: todayInJakarta(),
      description: `Jasa simpanan periode ${period}`,
      source: 'jasa',
      sourceId: period,
      eventKey: `jasa:${period}`,
      actor,
      lines: jasaSimpananPosting(jasa),
    });
  }
}

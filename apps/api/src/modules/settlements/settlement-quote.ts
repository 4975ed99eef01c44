import { computeSettlementQuote, type SettlementInterestLine, todayInJakarta } from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { AgreementRow } from '../../db/schema/index';
import { listRows } from '../agreements/agreements.service';

/**
 * An agreement's settlement quote on `asOf` (the Jakarta date, today by default), integer Rupiah: the principal
 * still owed plus the running interest per day (docs/decisions/0018-settlement-interest-per-day.md).
 */
export async function quoteAgreement(db: Database, agreement: AgreementRow, asOf = todayInJakarta()) {
  const rows = await listRows(db, agreement.id);
  return { ...computeSettlementQuote(rows, agreement.amount, agreement.fundingDate, asOf), rows };
}

/** The settlement columns that freeze a quote: its figures, the date they are for and how the interest was made. */
export function frozenQuoteValues(quote: Awaited<ReturnType<typeof quoteAgreement>>) {
  return {
    outstandingPrincipal: quote.sisapinjaman,
    interest: quote.sisabunga,
    total: quote.total,
    quoteDate: quote.asOf,
    interestLines: quote.interestLines,
  };
}

/**
 * The interest lines a confirmed settlement pays its rows by: the ones frozen with its figures, or, for a request
 * frozen before the per-day rule, its whole interest on the first unpaid row (what that rule charged).
 */
export async function frozenInterestLines(
  db: Database,
  settlement: { agreementId: number; interest: number; interestLines: SettlementInterestLine[] | null },
) {
  if (settlement.interestLines) return settlement.interestLines;
  const firstUnpaid = (await listRows(db, settlement.agreementId)).find((row) => row.paidDate === null);
  return firstUnpaid ? [{ seq: firstUnpaid.seq, accrued: settlement.interest }] : [];
}

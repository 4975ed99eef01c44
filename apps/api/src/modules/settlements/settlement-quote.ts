import { computeSettlementQuote, DEFAULT_SETTLEMENT_INTEREST_MONTHS } from '@kopkar/domain';
import type { Database } from '../../db/client';
import type { AgreementRow } from '../../db/schema/index';
import { listRows } from '../agreements/agreements.service';
import { getNumberSetting } from '../settings/settings.service';

/** Today's settlement quote of an agreement (DOMAIN.md "Early settlement"), integer Rupiah. */
export async function quoteAgreement(db: Database, agreement: AgreementRow) {
  const interestMonths = await getNumberSetting(
    db,
    'settlement.interestMonths',
    DEFAULT_SETTLEMENT_INTEREST_MONTHS,
  );
  const rows = await listRows(db, agreement.id);
  return { ...computeSettlementQuote(rows, agreement.amount, interestMonths), rows, interestMonths };
}

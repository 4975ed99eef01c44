import { canCancelApplication, isOfferOpen, type LoanHistoryItem, normaliseLoanStatus } from '@kopkar/domain';

/** A button on a loan history card (docs/product/loans.md#loan-statuses "Card actions by status"). */
export type CardAction = 'detail' | 'amortisation' | 'cancel' | 'status';

/**
 * The buttons of one history card, in display order: an open counter-offer (RJT of type NST whose offer waits,
 * docs/decisions/0019) → Detail (the counter-offer modal);
 * FUN or FIN (Lunas) with an agreement → Amortisasi (a finished loan's schedule is where its settlement letter is);
 * NEW untouched by HC and not NST → Cancel; every card → Status.
 */
export function listCardActions(
  item: Pick<
    LoanHistoryItem,
    'Status' | 'JenisPengajuan' | 'AgreementNo' | 'HC_Checklist' | 'HC_Recommendations' | 'OfferStatus'
  >,
): CardAction[] {
  const status = normaliseLoanStatus(item.Status);
  const actions: CardAction[] = [];
  if (status === 'RJT' && isOfferOpen(item.OfferStatus)) actions.push('detail');
  if ((status === 'FUN' || status === 'FIN') && item.AgreementNo) actions.push('amortisation');
  if (
    canCancelApplication({
      status: item.Status,
      applicationType: item.JenisPengajuan,
      hcChecklist: item.HC_Checklist,
      hcRecommendation: item.HC_Recommendations,
    })
  ) {
    actions.push('cancel');
  }
  actions.push('status');
  return actions;
}

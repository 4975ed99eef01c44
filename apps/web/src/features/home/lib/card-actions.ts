import {
  canCancelApplication,
  isCounterOffer,
  type LoanHistoryItem,
  normaliseLoanStatus,
} from '@kopkar/domain';

/** A button on a loan history card (SPEC §4 "Card actions by status"). */
export type CardAction = 'detail' | 'amortisation' | 'cancel' | 'status';

/**
 * The buttons of one history card, in display order: RJT of type NST → Detail (the counter-offer modal);
 * FUN or FIN (Lunas) with an agreement → Amortisasi (a finished loan's schedule is where its settlement letter is);
 * NEW untouched by HC and not NST → Cancel; every card → Status.
 */
export function listCardActions(
  item: Pick<
    LoanHistoryItem,
    'Status' | 'JenisPengajuan' | 'AgreementNo' | 'HC_Checklist' | 'HC_Recommendations'
  >,
): CardAction[] {
  const status = normaliseLoanStatus(item.Status);
  const actions: CardAction[] = [];
  if (status === 'RJT' && isCounterOffer(item.JenisPengajuan)) actions.push('detail');
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

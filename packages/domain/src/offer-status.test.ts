import { describe, expect, it } from 'vitest';
import { describeApplicationStatus, isOfferOpen } from './offer-status';

describe('describeApplicationStatus', () => {
  // [status, offer status, label, chip color, reason]
  const table: [string, string | null, string, string, string][] = [
    ['RJT', 'OPEN', 'Penawaran', 'secondary', 'an offer waiting for the member is not a rejection'],
    ['RJT', 'ACCEPTED', 'Ditolak', 'error', 'the final approver rejected an accepted offer'],
    ['RJT', null, 'Ditolak', 'error', 'a plain rejection has no offer'],
    ['NEW', 'ACCEPTED', 'Baru', 'default', 'an accepted offer waits for the final approver'],
    ['CNCL', 'DECLINED', 'Dibatalkan', 'default', 'declining the offer cancels the application'],
    ['FUN', 'ACCEPTED', 'Dicairkan', 'warning', 'the offered terms were funded'],
  ];
  it.each(table)('%s with offer %j → %s', (status, offerStatus, label, chipColor) => {
    expect(describeApplicationStatus(status, offerStatus)).toMatchObject({ label, chipColor });
  });

  it('only OPEN counts as an offer to answer', () => {
    expect(['OPEN', 'ACCEPTED', 'DECLINED', null, undefined, 'open'].map(isOfferOpen)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

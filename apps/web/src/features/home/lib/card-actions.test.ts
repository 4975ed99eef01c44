import { describe, expect, it } from 'vitest';
import { listCardActions } from './card-actions';

const base = {
  Status: 'NEW',
  JenisPengajuan: 'NEW',
  AgreementNo: null,
  HC_Checklist: null,
  HC_Recommendations: null,
  OfferStatus: null,
} as const;

describe('listCardActions', () => {
  it.each([
    ['an untouched NEW application can be cancelled', base, ['cancel', 'status']],
    ['NEW after the HC checklist cannot', { ...base, HC_Checklist: 1 as const }, ['status']],
    ['NEW with an HC recommendation cannot', { ...base, HC_Recommendations: 'YES' as const }, ['status']],
    ['a NEW counter-offer cannot', { ...base, JenisPengajuan: 'NST' }, ['status']],
    [
      'a counter-offer waiting for the member opens its detail',
      { ...base, Status: 'RJT', JenisPengajuan: 'NST', OfferStatus: 'OPEN' as const },
      ['detail', 'status'],
    ],
    [
      'an accepted offer the final approver rejected has nothing to answer',
      { ...base, Status: 'RJT', JenisPengajuan: 'NST', OfferStatus: 'ACCEPTED' as const },
      ['status'],
    ],
    ['a plain rejection has only Status', { ...base, Status: 'RJT' }, ['status']],
    [
      'a funded loan links its schedule',
      { ...base, Status: 'FUN', AgreementNo: 'AG-1' },
      ['amortisation', 'status'],
    ],
    [
      'a finished (Lunas) loan still links its schedule and settlement letter',
      { ...base, Status: 'FIN', AgreementNo: 'AG-1' },
      ['amortisation', 'status'],
    ],
    [
      'older data reading PAID is Lunas too',
      { ...base, Status: 'PAID', AgreementNo: 'AG-1' },
      ['amortisation', 'status'],
    ],
    ['a cancelled application has only Status', { ...base, Status: 'CNCL' }, ['status']],
    [
      'status codes are read case-insensitively',
      { ...base, Status: ' rjt ', JenisPengajuan: 'nst', OfferStatus: 'OPEN' as const },
      ['detail', 'status'],
    ],
  ])('%s', (_name, item, expected) => {
    expect(listCardActions(item)).toEqual(expected);
  });
});

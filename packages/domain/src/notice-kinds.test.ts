import { describe, expect, it } from 'vitest';
import { describeNotice, NOTICE_HEADERS, NOTICE_KINDS, settlementNoticeHeader } from './notice-kinds';
import { SAVINGS_NOTICES } from './savings-requests';
import { SETTLEMENT_REJECTED_NOTICE, SETTLEMENT_STATUSES } from './settlement';

describe('NOTICE_KINDS', () => {
  it.each<[header: string, label: string, tone: string, destination: string, reason: string]>([
    ['NEW', 'Diproses', 'default', 'process', 'submitted, or passed on to the next step'],
    ['APV', 'Disetujui', 'info', 'approved', 'the whole chain agreed: blue as the APV chip'],
    ['FUN', 'Dicairkan', 'warning', 'funding', 'funded: orange as the FUN chip'],
    ['FIN', 'Lunas', 'yellow', 'finished', 'paid off by payroll: the finished loan, not "Diproses"'],
    ['RJT', 'Ditolak', 'error', 'rejected', 'a real rejection'],
    ['NST', 'Penawaran Baru', 'secondary', 'offer', 'an offer to answer, not a red rejection'],
    ['CNCL', 'Dibatalkan', 'default', 'cancelled', "the member's own cancellation or declined offer"],
    ['PT1', 'Pelunasan Diperiksa', 'default', 'repayment', 'settlement request waiting for FINANCE'],
    ['PT2', 'Pelunasan Disetujui', 'info', 'repayment', 'approved: the member pays and uploads proof'],
    ['PT3', 'Bukti Transfer Diperiksa', 'default', 'repayment', 'proof waiting for FINANCE'],
    ['PAI', 'Pelunasan Selesai', 'yellow', 'repayment', 'settled: the loan is finished'],
    ['PRJ', 'Pelunasan Ditolak', 'error', 'repayment', 'settlement request rejected'],
    ['SETOR', 'Setoran Diterima', 'success', 'simpanan', 'a deposit booked'],
    ['SETOR_TOLAK', 'Setoran Ditolak', 'error', 'simpanan', 'a deposit refused: red, not green'],
    ['TARIK', 'Penarikan Dibayar', 'success', 'simpanan', 'a withdrawal paid'],
    ['TARIK_TOLAK', 'Penarikan Ditolak', 'error', 'simpanan', 'a withdrawal refused: red, not green'],
    ['SHU', 'SHU Diterima', 'success', 'shu', 'the year-end SHU credited'],
  ])('%s reads "%s" (%s) and opens %s — %s', (header, label, tone, destination) => {
    expect(describeNotice(header)).toMatchObject({ label, tone, destination });
  });

  it('knows the headers the domain names as constants', () => {
    for (const header of [...Object.values(SAVINGS_NOTICES), SETTLEMENT_REJECTED_NOTICE]) {
      expect(NOTICE_HEADERS).toContain(header);
    }
  });

  it('gives every header an e-mail subject of its own, not the generic one', () => {
    const subjects = Object.values(NOTICE_KINDS).map((kind) => kind.subject);
    expect(subjects).not.toContain('Pemberitahuan koperasi');
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('reads a header as received: padded, lower-case, PAID of older data, unknown', () => {
    expect(describeNotice(' pt2 ').label).toBe('Pelunasan Disetujui');
    expect(describeNotice('PAID')).toBe(NOTICE_KINDS.FIN);
    expect(describeNotice('XYZ')).toEqual({
      label: 'Pemberitahuan',
      tone: 'default',
      destination: 'process',
      subject: 'Pemberitahuan koperasi',
    });
    expect(describeNotice(null).label).toBe('Pemberitahuan');
  });
});

describe('settlementNoticeHeader', () => {
  it('names a settlement move by its new status, a rejection PRJ, each one a known header', () => {
    expect(SETTLEMENT_STATUSES.map(settlementNoticeHeader)).toEqual(['PT1', 'PT2', 'PT3', 'PAI', 'PRJ']);
    for (const status of SETTLEMENT_STATUSES)
      expect(NOTICE_HEADERS).toContain(settlementNoticeHeader(status));
  });
});

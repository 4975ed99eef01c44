import type { FundingPayee } from '@kopkar/domain';
import { formatDate, formatRupiah } from '@kopkar/domain';
import Stack from '@mui/material/Stack';
import { InlineAlert } from '@/components/inline-alert';
import { FactList } from '@/components/staff/section-card';

const NOT_RECORDED = 'Belum tercatat';

/** To whom the money goes: the member, their payroll account and the application it pays out. */
export function FundingPayeeFacts({ payee }: { payee: FundingPayee }) {
  return (
    <Stack spacing={2}>
      <FactList
        facts={[
          ['Nama anggota', payee.memberName],
          ['NIK', payee.NIK],
          ['No. pengajuan', payee.ApprovalNo],
          ['Tujuan pinjaman', payee.FinancePurpose],
          ['Rekening payroll', payee.payrollAccountNo ?? NOT_RECORDED],
          ['Nama pemilik rekening', payee.payrollAccountName ?? NOT_RECORDED],
        ]}
      />
      {payee.blockedReason && <InlineAlert severity="error">{payee.blockedReason}</InlineAlert>}
    </Stack>
  );
}

/** The confirmation names the payee, their account and the application beside the amount and date. */
export function describeDisbursement(payee: FundingPayee, total: number, fundingDate: string): string {
  const holder = payee.payrollAccountName ? ` a.n. ${payee.payrollAccountName}` : '';
  return (
    `Cairkan ${formatRupiah(total)} kepada ${payee.memberName} (NIK ${payee.NIK}) ` +
    `ke rekening payroll ${payee.payrollAccountNo ?? '-'}${holder} ` +
    `untuk pengajuan ${payee.ApprovalNo} (${payee.FinancePurpose}) pada ${formatDate(fundingDate)}? ` +
    'Tindakan ini tidak dapat dibatalkan.'
  );
}

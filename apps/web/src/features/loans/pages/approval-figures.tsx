import { type ApprovalData, formatDate } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { MoneyText } from '@/components/money-text';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { useMyLoan } from '@/lib/api/get-my-loan';
import { getErrorMessage } from '@/lib/api-client';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { FigureRow } from '../components/result-layout';

const money = (amount: number | null) => <MoneyText amount={amount} sx={{ fontWeight: 'inherit' }} />;

/** True while the disbursement is the server's estimate: approved, not funded yet (no agreement). */
export const isDisbursementEstimate = (loan: ApprovalData) =>
  loan.AgreementNo === null && loan.TotalPencairan !== null;

/** The approved loan's figures (docs/product/screens.md Approved): amount, payroll account, instalment per tenor, total. */
export function ApprovalRows({ loan }: { loan: ApprovalData }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <FigureRow label="Pinjaman disetujui">{money(loan.LoanAmount)}</FigureRow>
      <FigureRow label="No. rekening payroll">{loan.payrollaccountno ?? '–'}</FigureRow>
      <FigureRow label="Nama rekening">{loan.payrollname ?? '–'}</FigureRow>
      <FigureRow label="Angsuran">
        {money(loan.InstallmentAmount)} × {loan.Tenor} bulan
      </FigureRow>
      <FigureRow label={isDisbursementEstimate(loan) ? 'Perkiraan total pencairan' : 'Total pencairan'}>
        {money(loan.TotalPencairan)}
      </FigureRow>
    </Box>
  );
}

/** The funding extras (docs/product/screens.md Funding): deductions, funding date and first deduction date. */
export function FundingRows({ loan }: { loan: ApprovalData }) {
  const date = (iso: string | null) => (iso ? formatDate(iso) : '–');
  return (
    <>
      <Typography variant="h3" component="h2" sx={{ mt: 2, mb: 0.5 }}>
        Potongan
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <FigureRow label="Biaya admin">{money(loan.FeeAdmin)}</FigureRow>
        <FigureRow label="Sisa pokok pinjaman sebelumnya">{money(loan.sisapokok)}</FigureRow>
        <FigureRow label="Sisa bunga pinjaman sebelumnya">{money(loan.sisabunga)}</FigureRow>
        <FigureRow label="PTA">{money(loan.pta)}</FigureRow>
        <FigureRow label="Tanggal pencairan">{date(loan.TglPencairan)}</FigureRow>
        <FigureRow label="Potongan pertama">{date(loan.TglPotongan)}</FigureRow>
      </Box>
    </>
  );
}

/** /MyLoan for the application of the stored approval entry (the notification the member opened). */
export function useEntryLoan() {
  const applicationId = loanEntryStorage.readApprovalEntry()?.ApplicationId ?? null;
  return { applicationId, myLoan: useMyLoan(applicationId) };
}

/**
 * Loads /MyLoan for the stored approval entry and renders `children(loan)`; with no entry (or one without an
 * application) it goes to /notification, as docs/product/screens.md asks of the approved and funding pages.
 */
export function ApprovalFigures({ children }: { children: (loan: ApprovalData) => ReactNode }) {
  const { applicationId, myLoan } = useEntryLoan();
  if (applicationId === null) return <Navigate to={paths.notification.getHref()} replace />;
  return (
    <div aria-busy={myLoan.isPending} aria-live="polite">
      {myLoan.isPending && (
        <Stack spacing={1}>
          <SkeletonBlock height={28} />
          <SkeletonBlock height={28} />
          <SkeletonBlock height={28} />
        </Stack>
      )}
      {myLoan.isError && <InlineAlert severity="error">{getErrorMessage(myLoan.error)}</InlineAlert>}
      {myLoan.data && children(myLoan.data)}
    </div>
  );
}

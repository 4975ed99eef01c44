import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Box from '@mui/material/Box';
import { Navigate } from 'react-router';
import { MoneyText } from '@/components/money-text';
import { paths } from '@/config/paths';
import { loanEntryStorage } from '@/lib/loan-entry-storage';
import { FigureRow, ResultLayout } from '../components/result-layout';

/** /application-form-process: the stored current loan's terms; without one there is nothing to confirm. */
export function ProcessPage() {
  const loan = loanEntryStorage.readCurrentLoan();
  if (!loan) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <ResultLayout
      title="Pengajuan Diproses"
      icon={<HourglassTopOutlined color="primary" />}
      lead="Pengajuan pinjaman Anda telah kami terima dan sedang dalam proses approval."
    >
      <Box component="dl" sx={{ m: 0 }}>
        {loan.ApprovalNo && <FigureRow label="No. Pengajuan">{loan.ApprovalNo}</FigureRow>}
        <FigureRow label="Jumlah pinjaman">
          <MoneyText amount={loan.LoanAmount} sx={{ fontWeight: 'inherit' }} />
        </FigureRow>
        <FigureRow label="Tenor">{loan.Tenor} bulan</FigureRow>
        <FigureRow label="Angsuran per bulan">
          <MoneyText amount={loan.InstallmentAmount} sx={{ fontWeight: 'inherit' }} />
        </FigureRow>
      </Box>
    </ResultLayout>
  );
}

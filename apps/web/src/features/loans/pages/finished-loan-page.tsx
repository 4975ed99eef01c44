import { formatDate } from '@kopkar/domain';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@/components/money-text';
import { namedRoutes } from '@/config/paths';
import { useSession } from '@/lib/session';
import { FigureRow, ResultLayout } from '../components/result-layout';
import { ApprovalFigures } from './approval-figures';

const money = (amount: number) => <MoneyText amount={amount} sx={{ fontWeight: 'inherit' }} />;

/**
 * /pinjaman-lunas: a loan every instalment of which is paid (FIN, docs/product/loans.md#monthly-payroll-posting), opened
 * from its "Lunas" notification. It shows the loan that ended and leads to the loan history.
 */
export function FinishedLoanPage() {
  const nik = useSession()?.user.NIK;
  return (
    <ResultLayout
      title="Pinjaman Lunas"
      icon={<TaskAltOutlined color="success" />}
      lead="Seluruh angsuran pinjaman ini telah dibayar. Terima kasih."
      nextStep={
        nik ? { label: 'Lihat Riwayat Pinjaman', href: namedRoutes.HistoryPinjamanView(nik) } : undefined
      }
    >
      <ApprovalFigures>
        {(loan) => (
          <Box component="dl" sx={{ m: 0 }}>
            {loan.AgreementNo && <FigureRow label="No. perjanjian">{loan.AgreementNo}</FigureRow>}
            <FigureRow label="Jumlah pinjaman">{money(loan.LoanAmount)}</FigureRow>
            <FigureRow label="Tenor">{loan.Tenor} bulan</FigureRow>
            <FigureRow label="Angsuran per bulan">{money(loan.InstallmentAmount)}</FigureRow>
            {loan.TglPencairan && (
              <FigureRow label="Tanggal pencairan">{formatDate(loan.TglPencairan)}</FigureRow>
            )}
          </Box>
        )}
      </ApprovalFigures>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Anda dapat mengajukan pinjaman baru kapan saja dari halaman Home.
      </Typography>
    </ResultLayout>
  );
}

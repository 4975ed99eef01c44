import { describeDisbursementArrival, todayInJakarta } from '@kopkar/domain';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Typography from '@mui/material/Typography';
import { namedRoutes } from '@/config/paths';
import { ResultLayout } from '../components/result-layout';
import { ApprovalFigures, ApprovalRows, FundingRows, useEntryLoan } from './approval-figures';

/**
 * /application-form-funding: the approved figures plus the deductions and dates of the funding; the next step is
 * the loan's repayment schedule.
 */
export function FundingPage() {
  const agreementNo = useEntryLoan().myLoan.data?.AgreementNo;
  return (
    <ResultLayout
      title="Pinjaman Dicairkan"
      icon={<AccountBalanceWalletOutlined color="primary" />}
      lead="Pinjaman Anda telah dicairkan."
      nextStep={
        agreementNo
          ? { label: 'Lihat Jadwal Angsuran', href: namedRoutes.ReportAmortisasi(agreementNo) }
          : undefined
      }
    >
      <ApprovalFigures>
        {(loan) => (
          <>
            <ApprovalRows loan={loan} />
            <FundingRows loan={loan} />
            <Typography sx={{ mt: 2 }}>
              {describeDisbursementArrival(loan.TglPencairan, todayInJakarta())}
            </Typography>
          </>
        )}
      </ApprovalFigures>
    </ResultLayout>
  );
}

import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Typography from '@mui/material/Typography';
import { ResultLayout } from '../components/result-layout';
import { ApprovalFigures, ApprovalRows, FundingRows } from './approval-figures';

/** /application-form-funding: the approved figures plus the deductions and dates of the funding. */
export function FundingPage() {
  return (
    <ResultLayout
      title="Pinjaman Dicairkan"
      icon={<AccountBalanceWalletOutlined color="primary" />}
      lead="Pinjaman Anda telah dicairkan."
    >
      <ApprovalFigures>
        {(loan) => (
          <>
            <ApprovalRows loan={loan} />
            <FundingRows loan={loan} />
            <Typography sx={{ mt: 2 }}>Dana akan masuk ke rekening payroll Anda dalam 48 jam</Typography>
          </>
        )}
      </ApprovalFigures>
    </ResultLayout>
  );
}

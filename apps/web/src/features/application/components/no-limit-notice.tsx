import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { explainMaxLoan } from '../lib/explain-max-loan';
import { explainNoLimit } from '../lib/explain-no-limit';
import { MaxLoanPanel } from './max-loan-panel';

type NoLimitNoticeProps = { contributionBalance: number; maxLoan: number };

/**
 * In place of the form when the maximum loan is Rp 0: the member learns it, why, and what to do before choosing
 * anything or uploading a selfie with their ID card.
 */
export function NoLimitNotice({ contributionBalance, maxLoan }: NoLimitNoticeProps) {
  const { reason, action } = explainNoLimit(explainMaxLoan(contributionBalance, maxLoan));
  return (
    <Stack spacing={3}>
      <Alert severity="warning">
        <AlertTitle>Anda belum dapat mengajukan pinjaman</AlertTitle>
        <Typography variant="body2">{reason}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {action}
        </Typography>
      </Alert>
      <MaxLoanPanel contributionBalance={contributionBalance} maxLoan={maxLoan} />
      <Button
        component={RouterLink}
        to={paths.home.getHref()}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        Kembali ke Beranda
      </Button>
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { InlineAlert } from '@/components/inline-alert';
import { MoneyText } from '@/components/money-text';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useSavingsTotal } from '../api/get-savings-total';

/** The total of pokok, wajib and sukarela, beside the loan balance, with a link to /simpanan. */
export function SavingsTotalCard({ nik }: { nik: string }) {
  const savings = useSavingsTotal(nik);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="savings-total-home"
      aria-busy={savings.isPending}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id="savings-total-home" variant="h2" gutterBottom>
        Total Simpanan
      </Typography>
      {savings.isPending && <SkeletonBlock height={40} rounded />}
      {savings.isError && <InlineAlert severity="warning">{getErrorMessage(savings.error)}</InlineAlert>}
      {savings.data && <MoneyText amount={savings.data.Total} variant="h3" component="p" />}
      <Typography variant="body2" color="text.secondary">
        Pokok, wajib dan sukarela
      </Typography>
      <Button
        component={RouterLink}
        to={paths.simpanan.getHref()}
        variant="outlined"
        sx={{ alignSelf: 'flex-start', mt: 'auto' }}
      >
        Lihat Simpanan
      </Button>
    </Paper>
  );
}

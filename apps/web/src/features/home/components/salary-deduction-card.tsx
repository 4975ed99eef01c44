import { formatPeriod } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { InlineAlert } from '@/components/inline-alert';
import { MoneyText } from '@/components/money-text';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { useSalaryDeduction } from '@/lib/api/get-salary-deduction';
import { getErrorMessage } from '@/lib/api-client';

/** The coming period's total salary deduction, with a link to its lines on /potongan-gaji. */
export function SalaryDeductionCard({ nik }: { nik: string }) {
  const deduction = useSalaryDeduction(nik);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="salary-deduction-home"
      aria-busy={deduction.isPending}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id="salary-deduction-home" variant="h2" gutterBottom>
        Potongan gaji bulan ini
      </Typography>
      {deduction.isPending && <SkeletonBlock height={40} rounded />}
      {deduction.isError && <InlineAlert severity="warning">{getErrorMessage(deduction.error)}</InlineAlert>}
      {deduction.data && (
        <>
          <MoneyText amount={deduction.data.total} variant="h3" component="p" />
          <Typography variant="body2" color="text.secondary">
            Periode {formatPeriod(deduction.data.period)}
          </Typography>
        </>
      )}
      <Button
        component={RouterLink}
        to={paths.potonganGaji.getHref()}
        variant="outlined"
        sx={{ alignSelf: 'flex-start', mt: 'auto' }}
      >
        Lihat rincian
      </Button>
    </Paper>
  );
}

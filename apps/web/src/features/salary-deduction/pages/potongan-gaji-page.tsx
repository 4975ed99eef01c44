import { formatDate, formatPeriod, formatRupiah, type SalaryDeduction } from '@kopkar/domain';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineAlert } from '@/components/inline-alert';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { SkeletonBlock } from '@/components/skeleton-block';
import { useSalaryDeduction } from '@/lib/api/get-salary-deduction';
import { getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { ComingDeduction } from '../components/coming-deduction';
import { DeductionLines } from '../components/deduction-lines';
import { DeductionQuestions } from '../components/deduction-questions';

function PreviousDeductions({ previous }: { previous: SalaryDeduction['previous'] }) {
  return (
    <Stack component="section" aria-labelledby="previous-title" spacing={2}>
      <Typography id="previous-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Periode sebelumnya
      </Typography>
      {previous.length === 0 && (
        <Typography color="text.secondary">Belum ada potongan gaji yang diposting.</Typography>
      )}
      {previous.map((past) => (
        <Paper
          key={past.period}
          component="article"
          variant="outlined"
          aria-labelledby={`period-${past.period}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id={`period-${past.period}`} variant="h3" sx={{ fontSize: '1.05rem' }}>
            {formatPeriod(past.period)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Dipotong {formatDate(past.cutoffDate)}
          </Typography>
          {past.lines.length === 0 ? (
            <Typography>Tidak ada yang dipotong dari gaji periode ini.</Typography>
          ) : (
            <DeductionLines lines={past.lines} total={past.total} totalLabel="Total dipotong" />
          )}
          {past.instructed !== null && past.instructed > past.total && (
            <InlineAlert severity="warning" sx={{ mt: 1.5 }}>
              Diinstruksikan {formatRupiah(past.instructed)}, dipotong {formatRupiah(past.total)}. Kekurangan{' '}
              {formatRupiah(past.instructed - past.total)} menjadi tunggakan dan ditagihkan kembali pada
              potongan gaji periode berikutnya.
            </InlineAlert>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * /potongan-gaji: what will be deducted from the member's salary in the coming payroll period (the instruction HR
 * receives, read live), the member's questions on its lines and FINANCE's answers, and what the last posted periods
 * deducted (docs/product/payroll-instruction.md).
 */
export function PotonganGajiPage() {
  usePageTitle('Potongan Gaji');
  const nik = useSession()?.user.NIK;
  const deduction = useSalaryDeduction(nik);
  if (!nik) return <PageSkeleton />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Potongan Gaji
      </Typography>
      <Stack spacing={3} aria-busy={deduction.isPending}>
        {deduction.isPending && <SkeletonBlock height={220} rounded />}
        {deduction.isError && <InlineAlert severity="error">{getErrorMessage(deduction.error)}</InlineAlert>}
        {deduction.data && (
          <>
            <ComingDeduction nik={nik} deduction={deduction.data} />
            <DeductionQuestions questions={deduction.data.questions} />
            <PreviousDeductions previous={deduction.data.previous} />
          </>
        )}
      </Stack>
    </Container>
  );
}

import { formatPeriod, formatRupiah, type SukarelaPlan } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { SkeletonBlock } from '@/components/skeleton-block';
import { getErrorMessage } from '@/lib/api-client';
import { useSukarelaPlan } from '../api/get-sukarela-plan';

// The form (react-hook-form, its rules and dialogs) loads when the member asks for it ("Atur potongan"):
// /simpanan's first load stays within its budget (packages/page-weight/src/budgets.ts).
const SukarelaPlanForm = lazy(() =>
  import('./sukarela-plan-form').then((m) => ({ default: m.SukarelaPlanForm })),
);

const describeAmount = (plan: SukarelaPlan | null) =>
  plan && plan.amount > 0 ? `${formatRupiah(plan.amount)} per bulan, dipotong dari gaji` : 'Belum ada';

const describeScheduled = (plan: SukarelaPlan) =>
  plan.amount > 0
    ? `Mulai periode ${formatPeriod(plan.effectivePeriod)}: ${formatRupiah(plan.amount)} per bulan`
    : `Dihentikan mulai periode ${formatPeriod(plan.effectivePeriod)}`;

/**
 * Simpanan Sukarela Bulanan on /simpanan: the amount deducted from salary each month (docs/product/savings.md), a
 * change already set for a later period, and the form to set or stop it.
 */
export function SukarelaPlanCard() {
  const plan = useSukarelaPlan();
  const status = plan.data;
  const canStop = Boolean((status?.current?.amount ?? 0) > 0 || (status?.scheduled?.amount ?? 0) > 0);
  const [isEditing, setEditing] = useState(false);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="sukarela-monthly-title"
      aria-busy={plan.isPending}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="sukarela-monthly-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Simpanan Sukarela Bulanan
      </Typography>
      {plan.isPending && <SkeletonBlock height={160} rounded />}
      {plan.isError && <InlineAlert severity="error">{getErrorMessage(plan.error)}</InlineAlert>}
      {status && (
        <Stack spacing={2}>
          <Box component="dl" sx={{ m: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              Berlaku sekarang
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {describeAmount(status.current)}
            </Typography>
            {status.scheduled && (
              <>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Perubahan terjadwal
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {describeScheduled(status.scheduled)}
                </Typography>
              </>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            Jumlah ini dipotong dari gaji setiap bulan dan masuk ke Simpanan Sukarela. Perubahan berlaku mulai
            periode {formatPeriod(status.changeEffectivePeriod)}.
          </Typography>
          {isEditing ? (
            <Suspense fallback={<SkeletonBlock height={56} rounded />}>
              <SukarelaPlanForm effectivePeriod={status.changeEffectivePeriod} canStop={canStop} />
            </Suspense>
          ) : (
            <Button variant="outlined" onClick={() => setEditing(true)} sx={{ alignSelf: 'flex-start' }}>
              Atur potongan
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}

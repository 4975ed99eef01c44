import {
  formatPeriod,
  formatRupiah,
  SUKARELA_MONTHLY_MAX,
  SUKARELA_MONTHLY_MIN,
  type SukarelaPlanRequest,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { LazyConfirmDialog, useHasBeenTrue } from '@/components/lazy-dialogs';
import { getErrorMessage } from '@/lib/api-client';
import { lazyFormResolver } from '@/lib/lazy-form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { useSetSukarelaPlan } from '../api/set-sukarela-plan';

/** The PUT call's rules, loaded on the form's first focus (lib/lazy-form-resolver.ts): /simpanan loads no zod. */
const loadRules = () => import('../lib/sukarela-form-rules').then((m) => m.sukarelaPlanFormSchema);

type SukarelaPlanFormProps = {
  /** The first payroll period not cut off yet: where a change made now applies from (`YYYY-MM`). */
  effectivePeriod: string;
  /** Whether a deduction is in force or set for later, so there is something to stop. */
  canStop: boolean;
};

/** Sets the monthly amount deducted from salary, or stops it, each after a confirmation naming the period. */
export function SukarelaPlanForm({ effectivePeriod, canStop }: SukarelaPlanFormProps) {
  const setPlan = useSetSukarelaPlan();
  const [rules] = useState(() => lazyFormResolver(loadRules));
  const { control, handleSubmit, reset } = useForm({
    resolver: rules.resolver,
    defaultValues: { Jumlah: '' },
  });
  const [request, setRequest] = useState<SukarelaPlanRequest | null>(null);
  const isConfirmOpen = request !== null;
  const hasConfirmed = useHasBeenTrue(isConfirmOpen);
  const period = formatPeriod(effectivePeriod);

  const ask = handleSubmit((values) => setRequest(values));

  async function send() {
    if (!request) return;
    try {
      const message = await setPlan.mutateAsync(request);
      enqueueSnackbar(message, { variant: 'success' });
      reset({ Jumlah: '' });
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    } finally {
      setRequest(null);
    }
  }

  const question =
    request?.Jumlah === 0
      ? `Hentikan simpanan sukarela bulanan mulai periode ${period}? Gaji periode itu tidak lagi dipotong untuk simpanan sukarela.`
      : `Simpanan sukarela bulanan ${formatRupiah(request?.Jumlah ?? 0)} dipotong dari gaji mulai periode ${period}. Lanjutkan?`;

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={ask} onFocus={rules.preload}>
      <FormTextField
        control={control}
        name="Jumlah"
        label="Jumlah per bulan (Rp)"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText={`${formatRupiah(SUKARELA_MONTHLY_MIN)} sampai ${formatRupiah(SUKARELA_MONTHLY_MAX)}, kelipatan Rp 1.000. Berlaku mulai periode ${period}.`}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button type="submit" variant="contained" disabled={setPlan.isPending}>
          Simpan
        </Button>
        {canStop && (
          <Button
            variant="outlined"
            color="error"
            disabled={setPlan.isPending}
            onClick={() => setRequest({ Jumlah: 0 })}
          >
            Hentikan
          </Button>
        )}
      </Stack>
      {hasConfirmed && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={isConfirmOpen}
            title={
              request?.Jumlah === 0 ? 'Hentikan simpanan sukarela bulanan' : 'Atur simpanan sukarela bulanan'
            }
            message={question}
            confirmLabel={request?.Jumlah === 0 ? 'Ya, hentikan' : 'Ya, simpan'}
            onCancel={() => setRequest(null)}
            onConfirm={send}
          />
        </Suspense>
      )}
    </Stack>
  );
}

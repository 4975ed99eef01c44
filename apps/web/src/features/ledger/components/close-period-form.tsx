import { formatPeriod, ledgerMonthParamSchema } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { LazyConfirmDialog, useHasBeenTrue } from '@/components/lazy-dialogs';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { useToday } from '@/lib/use-today';
import { useCloseLedgerPeriod } from '../api/close-ledger-period';
import { previousMonth } from '../lib/ledger-labels';

/**
 * The month to close: the call's own format (YYYY-MM), a month already over (closing the running month would stop
 * every money movement of its remaining days) and not closed yet.
 */
const closeFormSchema = (today: string, closedMonths: readonly string[]) =>
  z.object({
    month: ledgerMonthParamSchema.shape.month
      .refine((month) => month < today.slice(0, 7), 'Hanya bulan yang sudah lewat yang dapat ditutup')
      .refine((month) => !closedMonths.includes(month), 'Periode ini sudah ditutup'),
  });

const confirmMessage = (month: string) =>
  `Tutup periode ${formatPeriod(month)}? Setelah ditutup, tidak ada jurnal yang dapat dicatat, disetujui atau ` +
  `dibalik pada bulan ini, termasuk transaksi anggota bertanggal bulan ini.` +
  (month.endsWith('-12')
    ? ' Menutup Desember juga menutup tahun buku: saldo pendapatan dan beban dipindahkan ke SHU tahun berjalan.'
    : '') +
  ' Tindakan ini tidak dapat dibatalkan.';

/** "Tutup periode": a past month, closed after a confirmation that says it cannot be undone. */
export function ClosePeriodForm({ closedMonths }: { closedMonths: readonly string[] }) {
  const today = useToday();
  const close = useCloseLedgerPeriod();
  const [month, setMonth] = useState<string | null>(null);
  const isConfirmOpen = month !== null;
  const hasConfirmed = useHasBeenTrue(isConfirmOpen);
  const { control, handleSubmit } = useForm({
    resolver: formResolver(closeFormSchema(today, closedMonths)),
    defaultValues: { month: previousMonth(today) },
  });

  const ask = handleSubmit((values) => setMonth(values.month));
  const confirm = () =>
    close.mutateAsync(month ?? '', {
      onSuccess: ({ message }) => enqueueSnackbar(message, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
      onSettled: () => setMonth(null),
    });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={ask}
      aria-label="Tutup periode"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <FormTextField
        control={control}
        name="month"
        type="month"
        label="Bulan"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: previousMonth(today) } }}
        helperText="Bulan yang sudah selesai dibukukan"
        sx={{ maxWidth: { sm: 240 } }}
      />
      <Button type="submit" variant="contained" color="warning" sx={{ mt: { sm: 1 } }}>
        Tutup periode
      </Button>
      {hasConfirmed && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={isConfirmOpen}
            title="Tutup periode"
            message={month ? confirmMessage(month) : ''}
            confirmLabel="Ya, tutup periode"
            onCancel={() => setMonth(null)}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </Stack>
  );
}

import {
  formatRate,
  formatRupiah,
  type ShuDecisionRequest,
  type ShuProposal,
  todayInJakarta,
} from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useSaveShuDecision } from '../api/save-shu-decision';
import { differsFromProposal, type ShuDecisionFormValues } from '../lib/staff-shu-decision-rules';

type Props = {
  year: number;
  form: UseFormReturn<ShuDecisionFormValues, unknown, ShuDecisionRequest>;
  /** What the books propose, once read: figures that differ from it ask for the reason in the note. */
  proposal: ShuProposal | undefined;
};

/** The RAT's decision for a year: the pool for members, the jasa modal share, the meeting date and a note. */
export function ShuDecisionForm({ year, form, proposal }: Props) {
  const save = useSaveShuDecision();
  const { control, handleSubmit } = form;
  const [pool = '', jasaModalPercent = '', note = ''] = useWatch({
    control,
    name: ['pool', 'jasaModalPercent', 'note'],
  });
  const isDifferent = differsFromProposal({ pool, jasaModalPercent }, proposal);

  // mutateAsync, not mutate's callbacks: saving refreshes the stored decision, which mounts this form anew (its
  // section is keyed by it), and a mutate callback does not run once its component has unmounted.
  const submit = handleSubmit(async (decision) => {
    try {
      enqueueSnackbar(await save.mutateAsync({ year, decision }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    }
  });

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit}>
      <FormTextField
        control={control}
        name="pool"
        label="Dana SHU untuk anggota (Rp)"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText="Sesuai keputusan RAT, rupiah penuh"
        required
      />
      <FormTextField
        control={control}
        name="jasaModalPercent"
        label="Bagian jasa modal (%)"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText="Sisanya menjadi jasa usaha"
        required
      />
      {isDifferent && proposal && (
        <Alert severity={note.trim() ? 'info' : 'warning'} role="status">
          Angka ini berbeda dari usulan pembukuan (dana {formatRupiah(proposal.pool)}, jasa modal{' '}
          {formatRate(proposal.jasaModalPercent)}). Tuliskan alasan keputusan RAT di kolom Catatan.
        </Alert>
      )}
      <FormTextField
        control={control}
        name="ratDate"
        type="date"
        label="Tanggal RAT"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInJakarta() } }}
        helperText=" "
        required
      />
      <FormTextField
        control={control}
        name="note"
        label="Catatan"
        helperText={isDifferent ? 'Alasan RAT memilih angka yang berbeda dari usulan' : 'Opsional'}
        multiline
      />
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        Simpan Keputusan
      </Button>
    </Stack>
  );
}

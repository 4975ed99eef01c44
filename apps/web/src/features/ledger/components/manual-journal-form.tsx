import {
  formatDate,
  formatRupiah,
  JOURNAL_LINES_MAX,
  type JournalEntry,
  LEDGER_DESCRIPTION_MAX,
  type LedgerAccount,
  type ManualJournalRequest,
} from '@kopkar/domain';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { InlineAlert } from '@/components/inline-alert';
import { LazyConfirmDialog, useHasBeenTrue } from '@/components/lazy-dialogs';
import { formResolver } from '@/lib/form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { useToday } from '@/lib/use-today';
import { useCreateManualJournal } from '../api/create-manual-journal';
import { sumJournalLines } from '../lib/journal-amounts';
import { emptyJournalForm, type JournalFormValues, journalFormSchema } from '../lib/journal-form-rules';
import { applyServerErrors } from '../lib/server-field-errors';
import { useJournalLines } from '../lib/use-journal-lines';
import { JournalTotalsView } from './journal-totals';
import { ManualJournalLines } from './manual-journal-lines';

type ManualJournalFormProps = {
  accounts: readonly LedgerAccount[];
  /** After the API saved the entry (it now waits for another staff member's approval). */
  onSaved: (entry: JournalEntry) => void;
  onCancel: () => void;
};

const confirmMessage = (request: ManualJournalRequest) => {
  const total = request.lines.reduce((sum, line) => sum + line.debit, 0);
  return (
    `Simpan jurnal "${request.description}" tanggal ${formatDate(request.date)} sebesar ${formatRupiah(total)} ` +
    `(${request.lines.length} baris)? Jurnal baru diposting setelah disetujui petugas lain.`
  );
};

/**
 * "Jurnal manual": a date, a description and at least two lines from the chart of accounts, each a debit or a
 * credit, with the totals and their difference as they are typed. The call's own rules (journalFormSchema) check
 * it; the entry is saved after a confirmation, and waits for a second staff member.
 */
export function ManualJournalForm({ accounts, onSaved, onCancel }: ManualJournalFormProps) {
  const today = useToday();
  const create = useCreateManualJournal();
  const [request, setRequest] = useState<ManualJournalRequest | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const hasConfirmed = useHasBeenTrue(isConfirmOpen);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<JournalFormValues, unknown, ManualJournalRequest>({
    resolver: formResolver(journalFormSchema),
    defaultValues: emptyJournalForm(today),
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const lineRows = useJournalLines(form);
  const lines = useWatch({ control, name: 'lines' });
  const linesError = formState.errors.lines?.root?.message ?? formState.errors.lines?.message;

  const ask = handleSubmit((values) => {
    setServerError(null);
    setRequest(values);
    setConfirmOpen(true);
  });

  const save = async () => {
    if (!request) return;
    await create.mutateAsync(request, {
      onSuccess: ({ entry, message }) => {
        enqueueSnackbar(message, { variant: 'success' });
        const fresh = emptyJournalForm(today);
        reset(fresh);
        lineRows.resetKeys(fresh.lines.length);
        onSaved(entry);
      },
      onError: (error) => setServerError(applyServerErrors(error, setError)),
      onSettled: () => setConfirmOpen(false),
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={ask} spacing={2} aria-label="Jurnal manual">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="date"
          type="date"
          label="Tanggal"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: { sm: 220 } }}
        />
        <FormTextField
          control={control}
          name="description"
          label="Keterangan"
          required
          slotProps={{ htmlInput: { maxLength: LEDGER_DESCRIPTION_MAX } }}
          helperText="Mis. Biaya listrik kantor Oktober"
        />
      </Stack>
      <ManualJournalLines
        control={control}
        lineKeys={lineRows.keys}
        accounts={accounts}
        onRemove={lineRows.remove}
      />
      <Button
        startIcon={<Add />}
        onClick={lineRows.append}
        disabled={lineRows.keys.length >= JOURNAL_LINES_MAX}
        sx={{ alignSelf: 'flex-start' }}
      >
        Tambah baris
      </Button>
      <JournalTotalsView totals={sumJournalLines(lines ?? [])} />
      <div aria-live="polite">
        {linesError && <InlineAlert severity="error">{linesError}</InlineAlert>}
        {serverError && <InlineAlert severity="error">{serverError}</InlineAlert>}
      </div>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Simpan jurnal
        </Button>
        <Button onClick={onCancel} disabled={create.isPending}>
          Batal
        </Button>
      </Stack>
      {hasConfirmed && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={isConfirmOpen}
            title="Simpan jurnal manual"
            message={request ? confirmMessage(request) : ''}
            confirmLabel="Ya, simpan"
            onCancel={() => setConfirmOpen(false)}
            onConfirm={save}
          />
        </Suspense>
      )}
    </Stack>
  );
}

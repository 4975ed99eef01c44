import {
  checkShuDecisionDates,
  type ShuDecision,
  shuDecisionRequestSchema,
  todayInJakarta,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useSaveShuDecision } from '../api/save-shu-decision';

const readNumber = (text: string) => Number(text.trim().replace(/\./g, '').replace(',', '.'));

/** The RAT's decision for a year: the pool for members, the jasa modal share, the meeting date and a note. */
export function ShuDecisionForm({ year, decision }: { year: number; decision: ShuDecision | null }) {
  const save = useSaveShuDecision();
  const [pool, setPool] = useState(decision ? String(decision.pool) : '');
  const [percent, setPercent] = useState(
    decision ? String(decision.jasaModalPercent).replace('.', ',') : '40',
  );
  const [ratDate, setRatDate] = useState(decision?.ratDate ?? '');
  const [note, setNote] = useState(decision?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit() {
    const parsed = shuDecisionRequestSchema.safeParse({
      pool: readNumber(pool),
      jasaModalPercent: readNumber(percent),
      ratDate,
      note,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    // The server's calendar rule, checked here too so the RAT date's reason shows under its field.
    const dateErrors = checkShuDecisionDates({ year, ratDate: parsed.data.ratDate }, todayInJakarta());
    if (dateErrors.length > 0) {
      setErrors(Object.fromEntries(dateErrors.map((error) => [error.path, error.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { year, decision: parsed.data },
      {
        onSuccess: (message) => enqueueSnackbar(message, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
      },
    );
  }

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label="Dana SHU untuk anggota (Rp)"
        value={pool}
        onChange={(event) => setPool(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(errors.pool)}
        helperText={errors.pool ?? 'Sesuai keputusan RAT, rupiah penuh'}
        required
      />
      <TextField
        label="Bagian jasa modal (%)"
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(errors.jasaModalPercent)}
        helperText={errors.jasaModalPercent ?? 'Sisanya menjadi jasa usaha'}
        required
      />
      <TextField
        type="date"
        label="Tanggal RAT"
        value={ratDate}
        onChange={(event) => setRatDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInJakarta() } }}
        error={Boolean(errors.ratDate)}
        helperText={errors.ratDate ?? ' '}
        required
      />
      <TextField label="Catatan (opsional)" value={note} onChange={(event) => setNote(event.target.value)} />
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        Simpan Keputusan
      </Button>
    </Stack>
  );
}

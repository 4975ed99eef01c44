import type { User } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { enqueueSnackbar } from '@/lib/toast';
import { useSubmitDataRequest } from '../api/my-data-requests';
import {
  CORRECTION_TOPIC_OPTIONS,
  type CorrectionFormField,
  type CorrectionFormValues,
  initialCorrectionValues,
  readCorrectionForm,
} from '../lib/correction-form';
import { formatFieldValue } from '../lib/describe-request';
import { describeRequestError } from '../lib/request-error';

type Props = { open: boolean; user: User | undefined; onClose: () => void };

/** "Ajukan Koreksi Data": which field, the correct value(s), an optional note; ADMIN decides within 3×24 hours. */
export function CorrectionRequestDialog({ open, user, onClose }: Props) {
  const titleId = useId();
  const submit = useSubmitDataRequest();
  const [values, setValues] = useState<CorrectionFormValues>(() => initialCorrectionValues(user));
  const [errors, setErrors] = useState<Partial<Record<CorrectionFormField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: keyof CorrectionFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const input = (field: CorrectionFormField, label: string, current: string | null | undefined) => ({
    label,
    value: values[field],
    onChange: set(field),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? `Saat ini: ${formatFieldValue(field, current)}`,
    required: true,
    fullWidth: true,
  });
  const close = () => {
    if (submit.isPending) return;
    setErrors({});
    setFailure(null);
    onClose();
  };
  const send = () => {
    const read = readCorrectionForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    submit.mutate(read.request, {
      onSuccess: ({ message }) => {
        enqueueSnackbar(message, { variant: 'success' });
        setValues(initialCorrectionValues(user));
        onClose();
      },
      onError: (error) => setFailure(describeRequestError(error)),
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Ajukan koreksi data</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          component="form"
          id={`${titleId}-form`}
          noValidate
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <TextField
            select
            label="Data yang dikoreksi"
            value={values.topic}
            onChange={set('topic')}
            fullWidth
          >
            {CORRECTION_TOPIC_OPTIONS.map((option) => (
              <MenuItem key={option.topic} value={option.topic}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          {values.topic === 'NAME' && <TextField {...input('name', 'Nama yang benar', user?.name)} />}
          {values.topic === 'BIRTH_DATE' && (
            <TextField
              {...input('birthDate', 'Tanggal lahir yang benar', user?.birthdate?.slice(0, 10))}
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          {values.topic === 'ADDRESS' && (
            <TextField {...input('address', 'Alamat yang benar', user?.address)} multiline minRows={2} />
          )}
          {values.topic === 'PAYROLL_ACCOUNT' && (
            <>
              <TextField
                {...input('payrollAccountNo', 'No. rekening payroll yang benar', user?.payroll)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <TextField
                {...input('payrollAccountName', 'Nama pemilik rekening', null)}
                helperText={errors.payrollAccountName ?? 'Sesuai buku tabungan'}
              />
            </>
          )}
          <TextField
            label="Catatan untuk petugas (opsional)"
            value={values.note}
            onChange={set('note')}
            error={Boolean(errors.note)}
            helperText={errors.note ?? 'Mis. dokumen yang bisa Anda tunjukkan'}
            multiline
            minRows={2}
            fullWidth
          />
          {failure && <InlineAlert severity="error">{failure}</InlineAlert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Batal</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={submit.isPending}>
          Kirim Permintaan
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  type CreateAccountRequest,
  createAccountRequestSchema,
  LEDGER_ACCOUNT_NAME_MAX,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { InlineAlert } from '@/components/inline-alert';
import { ApiError } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { useCreateLedgerAccount } from '../api/create-ledger-account';
import { accountTypeOfFirstDigit } from '../lib/ledger-labels';
import { applyServerErrors } from '../lib/server-field-errors';

const EMPTY: CreateAccountRequest = { code: '', name: '' };

const TYPE_BY_DIGIT = ACCOUNT_TYPES.map((type, index) => `${index + 1} ${ACCOUNT_TYPE_LABELS[type]}`).join(
  ', ',
);

/** What the code typed so far makes the account: its type once the first digit names one. */
function describeCodeType(code: string): string {
  const type = accountTypeOfFirstDigit(code);
  if (type) return `Jenis akun: ${ACCOUNT_TYPE_LABELS[type]}`;
  if (code.trim() === '') return `Jenis akun mengikuti angka pertama kode: ${TYPE_BY_DIGIT}.`;
  return 'Angka pertama kode harus 1–5.';
}

/**
 * "Tambah akun" (ADMIN): a code of 4 digits and a name; the type the code's first digit names is shown as the code
 * is typed, since the API sets it from there and it never changes. A code in use (409) is said under the code.
 */
export function AddLedgerAccountForm() {
  const create = useCreateLedgerAccount();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: formResolver(createAccountRequestSchema),
    defaultValues: EMPTY,
  });
  const code = useWatch({ control, name: 'code' }) ?? '';

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await create.mutateAsync(values);
      enqueueSnackbar(message, { variant: 'success' });
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.code === 409) {
        setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        setServerError(applyServerErrors(error, setError));
      }
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Tambah akun">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="code"
          label="Kode"
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          helperText="4 angka, mis. 5202"
          sx={{ maxWidth: { sm: 180 } }}
        />
        <FormTextField
          control={control}
          name="name"
          label="Nama"
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: LEDGER_ACCOUNT_NAME_MAX } }}
          helperText="Mis. Beban pelatihan pengurus"
        />
      </Stack>
      <Typography
        variant="body2"
        role="status"
        sx={{ fontWeight: accountTypeOfFirstDigit(code) ? 600 : 400 }}
      >
        {describeCodeType(code)}
      </Typography>
      <div aria-live="polite">{serverError && <InlineAlert severity="error">{serverError}</InlineAlert>}</div>
      <Button type="submit" variant="contained" loading={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        Tambah akun
      </Button>
    </Stack>
  );
}

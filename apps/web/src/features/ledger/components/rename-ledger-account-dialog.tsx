import {
  ACCOUNT_TYPE_LABELS,
  LEDGER_ACCOUNT_NAME_MAX,
  type LedgerAccount,
  renameAccountRequestSchema,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { InlineAlert } from '@/components/inline-alert';
import { formResolver } from '@/lib/form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { useRenameLedgerAccount } from '../api/rename-ledger-account';
import { applyServerErrors } from '../lib/server-field-errors';

type RenameLedgerAccountDialogProps = { account: LedgerAccount; open: boolean; onClose: () => void };

/**
 * "Ubah nama" (ADMIN): an account's new name. Its code and type stay as they are, so every entry and statement
 * keeps the account where it was; the new name shows wherever the account is listed.
 */
export function RenameLedgerAccountDialog({ account, open, onClose }: RenameLedgerAccountDialogProps) {
  const id = useId();
  const rename = useRenameLedgerAccount();
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: formResolver(renameAccountRequestSchema),
    defaultValues: { name: account.name },
  });

  const close = () => {
    if (rename.isPending) return;
    setServerError(null);
    reset({ name: account.name });
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { message } = await rename.mutateAsync({ code: account.code, ...values });
      enqueueSnackbar(message, { variant: 'success' });
      onClose();
    } catch (error) {
      setServerError(applyServerErrors(error, setError));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Ubah nama akun {account.code}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={`${id}-text`}>
              Kode {account.code} dan jenisnya ({ACCOUNT_TYPE_LABELS[account.type]}) tidak berubah; nama baru
              tampil di neraca saldo, jurnal dan laporan.
            </DialogContentText>
            <FormTextField
              control={control}
              name="name"
              label="Nama akun"
              required
              fullWidth
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: LEDGER_ACCOUNT_NAME_MAX } }}
            />
            <div aria-live="polite">
              {serverError && <InlineAlert severity="error">{serverError}</InlineAlert>}
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={rename.isPending}>
            Batal
          </Button>
          <Button type="submit" variant="contained" loading={rename.isPending}>
            Simpan nama
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { newPasswordSchema } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { InlineAlert } from '@/components/inline-alert';
import { PasswordField } from '@/components/password-field';
import { formResolver } from '@/lib/form-resolver';
import { useChangePassword } from '../api/change-password';
import { getServerFieldMessage } from '../lib/server-field-message';

/** docs/product/validation.md: the account page's mismatch message, exactly as written. */
export const PASSWORD_MISMATCH_MESSAGE = 'Password dan repasswod tidak sama !';

const formSchema = z.object({
  old_password: z.string().min(1, 'Password lama wajib diisi'),
  new_password: newPasswordSchema,
  password_confirmation: z.string().min(1, 'Konfirmasi password wajib diisi'),
});
type FormValues = z.infer<typeof formSchema>;
const emptyForm: FormValues = { old_password: '', new_password: '', password_confirmation: '' };

type ChangePasswordDialogProps = {
  open: boolean;
  memberId: number;
  onClose: () => void;
  onChanged: (message: string) => void;
};

/** Ubah Password (docs/product/screens.md Account): old, new, confirmation; the server names the rule a refused password breaks. */
export function ChangePasswordDialog({ open, memberId, onClose, onChanged }: ChangePasswordDialogProps) {
  const id = useId();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<FormValues>({
    resolver: formResolver(formSchema),
    defaultValues: emptyForm,
  });
  const close = () => {
    if (change.isPending) return;
    reset(emptyForm);
    setError(null);
    onClose();
  };
  const submit = handleSubmit((values) => {
    if (values.new_password !== values.password_confirmation) {
      setError(PASSWORD_MISMATCH_MESSAGE);
      return;
    }
    setError(null);
    change.mutate(
      { id: memberId, ...values },
      {
        onSuccess: (message) => onChanged(message || 'Password berhasil dirubah'),
        onError: (failure) => setError(getServerFieldMessage(failure)),
      },
    );
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>Ubah Password</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <PasswordField
              control={control}
              name="old_password"
              label="Password lama"
              required
              autoComplete="current-password"
            />
            <PasswordField
              control={control}
              name="new_password"
              label="Password baru"
              required
              autoComplete="new-password"
              helperText="Minimal 8 karakter, bukan NIK Anda, bukan password yang umum dipakai"
            />
            <PasswordField
              control={control}
              name="password_confirmation"
              label="Konfirmasi password baru"
              required
              autoComplete="new-password"
            />
            <div aria-live="polite">{error && <InlineAlert severity="error">{error}</InlineAlert>}</div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={change.isPending}>
            Batal
          </Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            Simpan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

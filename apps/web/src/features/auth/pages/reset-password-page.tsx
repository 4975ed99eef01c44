import { newPasswordSchema } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { PasswordField } from '@/components/password-field';
import { RouterLink } from '@/components/router-link';
import { useMessageDialog } from '@/components/use-message-dialog';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { clearResetFlow, readResetFlow } from '../lib/reset-flow-storage';

const resetFormSchema = z.object({
  new_password: newPasswordSchema,
  repassword: z.string().min(1, 'Konfirmasi password wajib diisi'),
});

export const PASSWORD_MISMATCH_MESSAGE = 'Password baru tidak sama dengan repassword';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const alert = useMessageDialog();
  const [flow] = useState(readResetFlow);
  const reset = useResetPassword();
  const { control, handleSubmit } = useForm({
    resolver: formResolver(resetFormSchema),
    defaultValues: { new_password: '', repassword: '' },
  });

  if (!flow?.otp_code) return <Navigate to={paths.forgetPassword.getHref()} replace />;
  const { nik, id, otp_code } = flow;

  const onSubmit = handleSubmit(({ new_password, repassword }) => {
    if (new_password !== repassword) {
      alert.show({ title: 'Alert!', message: PASSWORD_MISMATCH_MESSAGE });
      return;
    }
    reset.mutate(
      { nik, new_password, id, otp_code },
      {
        onSuccess: (reply) => {
          clearResetFlow();
          enqueueSnackbar(reply.message || 'Password berhasil diubah', { variant: 'success' });
          navigate(paths.login.getHref(), { replace: true });
        },
        onError: (error) => alert.show({ title: 'Alert!', message: getErrorMessage(error) }),
      },
    );
  });

  return (
    <AuthCard title="Password Baru" intro="Buat password baru untuk akun Anda.">
      <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
        <PasswordField
          control={control}
          name="new_password"
          label="Password baru"
          required
          autoComplete="new-password"
        />
        <PasswordField
          control={control}
          name="repassword"
          label="Konfirmasi password baru"
          required
          autoComplete="new-password"
        />
        {/* Activation records the acceptance of the versions in force: say so before the click. */}
        <Typography variant="body2" color="text.secondary">
          Anggota baru: dengan membuat password pertama, Anda menyetujui{' '}
          <Link
            underline="always"
            component={RouterLink}
            to={paths.terms.getHref()}
            target="_blank"
            rel="noopener"
          >
            Syarat &amp; Ketentuan
          </Link>{' '}
          dan{' '}
          <Link
            underline="always"
            component={RouterLink}
            to={paths.privacy.getHref()}
            target="_blank"
            rel="noopener"
          >
            Kebijakan Privasi
          </Link>{' '}
          yang berlaku.
        </Typography>
        <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
          Simpan
        </Button>
      </Stack>
      {alert.dialog}
    </AuthCard>
  );
}

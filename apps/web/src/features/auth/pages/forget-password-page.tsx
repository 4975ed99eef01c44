import { nikSchema } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { useMessageDialog } from '@/components/use-message-dialog';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { useRequestOtp } from '../api/request-otp';
import { AuthCard } from '../components/auth-card';
import { saveResetFlow } from '../lib/reset-flow-storage';

const forgetPasswordSchema = z.object({ nik: z.string().trim().min(1, 'NIK wajib diisi').pipe(nikSchema) });

export function ForgetPasswordPage() {
  const navigate = useNavigate();
  const alert = useMessageDialog();
  const requestOtp = useRequestOtp();
  const { control, handleSubmit } = useForm({
    resolver: formResolver(forgetPasswordSchema),
    defaultValues: { nik: '' },
  });

  const onSubmit = handleSubmit(({ nik }) => {
    requestOtp.mutate(nik, {
      onSuccess: (reply) => {
        saveResetFlow({ nik, id: reply.data.id });
        alert.show({
          title: 'Berhasil!',
          message: reply.message,
          onClose: () => navigate(paths.otp.getHref()),
        });
      },
      onError: (error) => {
        // docs/product/errors.md: the failure alert shows the HTTP status.
        const status = error instanceof ApiError ? error.code : 0;
        const detail = error instanceof ApiError && error.message ? ` — ${error.message}` : '';
        alert.show({ title: 'Gagal!', message: `Status ${status}${detail}` });
      },
    });
  });

  return (
    <AuthCard title="Lupa Password" intro="Masukkan NIK Anda. Kode OTP akan dikirim ke email yang terdaftar.">
      <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
        <FormTextField
          control={control}
          name="nik"
          label="NIK"
          required
          autoComplete="username"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={requestOtp.isPending}>
          Proses
        </Button>
      </Stack>
      {alert.dialog}
    </AuthCard>
  );
}

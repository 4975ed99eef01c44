import { loginRequestSchema } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CaptchaField } from '@/components/captcha-field';
import { FormTextField } from '@/components/form-text-field';
import { PasswordField } from '@/components/password-field';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { enqueueSnackbar } from '@/lib/toast';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';

const loginFormSchema = loginRequestSchema.pick({ nik: true, password: true, captcha: true });

export function LoginPage() {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const { control, handleSubmit, resetField } = useForm({
    resolver: formResolver(loginFormSchema),
    defaultValues: { nik: '', password: '', captcha: '' },
  });
  const login = useLogin({
    onSuccess: () => navigate(paths.home.getHref(), { replace: true }),
    onError: (error) => {
      // SPEC §8: red toast with the server's text, and a fresh captcha (the old key is spent).
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
      resetField('captcha');
      void captcha.refetch();
    },
  });

  const onSubmit = handleSubmit((values) => {
    if (!captcha.data) return;
    login.mutate({ ...values, key: captcha.data.key });
  });

  return (
    <AuthCard title="Login" intro="Masuk dengan NIK dan password Anda.">
      <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
        <FormTextField
          control={control}
          name="nik"
          label="NIK"
          required
          autoComplete="username"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          required
          autoComplete="current-password"
        />
        <CaptchaField
          control={control}
          name="captcha"
          image={captcha.data?.image}
          isLoading={captcha.isFetching}
          isError={captcha.isError}
          onRefresh={() => void captcha.refetch()}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={login.isPending || !captcha.data || captcha.isFetching}
        >
          Login
        </Button>
        <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.forgetPassword.getHref()}>
            Lupa password?
          </Link>
          {/* Members imported by HR have no password yet: the OTP reset flow is how they set the first one. */}
          <Typography variant="body2" color="text.secondary">
            Anggota baru? Aktifkan akun Anda lewat Lupa Password.
          </Typography>
        </Stack>
      </Stack>
    </AuthCard>
  );
}

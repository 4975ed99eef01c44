import { staffLoginRequestSchema } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CaptchaField } from '@/components/captcha-field';
import { FormTextField } from '@/components/form-text-field';
import { usePageTitle } from '@/components/page-title';
import { PasswordField } from '@/components/password-field';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { usePublicSettings } from '@/lib/public-settings';
import { enqueueSnackbar } from '@/lib/toast';
import { useStaffCaptcha, useStaffLogin } from '../api/staff-auth';
import { paths } from '../lib/admin-paths';

// The username is only required here: its format is the server's to judge (seeded accounts such as 'hc' are
// shorter than the account-creation rule), and a wrong one gets the server's message like any failed login.
const loginFormSchema = staffLoginRequestSchema
  .pick({ password: true, captcha: true })
  .extend({ username: z.string().trim().min(1, 'Username wajib diisi').max(50) });

/** /admin/login: username, password, captcha (click the picture for a new one), Hasil, Login. */
export function StaffLoginPage() {
  usePageTitle('Login Back Office');
  const navigate = useNavigate();
  const { data: settings } = usePublicSettings();
  const captcha = useStaffCaptcha();
  const { control, handleSubmit, resetField } = useForm({
    resolver: formResolver(loginFormSchema),
    defaultValues: { username: '', password: '', captcha: '' },
  });
  const login = useStaffLogin({
    onSuccess: () => navigate(paths.root, { replace: true }),
    onError: (error) => {
      // As the member login (SPEC §8): red toast with the server's text and a fresh captcha.
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
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Container maxWidth="xs" disableGutters>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="body2" color="text.secondary">
            {settings?.coopName ?? ''}
          </Typography>
          <Typography variant="h1" gutterBottom>
            Login Back Office
          </Typography>
          <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
            <FormTextField
              control={control}
              name="username"
              label="Username"
              required
              autoComplete="username"
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
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

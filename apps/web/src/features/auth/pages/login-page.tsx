import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { LoginForm } from '@/components/login-form';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';

const loadRules = () => import('../lib/login-form-schema').then((m) => m.loginFormSchema);

export function LoginPage() {
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const login = useLogin({
    onSuccess: () => navigate(paths.home.getHref(), { replace: true }),
    onFormerMember: () => navigate(paths.archive.getHref(), { replace: true }),
  });

  return (
    <AuthCard title="Login" intro="Masuk dengan NIK dan password Anda.">
      <LoginForm
        loadRules={loadRules}
        account={{ label: 'NIK', isNumeric: true }}
        captcha={captcha}
        login={login}
        toRequest={({ account, password, captcha: answer }, key) => ({
          nik: account,
          password,
          captcha: answer,
          key,
        })}
      >
        <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.forgetPassword.getHref()}>
            Lupa password?
          </Link>
          {/* Members imported by HR have no password yet: the OTP reset flow is how they set the first one. */}
          <Typography variant="body2" color="text.secondary">
            Anggota baru? Aktifkan akun Anda lewat Lupa Password.
          </Typography>
        </Stack>
      </LoginForm>
    </AuthCard>
  );
}

import { staffLoginRequestSchema } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { LoginForm } from '@/components/login-form';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { usePublicSettings } from '@/lib/public-settings';
import { useStaffCaptcha } from '../api/get-staff-captcha';
import { useStaffLogin } from '../api/login-staff';

// The username is only required here: its format is the server's to judge (seeded accounts such as 'hc' are
// shorter than the account-creation rule), and a wrong one gets the server's message like any failed login.
const loginFormSchema = z.object({
  account: z.string().trim().min(1, 'Username wajib diisi').max(50),
  password: staffLoginRequestSchema.shape.password,
  captcha: staffLoginRequestSchema.shape.captcha,
});

/** /admin/login: username, password, captcha (click the picture for a new one), Hasil, Login. */
export function StaffLoginPage() {
  usePageTitle('Login Back Office');
  const navigate = useNavigate();
  const { data: settings } = usePublicSettings();
  const captcha = useStaffCaptcha();
  const login = useStaffLogin({ onSuccess: () => navigate(paths.staff.root.getHref(), { replace: true }) });

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
          <LoginForm
            schema={loginFormSchema}
            account={{ label: 'Username' }}
            captcha={captcha}
            login={login}
            toRequest={({ account, password, captcha: answer }, key) => ({
              username: account,
              password,
              captcha: answer,
              key,
            })}
          />
        </Paper>
      </Container>
    </Box>
  );
}

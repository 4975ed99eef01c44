import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { LoginForm } from '@/components/login-form';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { usePublicSettings } from '@/lib/public-settings';
import { useStaffCaptcha } from '../api/get-staff-captcha';
import { useStaffLogin } from '../api/login-staff';

const loadRules = () => import('../lib/staff-login-form-schema').then((m) => m.staffLoginFormSchema);

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
            loadRules={loadRules}
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

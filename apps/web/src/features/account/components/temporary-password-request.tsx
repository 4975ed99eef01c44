import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '@/components/page-title';
import { useMessageDialog } from '@/components/use-message-dialog';
import { logout } from '@/lib/logout';
import { forceLoginAgain } from '../lib/force-login-again';
import { ChangePasswordDialog } from './change-password-dialog';

/**
 * What `PasswordChangeGate` shows a member who signed in with a temporary password. A chunk of its own: the dialog's
 * form code (react-hook-form, the password fields, zod) is downloaded only by that member, not with every member
 * page (docs/conventions.md rule 20).
 */
export function TemporaryPasswordRequest({ memberId }: { memberId: number }) {
  usePageTitle('Ganti Password Sementara');
  const alert = useMessageDialog();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2}>
          <LockResetOutlined color="primary" sx={{ fontSize: 40 }} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
            Ganti Password Sementara
          </Typography>
          <Typography>
            Anda masuk dengan password sementara dari petugas koperasi. Buat password baru Anda sendiri
            sebelum melanjutkan; password sementara tidak dapat dipakai lagi setelahnya.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" onClick={() => setIsOpen(true)}>
              Ganti Password
            </Button>
            <Button variant="text" onClick={logout}>
              Logout
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <ChangePasswordDialog
        open={isOpen}
        memberId={memberId}
        onClose={() => setIsOpen(false)}
        onChanged={(message) => {
          setIsOpen(false);
          alert.show({ title: 'Berhasil!', message, onClose: forceLoginAgain });
        }}
      />
      {alert.dialog}
    </Container>
  );
}

import EditOutlined from '@mui/icons-material/EditOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { useLogoutConfirm } from '@/components/use-logout-confirm';
import { useMessageDialog } from '@/components/use-message-dialog';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { LeaveCooperativeCard } from '../components/leave-cooperative-card';
import { MemberAvatar } from '../components/member-avatar';
import { ProfileFacts } from '../components/profile-facts';
import { forceLoginAgain } from '../lib/force-login-again';
import { listProfileFacts } from '../lib/profile-facts';

// The photo cropper (Slider) and the password form (react-hook-form, zod) load when first opened
// (docs/conventions.md rule 20).
const AvatarUploadDialog = lazy(() =>
  import('../components/avatar-upload-dialog').then((m) => ({ default: m.AvatarUploadDialog })),
);
const ChangePasswordDialog = lazy(() =>
  import('../components/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

type OpenDialog = 'photo' | 'password' | null;

/**
 * /account (docs/product/screens.md Account): photo, profile, contribution balance; Upload Foto, Ubah Password, Logout.
 * `sections` are other features' parts of the page (the reminders), composed by the route table.
 */
export function AccountPage({ sections }: { sections?: ReactNode } = {}) {
  usePageTitle('Akun');
  const user = useSession()?.user;
  const alert = useMessageDialog();
  const logoutConfirm = useLogoutConfirm();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  if (!user) return <PageSkeleton />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Akun
      </Typography>
      <Stack spacing={2.5}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2.5}
            sx={{ alignItems: { xs: 'center', sm: 'center' } }}
          >
            <MemberAvatar name={user.name} image={user.image} size={104} alt={`Foto profil ${user.name}`} />
            <Stack spacing={0.5} sx={{ flexGrow: 1, textAlign: { xs: 'center', sm: 'left' }, minWidth: 0 }}>
              <Typography variant="h2" sx={{ fontSize: '1.4rem', overflowWrap: 'anywhere' }}>
                {user.name}
              </Typography>
              <Typography color="text.secondary">NIK {user.NIK}</Typography>
            </Stack>
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            useFlexGap
            sx={{ mt: 2.5, flexWrap: 'wrap' }}
          >
            <Button
              variant="contained"
              startIcon={<PhotoCameraOutlined />}
              onClick={() => setDialog('photo')}
            >
              Upload Foto
            </Button>
            <Button variant="outlined" startIcon={<LockOutlined />} onClick={() => setDialog('password')}>
              Ubah Password
            </Button>
            <Button
              variant="outlined"
              startIcon={<EditOutlined />}
              component={RouterLink}
              to={paths.accountChange.getHref()}
            >
              Ubah Profil
            </Button>
            <Button
              color="error"
              variant="outlined"
              startIcon={<LogoutOutlined />}
              onClick={logoutConfirm.requestLogout}
            >
              Logout
            </Button>
          </Stack>
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 } }}
          component="section"
          aria-labelledby="profile-heading"
        >
          <Typography id="profile-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
            Data diri
          </Typography>
          <ProfileFacts facts={listProfileFacts(user)} />
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 } }}
          component="section"
          aria-labelledby="my-data-heading"
        >
          <Typography id="my-data-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            Data pribadi Anda
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Lihat data apa saja yang disimpan koperasi tentang Anda dan untuk apa, lalu unduh salinannya.
          </Typography>
          <Button
            variant="outlined"
            startIcon={<FolderSharedOutlined />}
            component={RouterLink}
            to={paths.accountData.getHref()}
          >
            Data Saya
          </Button>
        </Paper>
        {sections}
        <LeaveCooperativeCard />
      </Stack>
      <Suspense fallback={null}>
        {dialog === 'photo' && (
          <AvatarUploadDialog
            open
            memberId={user.id}
            onClose={() => setDialog(null)}
            onUploaded={(message) => {
              setDialog(null);
              alert.show({ title: 'Berhasil!', message: message || 'Foto profile anda berhasil dirubah' });
            }}
          />
        )}
        {dialog === 'password' && (
          <ChangePasswordDialog
            open
            memberId={user.id}
            onClose={() => setDialog(null)}
            onChanged={(message) => {
              setDialog(null);
              alert.show({ title: 'Berhasil!', message, onClose: forceLoginAgain });
            }}
          />
        )}
      </Suspense>
      {logoutConfirm.dialog}
      {alert.dialog}
    </Container>
  );
}

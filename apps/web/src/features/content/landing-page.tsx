import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { usePublicSettings } from '@/lib/public-settings';
import { useSession } from '@/lib/session';

/** A first landing page (the full one with about, products, promo and blog comes in a later issue). */
export function LandingPage() {
  const { data: settings, isPending } = usePublicSettings();
  const isLoggedIn = useSession() !== null;
  usePageTitle(settings?.coopName ?? 'Portal Anggota');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 10 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {isPending ? <Skeleton width="70%" /> : (settings?.coopName ?? 'Portal Anggota Koperasi')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 560 }}>
        Portal anggota untuk pengajuan pinjaman, jadwal angsuran, pelunasan dan penukaran poin.
      </Typography>
      {isLoggedIn ? (
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained" size="large">
          Home
        </Button>
      ) : (
        <Button component={RouterLink} to={paths.login.getHref()} variant="contained" size="large">
          MASUK
        </Button>
      )}
    </Container>
  );
}

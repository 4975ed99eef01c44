import Home from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * /error (docs/product/screens.md, public): says something went wrong and gives the way home, which is the member's home page when
 * signed in and the landing page otherwise. Not rendered on the server, so reading the session here is safe.
 */
export function ErrorPage() {
  usePageTitle('Terjadi Kesalahan');
  const isSignedIn = useSession() !== null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        Terjadi Kesalahan
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            Maaf, permintaan Anda tidak dapat diproses saat ini. Silakan kembali ke beranda dan coba lagi
            beberapa saat lagi.
          </Typography>
          <Button
            component={RouterLink}
            to={isSignedIn ? paths.home.getHref() : paths.landing.getHref()}
            variant="contained"
            startIcon={<Home />}
          >
            Kembali ke Beranda
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import type { PublicSettings } from '@/lib/public-settings';

/** "Sejak 2012, lebih dari 5.000 anggota" from the settings (docs/architecture.md: the cooperative is data). */
export function describeClaim(settings: Pick<PublicSettings, 'foundedYear' | 'memberCount'>): string {
  return `Sejak ${settings.foundedYear}, lebih dari ${settings.memberCount.toLocaleString('id-ID')} anggota`;
}

type LandingHeroProps = { settings: PublicSettings | undefined; isLoggedIn: boolean };

/** The first screen: who the cooperative is, its claim, and the way in. */
export function LandingHero({ settings, isLoggedIn }: LandingHeroProps) {
  return (
    <Box
      component="section"
      aria-label="Selamat datang"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 9 } }}
    >
      <Container maxWidth="lg">
        <Stack spacing={2.5} sx={{ maxWidth: 680 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
            {settings ? settings.coopName : <SkeletonBlock width="80%" height={40} />}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, fontWeight: 600 }}>
            {settings ? describeClaim(settings) : <SkeletonBlock width="60%" />}
          </Typography>
          <Typography sx={{ opacity: 0.92 }}>
            Portal anggota untuk pengajuan pinjaman, jadwal angsuran, pelunasan, dan penukaran poin — kapan
            saja dari ponsel Anda.
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ pt: 1, flexWrap: 'wrap', rowGap: 1.5 }}>
            <Button
              component={RouterLink}
              to={isLoggedIn ? paths.home.getHref() : paths.login.getHref()}
              variant="contained"
              size="large"
              sx={{ bgcolor: 'background.paper', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
            >
              {isLoggedIn ? 'Home' : 'MASUK'}
            </Button>
            <Button
              component={RouterLink}
              to={paths.about.getHref()}
              variant="outlined"
              size="large"
              sx={{ color: 'inherit', borderColor: 'currentColor' }}
            >
              Tentang Kami
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

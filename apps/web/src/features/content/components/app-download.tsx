import InstallMobile from '@mui/icons-material/InstallMobile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicSettings } from '@/lib/public-settings';
import { useInstallPrompt } from './use-install-prompt';

/**
 * Install the portal as an app (web app manifest + service worker); links to the stores only when the
 * cooperative has configured them (settings coop.appStoreUrl / coop.playStoreUrl).
 */
export function AppDownload({ settings }: { settings: PublicSettings | undefined }) {
  const { canPrompt, isInstalled, install } = useInstallPrompt();
  const stores = [
    { label: 'Unduh di Google Play', url: settings?.playStoreUrl },
    { label: 'Unduh di App Store', url: settings?.appStoreUrl },
  ].filter((store): store is { label: string; url: string } => Boolean(store.url));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            flexShrink: 0,
          }}
        >
          <InstallMobile sx={{ fontSize: 36 }} />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 700, mb: 0.5 }}>Portal anggota di layar utama ponsel Anda</Typography>
          <Typography color="text.secondary">
            {isInstalled
              ? 'Portal sudah terpasang sebagai aplikasi di perangkat ini.'
              : canPrompt
                ? 'Pasang portal sebagai aplikasi: terbuka lebih cepat, tanpa mengetik alamat.'
                : 'Buka menu browser Anda, lalu pilih "Tambahkan ke Layar Utama" atau "Instal aplikasi".'}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {canPrompt && !isInstalled && (
            <Button variant="contained" onClick={() => void install()}>
              Pasang Aplikasi
            </Button>
          )}
          {stores.map((store) => (
            <Button
              key={store.label}
              variant="outlined"
              component="a"
              href={store.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {store.label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { downloadMyData } from '../api/download-my-data';
import { PrivacyRecords } from '../components/privacy-records';
import { DATA_HOLDINGS } from '../lib/data-holdings';

/**
 * /account/data (UU PDP 27/2022): what the cooperative holds about the member and why, and a copy as a ZIP.
 * `sections` are other features' parts of the page (correction and deletion requests), joined by the router.
 */
export function MyDataPage({ sections }: { sections?: ReactNode } = {}) {
  usePageTitle('Data Saya');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to={paths.account.getHref()} sx={{ display: 'inline-block', mb: 1 }}>
        Kembali ke Akun
      </Link>
      <Typography variant="h1" gutterBottom>
        Data Saya
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi, Anda berhak mengetahui data apa yang
        disimpan koperasi tentang Anda, untuk apa data itu digunakan, dan mendapatkan salinannya.
      </Typography>
      <Stack spacing={2.5}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="holdings-heading"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="holdings-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
            Data yang kami simpan dan tujuannya
          </Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {DATA_HOLDINGS.map((holding) => (
              <Box component="li" key={holding.title}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {holding.title}
                </Typography>
                <Typography variant="body2">{holding.covers}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    Tujuan:
                  </Box>{' '}
                  {holding.purpose}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Paper>
        <DownloadSection />
        {sections}
        <PrivacyRecords />
      </Stack>
    </Container>
  );
}

function DownloadSection() {
  const [isDownloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setDownloading(true);
    setError(null);
    try {
      await downloadMyData();
    } catch (failure) {
      setError(`Data Anda gagal diunduh. ${getErrorMessage(failure)}`);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="copy-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="copy-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Salinan data Anda
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        File ZIP berisi <strong>ringkasan-data-saya.pdf</strong> (semua catatan di atas, mudah dibaca, waktu
        dalam WIB), <strong>data.json</strong> (catatan yang sama untuk diolah komputer) dan folder{' '}
        <strong>files</strong> berisi dokumen yang pernah Anda unggah. Simpan file ini di tempat yang aman
        karena berisi data pribadi Anda.
      </Typography>
      <Button
        variant="contained"
        startIcon={<DownloadOutlined />}
        loading={isDownloading}
        loadingPosition="start"
        onClick={() => void download()}
      >
        Unduh Data Saya (ZIP)
      </Button>
      {error && (
        <InlineAlert severity="error" sx={{ mt: 2 }}>
          {error}
        </InlineAlert>
      )}
    </Paper>
  );
}

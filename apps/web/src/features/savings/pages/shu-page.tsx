import { formatDate, type MemberShu } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { MoneyText } from '@/components/money-text';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useSession } from '@/lib/session';
import { enqueueSnackbar } from '@/lib/toast';
import { useShu } from '../api/get-shu';
import { useShuEstimate } from '../api/get-shu-estimate';
import { ShuEstimateCard } from '../components/shu-estimate-card';

function Part({ label, amount }: { label: string; amount: number }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <MoneyText amount={amount} component="p" sx={{ fontSize: '1.25rem', fontWeight: 700 }} />
    </Box>
  );
}

function ShuYearCard({ nik, share }: { nik: string; share: MemberShu }) {
  const [isDownloading, setDownloading] = useState(false);
  const headingId = `shu-${share.Tahun}`;
  async function download() {
    setDownloading(true);
    try {
      await downloadFile(
        `/SHU/${encodeURIComponent(nik)}/${share.Tahun}/slip`,
        `slip-shu-${share.Tahun}.pdf`,
      );
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', mb: 2 }}
      >
        <div>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
            SHU Tahun Buku {share.Tahun}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            RAT {formatDate(share.TanggalRAT)} · dikreditkan ke Simpanan Sukarela{' '}
            {formatDate(share.DikreditkanPada)}
          </Typography>
        </div>
        <Button variant="outlined" onClick={() => void download()} disabled={isDownloading}>
          Unduh Slip PDF
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 5 }} sx={{ mb: 2 }}>
        <Part label="Jasa Modal" amount={share.JasaModal} />
        <Part label="Jasa Usaha" amount={share.JasaUsaha} />
        <Part label="Total SHU" amount={share.Total} />
      </Stack>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        Cara perhitungan
      </Typography>
      <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
        {share.Penjelasan.map((sentence) => (
          <Typography component="li" variant="body2" key={sentence}>
            {sentence}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * /shu: this year's SHU so far as an estimate, then the member's SHU of each posted year, both parts, how they were
 * computed, and the slip.
 */
export function ShuPage() {
  usePageTitle('SHU');
  const nik = useSession()?.user.NIK;
  const shu = useShu(nik);
  const estimate = useShuEstimate(nik).data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Sisa Hasil Usaha (SHU)
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        SHU dibagikan setiap tahun buku sesuai keputusan Rapat Anggota Tahunan (RAT): jasa modal menurut
        simpanan pokok dan wajib Anda, jasa usaha menurut bunga pinjaman yang Anda bayar.
      </Typography>
      <Stack spacing={2} aria-busy={shu.isPending}>
        {estimate && <ShuEstimateCard estimate={estimate} />}
        {shu.isPending && <SkeletonBlock height={220} rounded />}
        {shu.isError && <InlineAlert severity="error">{getErrorMessage(shu.error)}</InlineAlert>}
        {shu.data?.length === 0 && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography sx={{ mb: 2 }}>Belum ada SHU yang dibagikan kepada Anda.</Typography>
            <Button component={RouterLink} to={paths.simpanan.getHref()} variant="outlined">
              Lihat Simpanan
            </Button>
          </Paper>
        )}
        {nik && shu.data?.map((share) => <ShuYearCard key={share.Tahun} nik={nik} share={share} />)}
      </Stack>
    </Container>
  );
}

import { type ConsentStatus, formatDate } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { logout } from '@/lib/logout';
import { useAcceptConsents } from '../api/accept-consents';

type Version = ConsentStatus['pending'][number];

const fullTextHref = (version: Version) =>
  version.document === 'TERMS' ? paths.terms.getHref() : paths.privacy.getHref();

/** The gate's page: each version to accept with what changed, "Saya setuju", and the ways out. */
export function ConsentRequest({ status }: { status: ConsentStatus }) {
  const title = status.hasAcceptedBefore
    ? 'Syarat & Ketentuan dan Kebijakan Privasi diperbarui'
    : 'Sebelum melanjutkan';
  usePageTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const accept = useAcceptConsents();
  // The page replaces the one the member asked for: say so to a screen reader by moving focus to its heading.
  useEffect(() => heading.current?.focus(), []);

  const agree = () =>
    accept.mutate({
      versions: status.pending.map(({ document, version }) => ({ document, version })),
    });
  const isOutdated = accept.error instanceof ApiError && accept.error.code === 409;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography ref={heading} tabIndex={-1} variant="h1" gutterBottom sx={{ outline: 'none' }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {status.hasAcceptedBefore
          ? 'Kami mengubah dokumen berikut. Baca perubahannya, lalu tekan "Saya setuju" untuk melanjutkan.'
          : 'Untuk menggunakan portal anggota, baca dan setujui dokumen berikut.'}
      </Typography>
      <Stack spacing={2}>
        {status.pending.map((version) => (
          <Paper
            key={version.document}
            variant="outlined"
            component="section"
            aria-labelledby={`consent-${version.document}`}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id={`consent-${version.document}`} variant="h2" sx={{ fontSize: '1.15rem' }}>
              {version.label} versi {version.version}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Berlaku sejak {formatDate(version.publishedOn)}
            </Typography>
            <Typography variant="subtitle2" component="h3">
              {status.hasAcceptedBefore ? 'Yang berubah' : 'Yang baru di versi ini'}
            </Typography>
            <Box component="ul" sx={{ mt: 0.5, mb: 1, pl: 3 }}>
              {version.changes.map((change) => (
                <Typography component="li" variant="body2" key={change}>
                  {change}
                </Typography>
              ))}
            </Box>
            <Link
              underline="always"
              component={RouterLink}
              to={fullTextHref(version)}
              target="_blank"
              rel="noopener"
            >
              Baca {version.label} selengkapnya
            </Link>
          </Paper>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Tujuan pemrosesan dan masa simpan setiap data ada di halaman{' '}
        <Link underline="always" component={RouterLink} to={paths.privasi.getHref()}>
          Privasi dan Masa Simpan Data
        </Link>
        .
      </Typography>
      {accept.isError && (
        <InlineAlert severity="error" sx={{ mt: 2 }}>
          {isOutdated
            ? getErrorMessage(accept.error)
            : `Persetujuan gagal disimpan. ${getErrorMessage(accept.error)}`}
        </InlineAlert>
      )}
      <Button variant="contained" size="large" sx={{ mt: 3 }} loading={accept.isPending} onClick={agree}>
        Saya setuju
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Tidak setuju? Anda tetap dapat melihat dan mengunduh data Anda di{' '}
        <Link underline="always" component={RouterLink} to={paths.accountData.getHref()}>
          Data Saya
        </Link>
        , atau{' '}
        <Link
          underline="always"
          component="button"
          type="button"
          onClick={() => void logout()}
          sx={{ verticalAlign: 'baseline' }}
        >
          keluar
        </Link>
        .
      </Typography>
    </Container>
  );
}

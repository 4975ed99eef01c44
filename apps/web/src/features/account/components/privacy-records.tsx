import { formatDate, formatDateTime } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { useConsentHistory, useDocumentViews } from '../api/get-privacy-records';

/** /account/data's consent and access records (UU PDP): the versions accepted, and who opened which document. */
export function PrivacyRecords() {
  return (
    <>
      <ConsentHistorySection />
      <DocumentViewsSection />
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Stack spacing={1} aria-busy="true" aria-label={label}>
      <SkeletonBlock width="70%" />
      <SkeletonBlock width="50%" />
    </Stack>
  );
}

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Coba lagi
        </Button>
      }
    >
      {what} belum dapat dimuat.
    </Alert>
  );
}

const wib = (iso: string) => `${formatDateTime(iso)} WIB`;

function ConsentHistorySection() {
  const { data, isPending, isError, refetch } = useConsentHistory();
  return (
    <Section id="consents-heading" title="Syarat & privasi yang Anda setujui">
      {isPending ? (
        <Loading label="Memuat persetujuan" />
      ) : isError ? (
        <LoadError what="Riwayat persetujuan" onRetry={() => void refetch()} />
      ) : data.accepted.length === 0 ? (
        <Typography variant="body2">Belum ada persetujuan yang tercatat.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...data.accepted].reverse().map((entry) => (
            <Box component="li" key={`${entry.document}-${entry.version}`}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {entry.label} versi {entry.version}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Disetujui {wib(entry.acceptedAt)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {data && data.current.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          Versi yang berlaku:{' '}
          {data.current
            .map((version) => `${version.label} ${version.version} (${formatDate(version.publishedOn)})`)
            .join(', ')}
          .
        </Typography>
      )}
      <Link component={RouterLink} to={paths.privasi.getHref()} sx={{ display: 'inline-block', mt: 1 }}>
        Tujuan pemrosesan dan masa simpan data
      </Link>
    </Section>
  );
}

function DocumentViewsSection() {
  const { data, isPending, isError, refetch } = useDocumentViews();
  return (
    <Section id="document-views-heading" title="Siapa yang membuka dokumen saya">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Setiap kali petugas koperasi membuka swafoto KTP, formulir atau dokumen pendukung pengajuan Anda, kami
        mencatatnya. Petugas ditampilkan menurut jabatannya.
      </Typography>
      {isPending ? (
        <Loading label="Memuat catatan dokumen" />
      ) : isError ? (
        <LoadError what="Catatan dokumen" onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <Typography variant="body2">Belum ada petugas yang membuka dokumen Anda.</Typography>
      ) : (
        <>
          <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.items.map((view) => (
              <Box component="li" key={view.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.25 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {view.document}
                  {view.approvalNo ? ` · pengajuan ${view.approvalNo}` : ''}
                </Typography>
                <Typography variant="body2">Dibuka oleh {view.viewer}</Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {wib(view.viewedAt)}
                </Typography>
              </Box>
            ))}
          </Stack>
          {data.total > data.items.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              Menampilkan {data.items.length} catatan terbaru dari {data.total}. Seluruhnya ada di salinan
              data Anda (ZIP).
            </Typography>
          )}
        </>
      )}
    </Section>
  );
}

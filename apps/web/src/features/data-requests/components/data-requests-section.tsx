import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { getErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useMyDataRequests } from '../api/my-data-requests';
import { CorrectionRequestDialog } from './correction-request-dialog';
import { DataRequestItem } from './data-request-item';
import { DeletionRequestCard } from './deletion-request-card';

/**
 * /account/data (UU PDP 27/2022): correcting and deleting the member's data, and every request with its
 * 3×24-hour deadline and outcome.
 */
export function DataRequestsSection() {
  const user = useSession()?.user;
  const requests = useMyDataRequests();
  const [isCorrecting, setCorrecting] = useState(false);
  const items = requests.data ?? [];
  const hasOpenDeletion = items.some((item) => item.topic === 'DELETION' && item.status === 'DIAJUKAN');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="requests-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="requests-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Koreksi dan penghapusan data
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Ada data yang keliru? Ajukan koreksi nama, tanggal lahir, alamat atau rekening payroll. Petugas
        memutuskan setiap permintaan paling lambat 3×24 jam sejak diajukan.
      </Typography>
      <Button variant="contained" onClick={() => setCorrecting(true)} sx={{ mb: 3 }}>
        Ajukan Koreksi Data
      </Button>
      <DeletionRequestCard hasOpenRequest={hasOpenDeletion} />
      <Divider sx={{ my: 3 }} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Permintaan Anda
      </Typography>
      <div aria-busy={requests.isLoading} aria-live="polite">
        {requests.isLoading && <Skeleton variant="rounded" height={96} />}
        {requests.error && (
          <InlineAlert severity="error">
            Permintaan Anda gagal dimuat. {getErrorMessage(requests.error)}
          </InlineAlert>
        )}
        {requests.isSuccess && items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Belum ada permintaan. Gunakan tombol di atas bila ada data yang perlu dikoreksi atau dihapus.
          </Typography>
        )}
        {items.length > 0 && (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label="Permintaan Anda"
          >
            {items.map((item) => (
              <DataRequestItem key={item.id} request={item} />
            ))}
          </Stack>
        )}
      </div>
      {isCorrecting && <CorrectionRequestDialog open user={user} onClose={() => setCorrecting(false)} />}
    </Paper>
  );
}

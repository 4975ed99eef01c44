import {
  type AdminDataRequest,
  CORRECTION_FIELD_LABELS,
  type CorrectionField,
  DATA_REQUEST_TOPIC_LABELS,
  formatDateTime,
} from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatFieldValue } from '../lib/describe-request';
import { DataRequestStatus } from './data-request-status';

type Props = { item: AdminDataRequest; onApprove: () => void; onRefuse: () => void; isBusy: boolean };

/** One open request in ADMIN's queue: who, what (now → asked), the deadline, and the two decisions. */
export function QueueEntry({ item, onApprove, onRefuse, isBusy }: Props) {
  const headingId = `request-${item.id}`;
  const fields = Object.keys(item.proposed) as CorrectionField[];
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
              {item.member.name} · {DATA_REQUEST_TOPIC_LABELS[item.topic]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              NIK {item.member.nik} · diajukan {formatDateTime(item.submittedAt)} WIB
            </Typography>
          </Box>
          <DataRequestStatus request={item} />
        </Stack>
        {fields.length > 0 ? (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 0.5 }}
          >
            {fields.map((field) => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {CORRECTION_FIELD_LABELS[field] ?? field}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
                >
                  {formatFieldValue(field, item.current[field])} →{' '}
                  <strong>{formatFieldValue(field, item.proposed[field])}</strong>
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          <Typography variant="body2">
            Menghapus dokumen pengajuan yang sudah lunas, ditolak atau dibatalkan, foto profil, dan identitas
            pada komentar blog. Catatan keuangan tetap disimpan.
          </Typography>
        )}
        {item.note && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Catatan anggota: {item.note}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={onApprove} disabled={isBusy}>
            Setujui
          </Button>
          <Button variant="outlined" color="error" onClick={onRefuse} disabled={isBusy}>
            Tolak
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

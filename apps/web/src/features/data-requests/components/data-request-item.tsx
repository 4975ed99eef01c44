import {
  DATA_REQUEST_TOPIC_LABELS,
  type DataRequest,
  describeDeletionOutcome,
  formatDateTime,
} from '@kopkar/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineAlert } from '@/components/inline-alert';
import { listProposedValues } from '../lib/describe-request';
import { DataRequestStatus } from './data-request-status';

/** One of the member's requests: what was asked, its status and deadline, and the outcome once decided. */
export function DataRequestItem({ request }: { request: DataRequest }) {
  const proposed = listProposedValues(request.proposed);
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack spacing={1}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {DATA_REQUEST_TOPIC_LABELS[request.topic]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Diajukan {formatDateTime(request.submittedAt)} WIB
            </Typography>
          </Box>
          <DataRequestStatus request={request} />
        </Stack>
        {proposed.length > 0 && (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
            {proposed.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label} baru
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {request.note && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Catatan Anda: {request.note}
          </Typography>
        )}
        {request.status === 'DITOLAK' && (
          <InlineAlert severity="error">Ditolak. Alasan: {request.refusalReason}</InlineAlert>
        )}
        {request.status === 'DISETUJUI' && (
          <InlineAlert severity="success">
            Disetujui{request.decidedAt ? ` pada ${formatDateTime(request.decidedAt)} WIB` : ''}.{' '}
            {request.deletionOutcome
              ? describeDeletionOutcome(request.deletionOutcome)
              : 'Data Anda sudah diperbarui.'}
          </InlineAlert>
        )}
      </Stack>
    </Box>
  );
}

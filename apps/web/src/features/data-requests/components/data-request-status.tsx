import {
  DATA_REQUEST_STATUS_LABELS,
  type DataRequest,
  describeDataRequestDeadline,
  isDataRequestOverdue,
} from '@kopkar/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LabelChip } from '@/components/label-chip';

const STATUS_COLOURS = { DIAJUKAN: 'info', DISETUJUI: 'success', DITOLAK: 'error' } as const;

/** The status chip, "Terlambat" when an open request is past its deadline, and the deadline line (WIB). */
export function DataRequestStatus({ request }: { request: Pick<DataRequest, 'status' | 'deadline'> }) {
  const isLate = isDataRequestOverdue(request);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <LabelChip
          size="small"
          color={STATUS_COLOURS[request.status]}
          label={DATA_REQUEST_STATUS_LABELS[request.status]}
        />
        {isLate && <LabelChip size="small" color="error" variant="outlined" label="Terlambat" />}
      </Stack>
      <Typography variant="body2" color={isLate ? 'error' : 'text.secondary'}>
        {describeDataRequestDeadline(request.deadline)}
      </Typography>
    </Stack>
  );
}

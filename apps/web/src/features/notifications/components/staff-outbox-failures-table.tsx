import { formatDateTime, type MailFailure, type ReminderFailure } from '@kopkar/domain';
import Typography from '@mui/material/Typography';
import { type StaffColumn, StaffDataTable } from '@/components/staff/staff-data-table';
import { LANE_NAMES } from '../lib/outbox-lanes';

type Failure = MailFailure | ReminderFailure;

const columnsBefore: StaffColumn<Failure>[] = [
  {
    header: 'Waktu',
    cell: (failure) => formatDateTime(failure.failedAt),
    sx: { whiteSpace: 'nowrap' },
  },
];

const columnsAfter: StaffColumn<Failure>[] = [
  { header: 'Percobaan', cell: (failure) => `${failure.attempts}×`, sx: { whiteSpace: 'nowrap' } },
  {
    header: 'Galat terakhir',
    cell: (failure) => failure.lastError ?? '—',
    sx: { minWidth: '14rem', wordBreak: 'break-word' },
  },
];

type OutboxFailuresTableProps = {
  label: string;
  laneHeader: string;
  titleHeader: string;
  failures: readonly Failure[];
};

/**
 * The latest failures of one queue, newest first: never the message itself (it may hold an OTP), the mail's
 * address masked by the API.
 */
export function OutboxFailuresTable({ label, laneHeader, titleHeader, failures }: OutboxFailuresTableProps) {
  if (failures.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Tidak ada yang gagal terkirim.
      </Typography>
    );
  }
  const hasRecipient = failures.some((failure) => 'recipient' in failure);
  return (
    <StaffDataTable
      label={label}
      items={failures}
      columns={[
        ...columnsBefore,
        { header: laneHeader, cell: (failure) => LANE_NAMES[failure.lane].label },
        { header: titleHeader, cell: (failure) => failure.title, sx: { minWidth: '10rem' } },
        ...(hasRecipient
          ? [
              {
                header: 'Penerima',
                cell: (failure: Failure) => ('recipient' in failure ? failure.recipient : ''),
              },
            ]
          : []),
        ...columnsAfter,
      ]}
    />
  );
}

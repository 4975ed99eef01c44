import { formatDateTime, formatPeriod } from '@kopkar/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/components/staff/section-card';
import { useStaffSession } from '@/lib/session';
import { useLedgerPeriods } from '../api/get-ledger-periods';
import { describeLedgerActor, staffActor } from '../lib/ledger-labels';
import { ClosePeriodForm } from './close-period-form';
import { LedgerQueryState } from './ledger-query-state';

/** Periode: close a past month, and the months closed so far (newest first). */
export function PeriodsTab() {
  const ownActor = staffActor(useStaffSession()?.staff.id);
  const periods = useLedgerPeriods();
  const closed = periods.data ?? [];
  return (
    <Stack spacing={3}>
      <SectionCard title="Tutup periode">
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Setelah sebuah bulan ditutup, tidak ada jurnal yang dapat dicatat atau diposting pada bulan itu.
            Pastikan semua transaksi dan jurnal manual bulan tersebut sudah disetujui.
          </Typography>
          <ClosePeriodForm closedMonths={closed.map((period) => period.month)} />
        </Stack>
      </SectionCard>
      <SectionCard title="Periode yang sudah ditutup">
        <LedgerQueryState
          label="periode"
          query={periods}
          isEmpty={closed.length === 0}
          emptyText="Belum ada periode yang ditutup"
          emptyHint="Tutup bulan yang sudah selesai dibukukan dengan formulir di atas."
        />
        {closed.length > 0 && (
          <List dense disablePadding>
            {closed.map((period) => (
              <ListItem key={period.month} divider disableGutters>
                <ListItemText
                  primary={formatPeriod(period.month)}
                  secondary={`Ditutup ${formatDateTime(period.closedAt)} oleh ${describeLedgerActor(period.closedBy, ownActor)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </SectionCard>
    </Stack>
  );
}

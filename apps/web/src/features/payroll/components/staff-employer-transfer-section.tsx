import {
  type EmployerTransfer,
  formatDate,
  formatDateTime,
  formatPeriod,
  formatRupiah,
} from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { SkeletonBlock } from '@/components/skeleton-block';
import { FactList, SectionCard } from '@/components/staff/section-card';
import { visuallyHidden } from '@/components/visually-hidden';
import { getErrorMessage } from '@/lib/api-client';
import { useStaffSession } from '@/lib/session';
import { useEmployerTransfers } from '../api/get-employer-transfers';

// The form (react-hook-form and its zod rules) loads only for FINANCE with something left to record (rule 20).
const EmployerTransferForm = lazy(() =>
  import('./staff-employer-transfer-form').then((m) => ({ default: m.EmployerTransferForm })),
);

function TransfersSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        Memuat transfer…
      </Box>
      <SkeletonBlock width="70%" />
      <SkeletonBlock width="55%" />
      <SkeletonBlock width="60%" />
      <SkeletonBlock height={72} rounded />
    </Stack>
  );
}

function TransferList({ transfers }: { transfers: readonly EmployerTransfer[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        Transfer diterima
      </Typography>
      {transfers.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Belum ada transfer yang dicatat untuk periode ini.
        </Typography>
      ) : (
        <List dense disablePadding>
          {transfers.map((transfer) => (
            <ListItem key={transfer.id} disableGutters divider>
              <ListItemText
                primary={`${formatRupiah(transfer.amount)} · diterima ${formatDate(transfer.receivedOn)}`}
                secondary={[
                  `Ref. ${transfer.reference}`,
                  `dicatat ${transfer.recordedBy}, ${formatDateTime(transfer.recordedAt)}`,
                  transfer.note,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * "Transfer dari perusahaan" of a posted period: what the payroll deducted (piutang potongan gaji), what the
 * employer has transferred and what is left; FINANCE records each transfer received, ADMIN reads.
 */
export function EmployerTransferSection({ period }: { period: string }) {
  const transfers = useEmployerTransfers(period);
  const canRecord = useStaffSession()?.staff.role === 'FINANCE';
  const data = transfers.data;
  return (
    <SectionCard title="Transfer dari perusahaan">
      {transfers.isPending && <TransfersSkeleton />}
      {transfers.isError && <Alert severity="error">{getErrorMessage(transfers.error)}</Alert>}
      {data && (
        <Stack spacing={3}>
          <FactList
            facts={[
              ['Periode', formatPeriod(data.period)],
              ['Total dipotong', formatRupiah(data.deducted)],
              ['Sudah diterima', formatRupiah(data.received)],
              ['Sisa', formatRupiah(data.outstanding)],
            ]}
          />
          <TransferList transfers={data.transfers} />
          {data.deducted === 0 ? (
            <Alert severity="info">
              Posting periode ini tidak memotong gaji: tidak ada transfer yang ditunggu.
            </Alert>
          ) : data.outstanding === 0 ? (
            <Alert severity="success">Seluruh potongan periode ini sudah diterima dari perusahaan.</Alert>
          ) : canRecord ? (
            <Suspense
              fallback={
                <Box aria-busy="true">
                  <SkeletonBlock height={240} rounded />
                </Box>
              }
            >
              <EmployerTransferForm period={period} outstanding={data.outstanding} postedOn={data.postedOn} />
            </Suspense>
          ) : (
            <Typography color="text.secondary">
              Transfer dari perusahaan dicatat oleh petugas FINANCE.
            </Typography>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

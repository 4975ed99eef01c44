import {
  formatDate,
  formatDateTime,
  type SavingsDepositItem,
  type SavingsWithdrawalItem,
  type SukarelaRequests,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { LabelChip, type LabelChipProps } from '@/components/label-chip';
import { LazyConfirmDialog, useHasBeenTrue } from '@/components/lazy-dialogs';
import { MoneyText } from '@/components/money-text';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useSukarelaActions } from '../api/sukarela-actions';

const CHIP_COLOURS: Record<string, LabelChipProps['color']> = {
  PENDING: 'warning',
  APPROVED: 'info',
  CONFIRMED: 'success',
  PAID: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
};

function StatusLabel({ status, label }: { status: string; label: string }) {
  return <LabelChip size="small" label={label} color={CHIP_COLOURS[status] ?? 'default'} />;
}

function DepositRow({ item }: { item: SavingsDepositItem }) {
  return (
    <ListItem divider>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <MoneyText amount={item.Jumlah} sx={{ fontWeight: 700 }} />
            <StatusLabel status={item.Status} label={item.StatusLabel} />
          </Stack>
        }
        secondary={`Transfer ${formatDate(item.TanggalTransfer)} · dikirim ${formatDateTime(item.DiajukanPada)}${item.Alasan ? ` · Alasan: ${item.Alasan}` : ''}`}
      />
    </ListItem>
  );
}

function WithdrawalRow({ item, onCancel }: { item: SavingsWithdrawalItem; onCancel: () => void }) {
  return (
    <ListItem
      divider
      secondaryAction={
        item.Status === 'PENDING' ? (
          <Button size="small" onClick={onCancel}>
            Batalkan
          </Button>
        ) : undefined
      }
    >
      <ListItemText
        sx={{ pr: item.Status === 'PENDING' ? 10 : 0 }}
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <MoneyText amount={item.Jumlah} sx={{ fontWeight: 700 }} />
            <StatusLabel status={item.Status} label={item.StatusLabel} />
          </Stack>
        }
        secondary={`Diajukan ${formatDateTime(item.DiajukanPada)}${item.RekeningTujuan ? ` · ke ${item.RekeningTujuan}` : ''}${item.DibayarPada ? ` · dibayar ${formatDateTime(item.DibayarPada)}` : ''}${item.Alasan ? ` · Alasan: ${item.Alasan}` : ''}`}
      />
    </ListItem>
  );
}

/** The member's latest deposits and withdrawals with their status; a pending withdrawal may be cancelled. */
export function SukarelaRequestsList({ requests }: { requests: SukarelaRequests }) {
  const { cancel } = useSukarelaActions();
  const [cancelling, setCancelling] = useState<SavingsWithdrawalItem | null>(null);
  const hasAsked = useHasBeenTrue(cancelling !== null);

  async function confirmCancel() {
    if (!cancelling) return;
    await cancel.mutateAsync(cancelling.id, {
      onSuccess: (message) => enqueueSnackbar(message, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
      onSettled: () => setCancelling(null),
    });
  }

  return (
    <Stack spacing={2}>
      <div>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Setoran
        </Typography>
        {requests.Setoran.length === 0 ? (
          <Typography color="text.secondary">Belum ada setoran sukarela.</Typography>
        ) : (
          <List dense aria-label="Status setoran">
            {requests.Setoran.map((item) => (
              <DepositRow key={item.id} item={item} />
            ))}
          </List>
        )}
      </div>
      <div>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Penarikan
        </Typography>
        {requests.Penarikan.length === 0 ? (
          <Typography color="text.secondary">Belum ada pengajuan penarikan.</Typography>
        ) : (
          <List dense aria-label="Status penarikan">
            {requests.Penarikan.map((item) => (
              <WithdrawalRow key={item.id} item={item} onCancel={() => setCancelling(item)} />
            ))}
          </List>
        )}
      </div>
      {hasAsked && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={cancelling !== null}
            title="Batalkan penarikan"
            message="Batalkan pengajuan penarikan ini? Jumlahnya kembali dapat ditarik."
            confirmLabel="Ya, batalkan"
            cancelLabel="Tidak"
            onCancel={() => setCancelling(null)}
            onConfirm={confirmCancel}
          />
        </Suspense>
      )}
    </Stack>
  );
}

import { type AdminDataRequest, DATA_REQUEST_REASON_MIN, DATA_REQUEST_TOPIC_LABELS } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '@/components/page-title';
import { DecisionDialog, type DecisionView } from '@/components/staff/decision-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import {
  type DataRequestDecision,
  useDataRequestQueue,
  useDecideDataRequest,
} from '../api/staff-data-requests';
import { QueueEntry } from '../components/staff-queue-entry';

type Pending = { item: AdminDataRequest; decision: DataRequestDecision };

function viewOf({ item, decision }: Pending): DecisionView {
  const what = `${DATA_REQUEST_TOPIC_LABELS[item.topic].toLowerCase()} · ${item.member.name}`;
  if (decision === 'refuse') {
    return {
      title: `Tolak ${what}`,
      question: 'Anggota akan membaca alasan Anda.',
      label: 'Tolak',
      needsReason: true,
      minReasonLength: DATA_REQUEST_REASON_MIN,
      reasonLabel: 'Alasan penolakan (dibaca anggota)',
      colour: 'error',
    };
  }
  return {
    title: `Setujui ${what}`,
    question:
      'Dokumen pengajuan yang sudah selesai, foto profil dan identitas pada komentar blog anggota ini dihapus permanen. Tindakan ini tidak dapat dibatalkan.',
    label: 'Ya, hapus data',
    needsReason: false,
    colour: 'primary',
  };
}

/** /admin/data-requests (ADMIN): members' correction and deletion requests, overdue first, then by deadline. */
export function StaffDataRequestsPage() {
  usePageTitle('Permintaan Data Anggota · Back Office');
  const queue = useDataRequestQueue();
  const decide = useDecideDataRequest();
  const [pending, setPending] = useState<Pending | null>(null);
  const items = queue.data ?? [];

  const send = (target: Pending, reason?: string) =>
    decide.mutateAsync(
      { id: target.item.id, decision: target.decision, reason },
      {
        onSuccess: (message) => enqueueSnackbar(message, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setPending(null),
      },
    );
  // A correction is approved at once (it can be corrected again); a deletion and every refusal ask first.
  const approve = (item: AdminDataRequest) =>
    item.topic === 'DELETION'
      ? setPending({ item, decision: 'approve' })
      : send({ item, decision: 'approve' });

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Permintaan Data Anggota
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Koreksi dan penghapusan data (UU PDP): putuskan paling lambat 3×24 jam sejak diajukan. Yang terlambat
        tampil paling atas.
      </Typography>
      <section aria-busy={queue.isLoading} aria-live="polite">
        {queue.isLoading && <Skeleton variant="rounded" height={160} />}
        {queue.error && <Alert severity="error">Antrean gagal dimuat. {getErrorMessage(queue.error)}</Alert>}
        {queue.isSuccess && items.length === 0 && (
          <Alert severity="success">
            Tidak ada permintaan yang menunggu. Permintaan koreksi dan penghapusan dari anggota akan muncul di
            sini.
          </Alert>
        )}
        <Stack
          component="ul"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Permintaan terbuka"
        >
          {items.map((item) => (
            <QueueEntry
              key={item.id}
              item={item}
              isBusy={decide.isPending}
              onApprove={() => approve(item)}
              onRefuse={() => setPending({ item, decision: 'refuse' })}
            />
          ))}
        </Stack>
      </section>
      <DecisionDialog
        key={pending ? `${pending.item.id}-${pending.decision}` : 'closed'}
        view={pending ? viewOf(pending) : null}
        onCancel={() => setPending(null)}
        onConfirm={async (reason) => {
          if (pending) await send(pending, reason);
        }}
      />
    </>
  );
}

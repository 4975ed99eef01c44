import { formatDateTime, formatRupiah, RESIGNATION_NOTE_MAX, type Resignation } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/page-title';
import { SkeletonBlock } from '@/components/skeleton-block';
import { DecisionDialog, type DecisionView } from '@/components/staff/decision-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useDecideResignation, useResignationDetail, useResignationQueue } from '../api/resignation-desk';
import { ApprovedResult } from '../components/staff-approved-result';
import { ResignationDetail } from '../components/staff-resignation-detail';

/** FINANCE refuses a resignation with the reason the member reads (at least 3 characters, as the API asks). */
const rejectionView = (name: string): DecisionView => ({
  title: `Tolak pengajuan keluar · ${name}`,
  label: 'Tolak',
  question: 'Anggota tetap menjadi anggota dan menerima alasan Anda. Mereka dapat mengajukan kembali.',
  needsReason: true,
  minReasonLength: 3,
  maxReasonLength: RESIGNATION_NOTE_MAX,
  reasonLabel: 'Alasan',
  colour: 'error',
});

/** /admin/resignations (FINANCE): pending requests to leave, oldest first; one opened with today's clearance. */
export function StaffResignationDeskPage() {
  usePageTitle('Pengunduran Diri · Back Office');
  const queue = useResignationQueue();
  const [selected, setSelected] = useState<number | null>(null);
  const detail = useResignationDetail(selected);
  const decide = useDecideResignation();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [approved, setApproved] = useState<{ name: string; resignation: Resignation } | null>(null);
  const items = queue.data ?? [];
  const name = detail.data?.name ?? '';

  /** Settles with the answer, so the confirming button stays disabled until then. */
  const send = async (decision: 'approve' | 'reject', reason?: string) => {
    if (selected === null) return;
    await decide.mutateAsync(
      { id: selected, decision, reason },
      {
        onSuccess: ({ message, resignation }) => {
          enqueueSnackbar(message, { variant: 'success' });
          if (decision === 'approve') setApproved({ name, resignation });
          setSelected(null);
        },
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setDialog(null),
      },
    );
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Pengunduran Diri
      </Typography>
      {approved && (
        <Box sx={{ mb: 2 }}>
          <ApprovedResult {...approved} />
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
        }}
      >
        <Stack
          component="section"
          aria-label="Antrean pengunduran diri"
          aria-busy={queue.isLoading}
          spacing={1.5}
        >
          {queue.isLoading && <SkeletonBlock height={120} rounded />}
          {queue.isError && <Alert severity="error">{getErrorMessage(queue.error)}</Alert>}
          {queue.data && items.length === 0 && (
            <Alert severity="info">
              Tidak ada pengajuan keluar yang menunggu. Pengajuan anggota dari halaman Keluar dari Koperasi
              akan muncul di sini.
            </Alert>
          )}
          {items.map((item) => (
            <Paper
              key={item.id}
              variant="outlined"
              sx={{ p: 2, borderColor: item.id === selected ? 'primary.main' : undefined }}
            >
              <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                NIK {item.nik} · {formatDateTime(item.requestedAt)}
              </Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {item.quotedShortfall > 0
                  ? `Kurang ${formatRupiah(item.quotedShortfall)}`
                  : `Dana keluar ${formatRupiah(item.quotedPayout)}`}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                onClick={() => setSelected(item.id)}
                aria-label={`Periksa ${item.name}`}
              >
                Periksa
              </Button>
            </Paper>
          ))}
        </Stack>
        <Box aria-live="polite" aria-busy={detail.isFetching}>
          {selected === null && items.length > 0 && (
            <Typography color="text.secondary">
              Pilih pengajuan untuk melihat perhitungannya hari ini.
            </Typography>
          )}
          {selected !== null && detail.isPending && <SkeletonBlock height={360} rounded />}
          {detail.isError && <Alert severity="error">{getErrorMessage(detail.error)}</Alert>}
          {selected !== null && detail.data && (
            <ResignationDetail
              detail={detail.data}
              onApprove={() => setDialog('approve')}
              onReject={() => setDialog('reject')}
            />
          )}
        </Box>
      </Box>
      <ConfirmDialog
        open={dialog === 'approve'}
        title={`Setujui pengunduran diri · ${name}`}
        message={`Pinjaman berjalan dilunasi dari simpanan, sisa ${formatRupiah(detail.data?.quote?.payout ?? 0)} dicatat dibayarkan ke rekening payroll, dan akun anggota ditutup. Tindakan ini tidak dapat dibatalkan.`}
        confirmLabel="Setujui"
        onConfirm={() => send('approve')}
        onCancel={() => setDialog(null)}
      />
      <DecisionDialog
        key={`${selected}-${dialog}`}
        view={dialog === 'reject' ? rejectionView(name) : null}
        onCancel={() => setDialog(null)}
        onConfirm={(reason) => send('reject', reason)}
      />
    </>
  );
}

import type { AdminMemberDetail } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useMemberAction } from '../api/run-member-action';

type MemberAction = 'deactivate' | 'reset-password';

const CONFIRM: Record<
  MemberAction,
  { title: string; label: string; message: (member: AdminMemberDetail) => string }
> = {
  deactivate: {
    title: 'Nonaktifkan (resign)',
    label: 'Nonaktifkan',
    message: (member) =>
      `${member.name} (NIK ${member.nik}) ditandai keluar per hari ini: anggota tidak dapat login lagi dan semua sesinya diakhiri.`,
  },
  'reset-password': {
    title: 'Reset password',
    label: 'Reset password',
    message: (member) =>
      `Password sementara dikirim ke e-mail anggota (${member.email ?? 'belum ada e-mail'}). Password lama tidak berlaku lagi dan semua sesinya diakhiri. Petugas tidak melihat password tersebut.`,
  },
};

/** ADMIN's actions on a member, each behind a confirmation that says what happens; the answer as a toast. */
export function StaffMemberActions({ member }: { member: AdminMemberDetail }) {
  const [pending, setPending] = useState<MemberAction | null>(null);
  const action = useMemberAction(member.id);
  const confirm = async () => {
    if (!pending) return;
    await action.mutateAsync(pending, {
      onSuccess: (message) => enqueueSnackbar(message, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
      onSettled: () => setPending(null),
    });
  };
  const dialog = pending ? CONFIRM[pending] : null;
  return (
    <SectionCard title="Tindakan">
      {member.isActive ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" color="error" onClick={() => setPending('deactivate')}>
            Nonaktifkan (resign)
          </Button>
          <Button variant="outlined" onClick={() => setPending('reset-password')}>
            Reset password
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">Anggota ini sudah nonaktif; tidak ada tindakan yang tersedia.</Alert>
      )}
      {member.isActive && !member.email && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Anggota belum memiliki e-mail: reset password akan ditolak sampai e-mail diisi.
        </Typography>
      )}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        message={dialog ? dialog.message(member) : ''}
        confirmLabel={dialog?.label ?? 'Ya'}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </SectionCard>
  );
}

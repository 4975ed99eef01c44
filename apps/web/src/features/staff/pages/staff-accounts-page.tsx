import type { StaffAccount } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/page-title';
import { QueueState } from '@/components/staff/queue-state';
import { ScrollTable } from '@/components/staff/scroll-table';
import { getErrorMessage } from '@/lib/api-client';
import { describeStaffRole } from '@/lib/staff-roles';
import { enqueueSnackbar } from '@/lib/toast';
import { useCompanies } from '../api/get-companies';
import { useStaffAccounts } from '../api/get-staff-accounts';
import { useSetStaffEnabled } from '../api/set-staff-enabled';
import { StaffAccountDialog } from '../components/staff-account-dialog';

type Editing = { account: StaffAccount | null } | null;

/** /admin/staff (ADMIN): staff accounts with role, job title and status; create, edit, disable, enable. */
export function StaffAccountsPage() {
  usePageTitle('Petugas · Back Office');
  const accounts = useStaffAccounts();
  const companies = useCompanies();
  const setEnabled = useSetStaffEnabled();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<StaffAccount | null>(null);
  const items = accounts.data ?? [];
  const companyCode = (id: number | null) =>
    companies.data?.find((company) => company.id === id)?.code ?? '–';

  const confirmToggle = async () => {
    if (!toggling) return;
    await setEnabled.mutateAsync(
      { id: toggling.id, enabled: !toggling.isActive },
      {
        onSuccess: (message) => enqueueSnackbar(message, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setToggling(null),
      },
    );
  };

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
        <Typography variant="h1">Petugas</Typography>
        <Button variant="contained" onClick={() => setEditing({ account: null })}>
          Tambah petugas
        </Button>
      </Stack>
      <section aria-busy={accounts.isLoading} aria-live="polite">
        <QueueState
          isLoading={accounts.isLoading}
          error={accounts.error}
          isEmpty={items.length === 0}
          emptyText="Belum ada petugas"
          emptyHint="Tambahkan petugas dengan tombol Tambah petugas."
        />
        {items.length > 0 && (
          <ScrollTable label="Daftar petugas">
            <TableHead>
              <TableRow>
                <TableCell>Username</TableCell>
                <TableCell>Nama</TableCell>
                <TableCell>Peran</TableCell>
                <TableCell>Jabatan</TableCell>
                <TableCell>Perusahaan</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Tindakan</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((account) => (
                <TableRow key={account.id} hover>
                  <TableCell sx={{ fontWeight: 600 }}>{account.username}</TableCell>
                  <TableCell>
                    {account.name}
                    {account.email && (
                      <Typography variant="body2" color="text.secondary">
                        {account.email}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{describeStaffRole(account.role)}</TableCell>
                  <TableCell>{account.jobTitle ?? '–'}</TableCell>
                  <TableCell>{companyCode(account.companyId)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={account.isActive ? 'success' : 'default'}
                      label={account.isActive ? 'Aktif' : 'Nonaktif'}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      onClick={() => setEditing({ account })}
                      aria-label={`Ubah ${account.username}`}
                    >
                      Ubah
                    </Button>
                    <Button
                      size="small"
                      color={account.isActive ? 'error' : 'primary'}
                      onClick={() => setToggling(account)}
                      aria-label={`${account.isActive ? 'Nonaktifkan' : 'Aktifkan'} ${account.username}`}
                    >
                      {account.isActive ? 'Nonaktifkan' : 'Aktifkan'}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
      </section>
      {editing && (
        <StaffAccountDialog
          account={editing.account}
          companies={companies.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.isActive ? 'Nonaktifkan petugas' : 'Aktifkan petugas'}
        message={
          toggling?.isActive
            ? `${toggling.name} (${toggling.username}) tidak dapat login lagi dan sesinya diakhiri.`
            : `${toggling?.name ?? ''} (${toggling?.username ?? ''}) dapat login kembali.`
        }
        confirmLabel={toggling?.isActive ? 'Nonaktifkan' : 'Aktifkan'}
        onCancel={() => setToggling(null)}
        onConfirm={confirmToggle}
      />
    </>
  );
}

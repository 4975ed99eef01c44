import type { LedgerAccount } from '@kopkar/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useHasBeenTrue } from '@/components/lazy-dialogs';
import { SectionCard } from '@/components/staff/section-card';
import { useStaffSession } from '@/lib/session';
import { useLedgerAccounts } from '../api/get-ledger-accounts';
import { LedgerAccountsTable } from './ledger-accounts-table';
import { LedgerQueryState, LedgerSkeleton } from './ledger-query-state';

// ADMIN's form and dialog (react-hook-form, zod, MUI's Modal) load only for ADMIN, the dialog on its first use.
const LazyAddLedgerAccountForm = lazy(() =>
  import('./add-ledger-account-form').then((m) => ({ default: m.AddLedgerAccountForm })),
);
const LazyRenameLedgerAccountDialog = lazy(() =>
  import('./rename-ledger-account-dialog').then((m) => ({ default: m.RenameLedgerAccountDialog })),
);

/**
 * Akun: the chart of accounts (FINANCE and ADMIN read it); ADMIN adds an account, its type following its code's
 * first digit, and renames one. No account is deleted and no type changes (docs/product/ledger.md).
 */
export function AccountsTab() {
  const isAdmin = useStaffSession()?.staff.role === 'ADMIN';
  const accounts = useLedgerAccounts();
  // The account last asked to rename stays after the dialog closes, so it animates closed with its content.
  const [renaming, setRenaming] = useState<LedgerAccount | null>(null);
  const [isRenameOpen, setRenameOpen] = useState(false);
  const hasOpenedRename = useHasBeenTrue(isRenameOpen);
  const list = accounts.data ?? [];

  const askRename = (account: LedgerAccount) => {
    setRenaming(account);
    setRenameOpen(true);
  };

  return (
    <Stack spacing={3}>
      {isAdmin && (
        <SectionCard title="Tambah akun">
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Akun tidak dapat dihapus dan jenisnya tidak dapat diubah setelah ditambahkan; namanya dapat
              diubah.
            </Typography>
            <Suspense fallback={<LedgerSkeleton label="formulir akun" rows={2} />}>
              <LazyAddLedgerAccountForm />
            </Suspense>
          </Stack>
        </SectionCard>
      )}
      <SectionCard title="Bagan akun">
        <LedgerQueryState
          label="bagan akun"
          query={accounts}
          isEmpty={list.length === 0}
          emptyText="Bagan akun belum ada"
          emptyHint="Minta administrator menjalankan migrasi buku besar."
        />
        {list.length > 0 && (
          <LedgerAccountsTable accounts={list} onRename={isAdmin ? askRename : undefined} />
        )}
      </SectionCard>
      {renaming && hasOpenedRename && (
        <Suspense fallback={null}>
          <LazyRenameLedgerAccountDialog
            // A name changed since (here or by another ADMIN) starts the form afresh from it.
            key={`${renaming.code}:${renaming.name}`}
            account={renaming}
            open={isRenameOpen}
            onClose={() => setRenameOpen(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { TabStrip, tabPanelProps } from '@/components/tab-strip';
import { useLedgerAccounts } from '../api/get-ledger-accounts';
import { LedgerQueryState, LedgerSkeleton } from '../components/ledger-query-state';
import { TrialBalanceTab } from '../components/trial-balance-tab';

// Each tab's code (the journal list, the forms and their rules) loads when the tab is first opened.
const JournalsTab = lazy(() =>
  import('../components/journals-tab').then((m) => ({ default: m.JournalsTab })),
);
const PeriodsTab = lazy(() => import('../components/periods-tab').then((m) => ({ default: m.PeriodsTab })));
const ReportsTab = lazy(() => import('../components/reports-tab').then((m) => ({ default: m.ReportsTab })));
const AccountsTab = lazy(() =>
  import('../components/accounts-tab').then((m) => ({ default: m.AccountsTab })),
);

const TABS = [
  { value: 'neraca', label: 'Neraca saldo' },
  { value: 'jurnal', label: 'Jurnal' },
  { value: 'periode', label: 'Periode' },
  { value: 'laporan', label: 'Laporan' },
  { value: 'akun', label: 'Akun' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const readTab = (value: string | null): TabValue =>
  TABS.find((tab) => tab.value === value)?.value ?? 'neraca';

/** Journals need the chart of accounts (names of the lines, the form's account list) before they show. */
function JournalsWithAccounts() {
  const accounts = useLedgerAccounts();
  return (
    <>
      <LedgerQueryState
        label="daftar akun"
        query={accounts}
        isEmpty={(accounts.data?.length ?? 0) === 0}
        emptyText="Bagan akun belum ada"
        emptyHint="Minta administrator menjalankan migrasi buku besar."
      />
      {accounts.data && accounts.data.length > 0 && <JournalsTab accounts={accounts.data} />}
    </>
  );
}

/**
 * /admin/buku-besar (FINANCE, ADMIN): the cooperative's books in five tabs, the open one in the address
 * (`?tab=jurnal`) so it survives a reload: the trial balance with the sub-ledger reconciliation, the journals
 * with manual entries, approvals and reversals, closing a month, the SAK EP statements with their files, and the
 * chart of accounts (which ADMIN adds to and renames).
 */
export function StaffLedgerPage() {
  usePageTitle('Buku Besar · Back Office');
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const openTab = (next: TabValue) => setSearchParams({ tab: next }, { replace: true });

  const panels: Record<TabValue, ReactNode> = {
    neraca: (
      <TrialBalanceTab
        onOpenJournals={() => openTab('jurnal')}
        onOpenAccountBook={(code) => setSearchParams({ tab: 'laporan', akun: code }, { replace: true })}
      />
    ),
    jurnal: <JournalsWithAccounts />,
    periode: <PeriodsTab />,
    laporan: <ReportsTab initialAccount={searchParams.get('akun')} />,
    akun: <AccountsTab />,
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Buku Besar</Typography>
      <TabStrip tabs={TABS} value={tab} onChange={openTab} aria-label="Bagian buku besar" idPrefix={id} />
      <Box {...tabPanelProps(id, tab)}>
        <Suspense fallback={<LedgerSkeleton label="bagian buku besar" />}>{panels[tab]}</Suspense>
      </Box>
    </Stack>
  );
}

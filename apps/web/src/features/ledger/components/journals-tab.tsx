import type { JournalEntry, JournalListQuery, LedgerAccount } from '@kopkar/domain';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { SectionCard } from '@/components/staff/section-card';
import { useStaffSession } from '@/lib/session';
import { useToday } from '@/lib/use-today';
import { useJournals } from '../api/get-journals';
import { monthRange, staffActor } from '../lib/ledger-labels';
import { JournalEntryCard } from './journal-entry-card';
import { type JournalFilter, JournalFilters } from './journal-filters';
import { LedgerQueryState, LedgerSkeleton } from './ledger-query-state';

// The form (react-hook-form, zod, the field array) loads when someone first starts an entry.
const LazyManualJournalForm = lazy(() =>
  import('./manual-journal-form').then((m) => ({ default: m.ManualJournalForm })),
);

/** The list's call for a filter: the month's first to last day; an unfinished month field keeps this month. */
function toQuery(filter: JournalFilter, today: string): JournalListQuery {
  const month = /^\d{4}-\d{2}$/.test(filter.month) ? filter.month : today.slice(0, 7);
  return {
    ...monthRange(month),
    ...(filter.source ? { source: filter.source } : {}),
    ...(filter.status ? { status: filter.status as JournalListQuery['status'] } : {}),
  };
}

/**
 * Jurnal: a manual entry's form on demand, and a month's entries (this month first) filtered by source and
 * status, each with its lines and, where it applies, "Setujui" or "Balik".
 */
export function JournalsTab({ accounts }: { accounts: readonly LedgerAccount[] }) {
  const today = useToday();
  const ownActor = staffActor(useStaffSession()?.staff.id);
  const [filter, setFilter] = useState<JournalFilter>({ month: today.slice(0, 7), source: '', status: '' });
  const [isFormOpen, setFormOpen] = useState(false);
  const journals = useJournals(toQuery(filter, today));
  const accountNames = new Map(accounts.map((account) => [account.code, account.name]));

  const showSaved = (entry: JournalEntry) => {
    setFormOpen(false);
    setFilter({ month: entry.date.slice(0, 7), source: '', status: '' });
  };

  return (
    <Stack spacing={3}>
      <SectionCard title="Jurnal manual">
        {isFormOpen ? (
          <Suspense fallback={<LedgerSkeleton label="formulir jurnal" rows={3} />}>
            <LazyManualJournalForm
              accounts={accounts}
              onSaved={showSaved}
              onCancel={() => setFormOpen(false)}
            />
          </Suspense>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              Catat beban operasional, pendapatan lain-lain atau penyesuaian. Jurnal diposting setelah
              disetujui petugas lain.
            </Typography>
            <Button variant="contained" startIcon={<Add />} onClick={() => setFormOpen(true)}>
              Buat jurnal manual
            </Button>
          </Stack>
        )}
      </SectionCard>
      <SectionCard title="Daftar jurnal">
        <Stack spacing={2}>
          <JournalFilters filter={filter} onChange={setFilter} />
          <LedgerQueryState
            label="daftar jurnal"
            query={journals}
            isEmpty={(journals.data?.length ?? 0) === 0}
            emptyText="Tidak ada jurnal pada bulan ini"
            emptyHint="Pilih bulan lain, ubah filter sumber atau status, atau buat jurnal manual."
            emptyAction={
              isFormOpen ? undefined : (
                <Button variant="outlined" onClick={() => setFormOpen(true)}>
                  Buat jurnal manual
                </Button>
              )
            }
          />
          {journals.data?.map((entry) => (
            <JournalEntryCard key={entry.id} entry={entry} accountNames={accountNames} ownActor={ownActor} />
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
}

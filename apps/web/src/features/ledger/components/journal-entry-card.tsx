import { formatDate, JOURNAL_STATUS_LABELS, type JournalEntry } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { useHasBeenTrue } from '@/components/lazy-dialogs';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useApproveJournal } from '../api/approve-journal';
import { describeJournalSource, describeLedgerActor } from '../lib/ledger-labels';
import { JournalLinesTable } from './journal-lines-table';

// The reversal's form (react-hook-form, zod) loads when someone first asks to reverse an entry.
const LazyReverseJournalDialog = lazy(() =>
  import('./reverse-journal-dialog').then((m) => ({ default: m.ReverseJournalDialog })),
);

const STATUS_COLORS = { PENDING: 'warning', POSTED: 'success', REJECTED: 'error' } as const;

type JournalEntryCardProps = {
  entry: JournalEntry;
  accountNames: ReadonlyMap<string, string>;
  /** The signed-in staff member as the ledger records actors (`staff:7`). */
  ownActor: string;
};

/** Who made the entry and who decided it, in one line. */
function describeActors(entry: JournalEntry, ownActor: string): string {
  const parts = [
    `Sumber: ${describeJournalSource(entry.source)}`,
    `Dibuat oleh: ${describeLedgerActor(entry.actor, ownActor)}`,
  ];
  if (entry.approvedBy) {
    const decided = entry.status === 'REJECTED' ? 'Ditolak oleh' : 'Disetujui oleh';
    parts.push(`${decided}: ${describeLedgerActor(entry.approvedBy, ownActor)}`);
  }
  return parts.join(' · ');
}

/**
 * One journal entry: its date, description, status and lines. A waiting entry made by someone else can be
 * approved here (the API refuses its maker: its message shows in the card); a posted manual entry not yet
 * reversed can be reversed with a date and a reason.
 */
export function JournalEntryCard({ entry, accountNames, ownActor }: JournalEntryCardProps) {
  const id = useId();
  const approve = useApproveJournal();
  const [isReverseOpen, setReverseOpen] = useState(false);
  const hasOpenedReverse = useHasBeenTrue(isReverseOpen);
  const isPending = entry.status === 'PENDING';
  const canApprove = isPending && entry.actor !== ownActor;
  const canReverse = entry.status === 'POSTED' && entry.source === 'manual' && entry.reversedById === null;

  const approveEntry = () =>
    approve.mutate(entry.id, {
      onSuccess: ({ message }) => enqueueSnackbar(message, { variant: 'success' }),
    });

  return (
    <Paper component="article" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <div>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography id={`${id}-title`} variant="h3" sx={{ fontSize: '1rem' }}>
              Jurnal #{entry.id} · {formatDate(entry.date)}
            </Typography>
            <Chip
              size="small"
              label={JOURNAL_STATUS_LABELS[entry.status]}
              color={STATUS_COLORS[entry.status]}
            />
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {entry.description}
          </Typography>
        </div>
        <Typography variant="body2" color="text.secondary">
          {describeActors(entry, ownActor)}
          {entry.reversesId !== null && ` · Membalik jurnal #${entry.reversesId}`}
          {entry.reversedById !== null && ` · Dibalik oleh jurnal #${entry.reversedById}`}
        </Typography>
        <JournalLinesTable entry={entry} accountNames={accountNames} />
        <div aria-live="polite">
          {approve.isError && <InlineAlert severity="error">{getErrorMessage(approve.error)}</InlineAlert>}
        </div>
        {isPending && !canApprove && (
          <Typography variant="body2" color="text.secondary">
            Menunggu persetujuan petugas lain.
          </Typography>
        )}
        {(canApprove || canReverse) && (
          <Stack direction="row" spacing={1}>
            {canApprove && (
              <Button
                variant="contained"
                onClick={approveEntry}
                loading={approve.isPending}
                aria-label={`Setujui jurnal #${entry.id}`}
              >
                Setujui
              </Button>
            )}
            {canReverse && (
              <Button
                variant="outlined"
                onClick={() => setReverseOpen(true)}
                aria-label={`Balik jurnal #${entry.id}`}
              >
                Balik
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {hasOpenedReverse && (
        <Suspense fallback={null}>
          <LazyReverseJournalDialog
            entry={entry}
            open={isReverseOpen}
            onClose={() => setReverseOpen(false)}
          />
        </Suspense>
      )}
    </Paper>
  );
}

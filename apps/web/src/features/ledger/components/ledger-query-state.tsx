import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { SkeletonBlock } from '@/components/skeleton-block';
import { visuallyHidden } from '@/components/visually-hidden';
import { getErrorMessage } from '@/lib/api-client';

const ROW_KEYS = ['row-1', 'row-2', 'row-3', 'row-4', 'row-5', 'row-6'] as const;

/** The shape of a table while it loads, announced once as "Memuat …" (aria-busy until the data is there). */
export function LedgerSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Stack spacing={1} aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        {`Memuat ${label}…`}
      </Box>
      <SkeletonBlock height={36} rounded />
      {ROW_KEYS.slice(0, rows).map((key) => (
        <SkeletonBlock key={key} height={28} rounded />
      ))}
    </Stack>
  );
}

type LedgerQueryStateProps = {
  /** What is loading, for the screen reader's "Memuat …". */
  label: string;
  query: { isLoading: boolean; error: unknown };
  isEmpty: boolean;
  emptyText: string;
  /** The next step, in words. */
  emptyHint: string;
  /** A button that takes that step, when the page offers one. */
  emptyAction?: ReactNode;
};

/** Loading, error and empty states of one ledger table; null when the table should show. */
export function LedgerQueryState({
  label,
  query,
  isEmpty,
  emptyText,
  emptyHint,
  emptyAction,
}: LedgerQueryStateProps) {
  if (query.isLoading) return <LedgerSkeleton label={label} />;
  if (query.error) return <InlineAlert severity="error">{getErrorMessage(query.error)}</InlineAlert>;
  if (!isEmpty) return null;
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>{emptyText}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: emptyAction ? 2 : 0 }}>
        {emptyHint}
      </Typography>
      {emptyAction}
    </Paper>
  );
}

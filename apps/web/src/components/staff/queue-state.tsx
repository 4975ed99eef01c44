import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageSkeleton } from '@/components/page-skeleton';
import { getErrorMessage } from '@/lib/api-client';

type QueueStateProps = {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  emptyHint: string;
};

/** Loading, error and empty states of a work queue; null when the table should show. */
export function QueueState({ isLoading, error, isEmpty, emptyText, emptyHint }: QueueStateProps) {
  if (isLoading) return <PageSkeleton />;
  if (error) return <Alert severity="error">{getErrorMessage(error)}</Alert>;
  if (!isEmpty) return null;
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 600 }}>{emptyText}</Typography>
      <Typography variant="body2" color="text.secondary">
        {emptyHint}
      </Typography>
    </Paper>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An empty or failed section: what happened and the next step. */
export function SectionNotice({
  text,
  onRetry,
  action,
}: {
  text: string;
  onRetry?: () => void;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: onRetry || action ? 2 : 0 }}>
        {text}
      </Typography>
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          Coba lagi
        </Button>
      )}
      {action}
    </Paper>
  );
}

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { QueueState } from './queue-state';

type DeskQueueProps = {
  title: string;
  queue: { isLoading: boolean; error: unknown };
  isEmpty: boolean;
  emptyText: string;
  emptyHint: string;
  /** One card per request. */
  children: ReactNode;
};

/** The frame of a FINANCE desk page: heading, loading/error/empty states, the requests' cards. */
export function DeskQueue({ title, queue, isEmpty, emptyText, emptyHint, children }: DeskQueueProps) {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <section aria-busy={queue.isLoading} aria-live="polite">
        <QueueState
          isLoading={queue.isLoading}
          error={queue.error}
          isEmpty={isEmpty}
          emptyText={emptyText}
          emptyHint={emptyHint}
        />
        <Stack spacing={2}>{children}</Stack>
      </section>
    </>
  );
}

import type { Notification } from '@kopkar/domain';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InlineAlert } from '@/components/inline-alert';
import { usePageTitle } from '@/components/page-title';
import { SkeletonBlock } from '@/components/skeleton-block';
import { getMyLoan } from '@/lib/api/get-my-loan';
import { getErrorMessage } from '@/lib/api-client';
import { loanEntryStorage, openedNoticeState } from '@/lib/loan-entry-storage';
import { useSession } from '@/lib/session';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from '../components/notification-item';
import { routeNotification } from '../lib/route-notification';

/**
 * /notification (docs/product/screens.md#notifications): newest first, unread ones marked; opening one
 * marks it read and goes to its page.
 */
export function NotificationPage() {
  usePageTitle('Notifikasi');
  const memberId = useSession()?.user.id;
  const notifications = useNotifications(memberId);
  const markRead = useMarkNotificationRead(memberId);
  const navigate = useNavigate();
  const [openingId, setOpeningId] = useState<number | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  const open = async (entry: Notification) => {
    setOpeningId(entry.id);
    setOpenError(null);
    if (!entry.IsRead) markRead.mutate(entry.id);
    try {
      const href = await routeNotification(entry, {
        saveApprovalEntry: loanEntryStorage.saveApprovalEntry,
        saveCurrentLoan: loanEntryStorage.saveCurrentLoan,
        fetchLoan: getMyLoan,
      });
      // The page it opens shows this notice's own text only when it came from this very notice.
      navigate(href, { state: openedNoticeState(entry) });
    } catch (error) {
      setOpenError(getErrorMessage(error));
      setOpeningId(null);
    }
  };

  const items = notifications.data ?? [];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Notifikasi
      </Typography>
      <div aria-live="polite">
        {openError && (
          <InlineAlert severity="error" sx={{ mb: 2 }}>
            {openError}
          </InlineAlert>
        )}
      </div>
      <div aria-busy={notifications.isPending}>
        {notifications.isPending && (
          <Stack spacing={1.5}>
            <SkeletonBlock height={72} rounded />
            <SkeletonBlock height={72} rounded />
            <SkeletonBlock height={72} rounded />
          </Stack>
        )}
        {notifications.isError && (
          <InlineAlert severity="error">{getErrorMessage(notifications.error)}</InlineAlert>
        )}
        {notifications.data && items.length === 0 && (
          <Typography color="text.secondary">Belum ada notifikasi.</Typography>
        )}
        {items.length > 0 && (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <List disablePadding aria-label="Daftar notifikasi">
              {items.map((entry) => (
                <li key={entry.id}>
                  <NotificationItem entry={entry} isBusy={openingId !== null} onOpen={open} />
                </li>
              ))}
            </List>
          </Paper>
        )}
      </div>
    </Container>
  );
}

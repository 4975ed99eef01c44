import { formatDateTime, type Notification } from '@kopkar/domain';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visually-hidden';
import { NoticeChip } from './notice-chip';

type NotificationItemProps = { entry: Notification; isBusy: boolean; onOpen: (entry: Notification) => void };

/** One notification: what kind of news (chip), description and time; unread ones carry a dot, bold text and a tint. */
export function NotificationItem({ entry, isBusy, onOpen }: NotificationItemProps) {
  const isUnread = !entry.IsRead;
  return (
    <ListItemButton
      onClick={() => onOpen(entry)}
      disabled={isBusy}
      data-unread={isUnread}
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isUnread ? 'action.hover' : 'transparent',
      }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 10,
          height: 10,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: isUnread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <NoticeChip header={entry.LogHeader} />
          <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatDateTime(entry.LogDate)}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: isUnread ? 700 : 400 }}>
          {isUnread && <span style={visuallyHidden}>Belum dibaca: </span>}
          {entry.LogDesc}
        </Typography>
      </Box>
    </ListItemButton>
  );
}

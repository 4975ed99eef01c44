import {
  REMINDER_CHANNEL_LABELS,
  REMINDER_CHANNELS,
  REMINDER_KIND_LABELS,
  REMINDER_KINDS,
  type ReminderPreference,
} from '@kopkar/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useChooseReminder } from '../api/reminders';

/**
 * One fieldset per reminder kind (its legend names the kind to a screen reader) with a switch per channel; each
 * switch saves at once and says so, or goes back and says why.
 */
export function ReminderSwitches({ preferences }: { preferences: readonly ReminderPreference[] }) {
  const choose = useChooseReminder();
  const enabled = (kind: string, channel: string) =>
    preferences.find((row) => row.kind === kind && row.channel === channel)?.enabled ?? true;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {REMINDER_KINDS.map((kind) => (
        <Box
          key={kind}
          component="fieldset"
          sx={{
            m: 0,
            px: 0,
            py: 1,
            border: 0,
            borderTop: 1,
            borderColor: 'divider',
            display: 'grid',
            gridTemplateColumns: { xs: 'auto 1fr', sm: '2fr 1fr 1fr' },
            alignItems: 'center',
            columnGap: 3,
          }}
        >
          <Typography
            component="legend"
            sx={{ float: 'left', gridColumn: { xs: '1 / -1', sm: 'auto' }, fontWeight: 500, p: 0 }}
          >
            {REMINDER_KIND_LABELS[kind]}
          </Typography>
          {REMINDER_CHANNELS.map((channel) => (
            <FormControlLabel
              key={channel}
              sx={{ m: 0 }}
              control={
                <Switch
                  checked={enabled(kind, channel)}
                  onChange={(event) => {
                    const choice = { kind, channel, enabled: event.target.checked };
                    choose.mutate(choice, {
                      onSuccess: () =>
                        enqueueSnackbar(
                          `${REMINDER_KIND_LABELS[kind]} lewat ${REMINDER_CHANNEL_LABELS[channel].toLowerCase()} ${choice.enabled ? 'diaktifkan' : 'dimatikan'}`,
                          { variant: 'success' },
                        ),
                      onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
                    });
                  }}
                />
              }
              label={REMINDER_CHANNEL_LABELS[channel]}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

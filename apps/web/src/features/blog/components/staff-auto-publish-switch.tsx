import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useCommentSettings } from '../api/get-comment-settings';
import { useUpdateCommentSettings } from '../api/update-comment-settings';

/** Comments publish at once, or wait for moderation (the default). */
export function AutoPublishSwitch() {
  const settings = useCommentSettings();
  const update = useUpdateCommentSettings();
  if (settings.isError) return <Alert severity="error">{getErrorMessage(settings.error)}</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={settings.data?.autoPublish ?? false}
            disabled={!settings.data || update.isPending}
            onChange={(event) =>
              update.mutate(
                { autoPublish: event.target.checked },
                {
                  onSuccess: () => enqueueSnackbar('Pengaturan komentar disimpan', { variant: 'success' }),
                  onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
                },
              )
            }
          />
        }
        label="Tampilkan komentar baru tanpa menunggu persetujuan"
      />
      <Typography variant="body2" color="text.secondary">
        Bila dimatikan (bawaan), komentar pengunjung baru tampil setelah disetujui di halaman ini.
      </Typography>
    </Paper>
  );
}

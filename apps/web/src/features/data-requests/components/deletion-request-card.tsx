import { ERASED_ON_DELETION, RETAINED_ON_DELETION } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InlineAlert } from '@/components/inline-alert';
import { enqueueSnackbar } from '@/lib/toast';
import { useSubmitDataRequest } from '../api/my-data-requests';
import { describeRequestError } from '../lib/request-error';

/**
 * The deletion request: says plainly what an approval deletes and what the law makes the cooperative keep (and
 * for how long), then asks before sending.
 */
export function DeletionRequestCard({ hasOpenRequest }: { hasOpenRequest: boolean }) {
  const submit = useSubmitDataRequest();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = () =>
    submit.mutateAsync(
      { topic: 'DELETION' },
      {
        onSuccess: ({ message }) => enqueueSnackbar(message, { variant: 'success' }),
        onError: (error) => setFailure(describeRequestError(error)),
        onSettled: () => setConfirmOpen(false),
      },
    );
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Penghapusan data
      </Typography>
      <Typography variant="body2">Bila disetujui, kami menghapus:</Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 1.5, pl: 3 }}>
        {ERASED_ON_DELETION.map((item) => (
          <Typography component="li" variant="body2" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2">Yang wajib tetap kami simpan:</Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 2, pl: 3 }}>
        {RETAINED_ON_DELETION.map((line) => (
          <Typography component="li" variant="body2" key={line.what}>
            <strong>{line.what}</strong>: {line.period}. {line.why}
          </Typography>
        ))}
      </Box>
      {hasOpenRequest ? (
        <InlineAlert severity="info">Permintaan penghapusan Anda sedang diproses.</InlineAlert>
      ) : (
        <Button variant="outlined" color="error" onClick={() => setConfirmOpen(true)}>
          Ajukan Penghapusan Data
        </Button>
      )}
      {failure && (
        <InlineAlert severity="error" sx={{ mt: 2 }}>
          {failure}
        </InlineAlert>
      )}
      <ConfirmDialog
        open={isConfirmOpen}
        title="Ajukan penghapusan data"
        message="Bila disetujui, dokumen dan foto di atas dihapus permanen dan tidak dapat dikembalikan. Catatan keuangan tetap disimpan. Kirim permintaan?"
        confirmLabel="Ya, kirim"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={send}
      />
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

type DraftRestoredNoticeProps = { onDiscard: () => void };

/** Says the form was filled from the draft kept in this browser, with a way to start over. */
export function DraftRestoredNotice({ onDiscard }: DraftRestoredNoticeProps) {
  return (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          Buang draf
        </Button>
      }
      sx={{ mb: 3, alignItems: 'center' }}
    >
      Draf pengajuan Anda dipulihkan. Periksa kembali isinya sebelum mengirim.
    </Alert>
  );
}

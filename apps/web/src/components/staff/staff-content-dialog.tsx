import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId } from 'react';

type StaffContentDialogProps = {
  title: string;
  isPending: boolean;
  generalError: string | null;
  onSubmit: () => void;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
};

/** The create/edit form dialog of a content list (full screen on phones). */
export function StaffContentDialog({
  title,
  isPending,
  generalError,
  onSubmit,
  onClose,
  maxWidth = 'sm',
  children,
}: StaffContentDialogProps) {
  const id = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      aria-labelledby={id}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {generalError && <Alert severity="error">{generalError}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            Batal
          </Button>
          <Button type="submit" variant="contained" loading={isPending}>
            Simpan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

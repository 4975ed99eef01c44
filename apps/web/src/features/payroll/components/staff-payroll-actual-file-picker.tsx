import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { ACTUAL_FILE_ACCEPT, checkActualFile, formatFileSize } from '../lib/payroll-actual-file';

type PayrollActualFilePickerProps = {
  file: File | null;
  /** Why the last file chosen was refused (too large), shown instead of the file's name. */
  error: string | null;
  disabled: boolean;
  /** A file that may be sent (null with the reason when it was refused before any upload). */
  onChoose: (file: File | null, error: string | null) => void;
};

/** 'Pilih file': HR's CSV or XLSX, refused here when over 20 MB; the chosen file's name and size are read out. */
export function PayrollActualFilePicker({ file, error, disabled, onChoose }: PayrollActualFilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = checkActualFile(chosen);
    onChoose(refusal ? null : chosen, refusal);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <input
        ref={inputRef}
        type="file"
        accept={ACTUAL_FILE_ACCEPT}
        hidden
        data-testid="payroll-actual-file"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          // The same file chosen again (after fixing it in Excel) must fire a change too.
          event.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
        aria-describedby={statusId}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
      >
        Pilih file
      </Button>
      <Typography
        id={statusId}
        role="status"
        variant="body2"
        color={error ? 'error' : file ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: file && !error ? 600 : undefined, overflowWrap: 'anywhere' }}
      >
        {error ??
          (file
            ? `${file.name} (${formatFileSize(file.size)})`
            : 'Belum ada file dipilih (CSV atau XLSX, maksimal 20 MB)')}
      </Typography>
    </Stack>
  );
}

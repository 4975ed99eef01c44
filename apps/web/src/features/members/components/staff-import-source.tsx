import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef } from 'react';
import { checkCsvFile, formatFileSize } from '../lib/staff-csv-file';

export type ChosenFile = { name: string; size: number; text: string };

type StaffImportSourceProps = {
  file: ChosenFile | null;
  fileError: string | null;
  pasted: string;
  onFile: (file: ChosenFile | null, error: string | null) => void;
  onPaste: (text: string) => void;
};

/** A .csv chosen from disk (read in the browser, ≤ 2 MB) or CSV text pasted in. */
export function StaffImportSource({ file, fileError, pasted, onFile, onPaste }: StaffImportSourceProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const error = checkCsvFile(chosen);
    if (error) return onFile(null, error);
    onFile({ name: chosen.name, size: chosen.size, text: await chosen.text() }, null);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event)}
          style={{ display: 'none' }}
          data-testid="hr-import-file"
        />
        <Button variant="outlined" onClick={() => inputRef.current?.click()}>
          Pilih file CSV
        </Button>
        <div aria-live="polite">
          {file ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                {file.name} ({formatFileSize(file.size)})
              </Typography>
              <Button size="small" onClick={() => onFile(null, null)}>
                Hapus file
              </Button>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Belum ada file dipilih (maksimal 2 MB)
            </Typography>
          )}
        </div>
      </Stack>
      <div aria-live="assertive">{fileError && <Alert severity="error">{fileError}</Alert>}</div>
      {file ? (
        <Typography variant="body2" color="text.secondary">
          Isi file di atas yang dipakai. Hapus file untuk menempel teks CSV.
        </Typography>
      ) : (
        <TextField
          label="Atau tempel isi CSV di sini"
          multiline
          minRows={4}
          maxRows={12}
          value={pasted}
          onChange={(event) => onPaste(event.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      )}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { getErrorMessage } from '@/lib/api-client';
import { readErrorLines } from '../lib/payroll-actual-file';

/** The server's refusal as it wrote it; for a bad file (422) every problem it found, line by line, under it. */
export function PayrollActualErrors({ error }: { error: unknown }) {
  const lines = readErrorLines(error);
  return (
    <Alert severity="error">
      {getErrorMessage(error)}
      {lines.length > 0 && (
        <Box component="ul" aria-label="Masalah pada file potongan" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {lines.map((line, index) => (
            // The same message may repeat (two bad lines alike): the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
            <li key={index}>{line}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

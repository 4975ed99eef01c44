import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { downloadDocument } from '../api/download-document';

type ScheduleDownloadsProps = {
  agreementNo: string;
  /** True once the loan is finished (FIN / settlement PAI): the settlement letter is offered. */
  isSettled: boolean;
};

/** The schedule as PDF and CSV, and the settlement letter (surat keterangan lunas) once the loan is settled. */
export function ScheduleDownloads({ agreementNo, isSettled }: ScheduleDownloadsProps) {
  const [pending, setPending] = useState('');
  const encoded = encodeURIComponent(agreementNo);

  async function download(key: string, path: string, fileName: string) {
    setPending(key);
    try {
      await downloadDocument(path, fileName);
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    } finally {
      setPending('');
    }
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        disabled={pending !== ''}
        onClick={() =>
          void download('pdf', `/ListAmortisasi/${encoded}/export.pdf`, `jadwal-${agreementNo}.pdf`)
        }
      >
        Unduh PDF
      </Button>
      <Button
        variant="outlined"
        disabled={pending !== ''}
        onClick={() =>
          void download('csv', `/ListAmortisasi/${encoded}/export.csv`, `jadwal-${agreementNo}.csv`)
        }
      >
        Unduh CSV
      </Button>
      {isSettled && (
        <Button
          variant="contained"
          disabled={pending !== ''}
          onClick={() =>
            void download('letter', `/SuratLunas/${encoded}`, `surat-keterangan-lunas-${agreementNo}.pdf`)
          }
        >
          Unduh Surat Keterangan Lunas
        </Button>
      )}
    </Stack>
  );
}

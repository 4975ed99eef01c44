import { formatPeriod, type PayrollActualReport } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { LazyConfirmDialog, useHasBeenTrue } from '@/components/lazy-dialogs';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { usePostPayrollActual } from '../api/post-payroll-actual';
import { usePreviewPayrollActual } from '../api/preview-payroll-actual';
import { readFileBase64 } from '../lib/payroll-actual-file';
import { PayrollActualErrors } from './staff-payroll-actual-errors';
import { PayrollActualFilePicker } from './staff-payroll-actual-file-picker';
import { PayrollActualReportView } from './staff-payroll-actual-report';

/** The answer to one file for one period: what was sent (posting sends the previewed bytes again) and the report. */
type Result = {
  step: 'preview' | 'post';
  period: string;
  file: File;
  base64: string;
  report: PayrollActualReport;
  message: string;
};

function resultNote(result: Result): { severity: 'success' | 'info' | 'warning'; text: string } {
  if (result.step === 'post') {
    return { severity: result.report.summary.alreadyPosted ? 'info' : 'success', text: result.message };
  }
  if (result.report.summary.alreadyPosted) {
    return { severity: 'info', text: 'Periode ini sudah diposting sebelumnya.' };
  }
  const differ = result.report.exceptionCount;
  return {
    severity: differ > 0 ? 'warning' : 'success',
    text: `Pratinjau ${result.file.name}: ${
      differ > 0
        ? `${differ.toLocaleString('id-ID')} karyawan berbeda dari instruksi`
        : 'semua sesuai instruksi'
    }. Belum ada yang dibukukan; periksa hasilnya, lalu Posting.`,
  };
}

type PayrollActualSectionProps = {
  period: string;
  /** The period is posted: the section then shows only the posting it has just made, if any. */
  isPosted: boolean;
};

/**
 * "Impor Potongan Aktual dari HR": HR's file of what each employee's salary actually gave, previewed against the
 * period's instruction, then posted (partial deductions become arrears, extra goes to sukarela).
 */
export function PayrollActualSection({ period, isPosted }: PayrollActualSectionProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const hasAsked = useHasBeenTrue(isConfirmOpen);
  const preview = usePreviewPayrollActual();
  const post = usePostPayrollActual();
  const shown = result?.period === period ? result : null;
  const isBusy = isReading || preview.isPending || post.isPending;
  const canPost =
    shown?.step === 'preview' && shown.file === file && !shown.report.summary.alreadyPosted && !isBusy;
  // A refusal belongs to the period it was asked for.
  const failure = [post, preview].find((call) => call.error && call.variables?.period === period)?.error;

  // Posting marks the period posted (the page's list is read again before the reply is handed over): keep showing
  // the confirmation until then, and what was just posted after.
  if (isPosted && !isConfirmOpen && !post.isPending && shown?.step !== 'post') return null;

  const choose = (chosen: File | null, refusal: string | null) => {
    setFile(chosen);
    setFileError(refusal);
    setResult(null);
    preview.reset();
    post.reset();
  };

  async function runPreview() {
    if (!file || isBusy) return;
    const chosen = file;
    const forPeriod = period;
    setResult(null);
    preview.reset();
    post.reset();
    setReading(true);
    let base64: string;
    try {
      base64 = await readFileBase64(chosen);
    } catch {
      setFileError('File tidak dapat dibaca. Pilih file lagi.');
      return;
    } finally {
      setReading(false);
    }
    try {
      const report = await preview.mutateAsync({ period: forPeriod, file: base64, fileName: chosen.name });
      setResult({ step: 'preview', period: forPeriod, file: chosen, base64, report, message: '' });
    } catch {
      // preview.error is shown below, with a bad file's problems line by line.
    }
  }

  // mutateAsync, not mutate's callbacks: the posting marks the period posted while the reply is still on its way.
  async function confirmPost() {
    if (!shown) return;
    const { file: sent, base64 } = shown;
    try {
      const { report, message } = await post.mutateAsync({ period, file: base64, fileName: sent.name });
      setResult({ step: 'post', period, file: sent, base64, report, message });
      enqueueSnackbar(message, { variant: report.summary.alreadyPosted ? 'info' : 'success' });
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    } finally {
      setConfirmOpen(false);
    }
  }

  const note = shown ? resultNote(shown) : null;
  return (
    <SectionCard title="Impor Potongan Aktual dari HR">
      <Stack spacing={2}>
        <Typography variant="body2">
          Unggah file dari HR berisi jumlah yang benar-benar dipotong per karyawan (CSV atau XLSX, kolom
          periode, perusahaan, nik, nama, jumlah_dipotong). Potongan sebagian menjadi tunggakan; kelebihan
          masuk simpanan sukarela.
        </Typography>
        <PayrollActualFilePicker file={file} error={fileError} disabled={isBusy} onChoose={choose} />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => void runPreview()} disabled={!file || isBusy}>
            Pratinjau file HR
          </Button>
          <Button variant="contained" onClick={() => setConfirmOpen(true)} disabled={!canPost}>
            Posting file HR
          </Button>
        </Stack>
        {file && !canPost && !isBusy && !shown && !failure && (
          <Typography variant="body2" color="text.secondary">
            Posting file HR aktif setelah pratinjau file ini untuk periode {formatPeriod(period)}.
          </Typography>
        )}
        <Box aria-live="polite">
          {isBusy && (
            <Box>
              <Typography variant="body2">
                {post.isPending ? 'Memposting potongan aktual…' : 'Memeriksa file potongan…'}
              </Typography>
              <LinearProgress aria-label="Memproses file potongan" />
            </Box>
          )}
          {failure && <PayrollActualErrors error={failure} />}
          {note && <Alert severity={note.severity}>{note.text}</Alert>}
        </Box>
        {shown && <PayrollActualReportView report={shown.report} isPosted={shown.step === 'post'} />}
      </Stack>
      {hasAsked && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={isConfirmOpen}
            title="Posting potongan aktual"
            message={`Posting potongan aktual ${formatPeriod(period)}? Angsuran yang terpotong ditandai lunas, kekurangan menjadi tunggakan dan anggota diberi tahu. Tindakan ini tidak dapat dibatalkan.`}
            confirmLabel="Ya, posting"
            onCancel={() => setConfirmOpen(false)}
            onConfirm={confirmPost}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}

import type { HrImportReport } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePageTitle } from '@/components/page-title';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { type ImportStep, useHrImport } from '../api/run-hr-import';
import { ImportRowsTable, ImportSummary } from '../components/staff-import-report';
import { type ChosenFile, StaffImportSource } from '../components/staff-import-source';
import {
  buildImportTemplate,
  canApplyImport,
  HR_IMPORT_COLUMNS,
  HR_IMPORT_REQUIRED_COLUMNS,
} from '../lib/staff-csv-file';

type Result = { step: ImportStep; csv: string; report: HrImportReport; message: string };

/** The template as a Blob URL for the download link (revoked when the page leaves). */
function useTemplateUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(
      new Blob([buildImportTemplate()], { type: 'text/csv;charset=utf-8' }),
    );
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, []);
  return url;
}

/** /admin/hr-import (ADMIN): CSV → 'Pratinjau' (per-row outcome and errors) → 'Terapkan' (one transaction). */
export function StaffHrImportPage() {
  usePageTitle('Impor HR · Back Office');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const run = useHrImport();
  const templateUrl = useTemplateUrl();
  const csv = file ? file.text : pasted;
  const previewedCsv = result?.step === 'preview' ? result.csv : null;
  const canApply = canApplyImport(previewedCsv, csv);
  const columns = useMemo(() => HR_IMPORT_COLUMNS.join(', '), []);

  /** Sends the CSV for one step; the promise (for the confirm dialog) settles with the answer. */
  const start = (step: ImportStep) => {
    const content = csv;
    return run.mutateAsync(
      { step, csv: content },
      {
        onSuccess: ({ report, message }) => {
          setResult({ step, csv: content, report, message });
          if (step === 'apply') enqueueSnackbar(message, { variant: 'success' });
        },
        onError: (error) => enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
        onSettled: () => setConfirmOpen(false),
      },
    );
  };
  // The refusal was shown by onError above.
  const preview = () => start('preview').catch(() => undefined);

  return (
    <Stack spacing={2.5}>
      <Typography variant="h1">Impor HR</Typography>
      <SectionCard title="Format file">
        <Typography variant="body2" sx={{ mb: 1 }}>
          Baris pertama berisi nama kolom (urutan bebas, pemisah koma atau titik koma). Kolom:{' '}
          <code style={{ wordBreak: 'break-word' }}>{columns}</code>. Wajib diisi:{' '}
          {HR_IMPORT_REQUIRED_COLUMNS.join(', ')}. Kolom company berisi kode perusahaan (mis. SJF) atau nama
          lengkapnya. Tanggal YYYY-MM-DD atau DD-MM-YYYY, jenis kelamin L/P, sel kosong berarti data lama
          tidak diubah.
        </Typography>
        {templateUrl && (
          <Link href={templateUrl} download="template-impor-hr.csv">
            Unduh template CSV
          </Link>
        )}
      </SectionCard>
      <SectionCard title="Data karyawan">
        <StaffImportSource
          file={file}
          fileError={fileError}
          pasted={pasted}
          onFile={(chosen, error) => {
            setFile(chosen);
            setFileError(error);
          }}
          onPaste={setPasted}
        />
        <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
          <Button variant="outlined" disabled={!csv.trim() || run.isPending} onClick={preview}>
            Pratinjau
          </Button>
          <Button
            variant="contained"
            disabled={!canApply || run.isPending}
            onClick={() => setConfirmOpen(true)}
          >
            Terapkan
          </Button>
        </Stack>
        {csv.trim() && !canApply && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Terapkan aktif setelah Pratinjau untuk isi yang sama persis.
          </Typography>
        )}
      </SectionCard>
      <div aria-live="polite">
        {result && (
          <SectionCard title={result.step === 'preview' ? 'Hasil pratinjau' : 'Hasil impor'}>
            <Stack spacing={2}>
              <Alert severity={result.step === 'apply' ? 'success' : 'info'}>
                {result.step === 'apply'
                  ? result.message
                  : 'Pratinjau belum mengubah data. Periksa baris yang ditolak, lalu Terapkan.'}
              </Alert>
              <div>
                <ImportSummary report={result.report} />
              </div>
              <ImportRowsTable report={result.report} />
            </Stack>
          </SectionCard>
        )}
      </div>
      <ConfirmDialog
        open={isConfirmOpen}
        title="Terapkan impor"
        message={
          result
            ? `${result.report.summary.created} anggota baru dibuat dan ${result.report.summary.updated} diperbarui dalam satu transaksi; ${result.report.summary.rejected} baris ditolak dilewati.`
            : ''
        }
        confirmLabel="Terapkan"
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => start('apply')}
      />
    </Stack>
  );
}

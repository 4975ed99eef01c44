import { GOVERNANCE_PDF_MAX_BYTES, governanceDocumentCreateSchema, todayInJakarta } from '@kopkar/domain';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { readDataUrl } from '@/lib/read-data-url';
import { readFieldErrors } from '@/lib/staff-field-errors';
import { enqueueSnackbar } from '@/lib/toast';
import { getStaffGovernanceDocumentsQueryOptions } from '../api/get-staff-governance-documents';
import { uploadGovernanceDocument } from '../api/upload-governance-document';
import {
  type GovernanceMetadataDraft,
  GovernanceMetadataFields,
  toMetadata,
} from './staff-governance-metadata-fields';

const emptyDraft = (): GovernanceMetadataDraft => ({
  kind: 'LAPORAN_RAT',
  title: '',
  year: String(Number(todayInJakarta().slice(0, 4)) - 1),
  publishedOn: todayInJakarta(),
});

function fieldErrorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Upload a PDF with its kind, title, year and date; shows the upload's progress, then the server's verdict. */
export function GovernanceUploadForm() {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileHelpId = useId();
  const [draft, setDraft] = useState(emptyDraft);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // One key per document: every attempt until one succeeds (a double click, a retry after a lost reply) carries it.
  const idempotencyKey = useRef<string | null>(null);

  const choose = (chosen: File | undefined) => {
    setErrors(({ file: _file, ...rest }) => rest);
    if (!chosen) return;
    if (chosen.type !== 'application/pdf' && !chosen.name.toLowerCase().endsWith('.pdf')) {
      setErrors((current) => ({ ...current, file: 'File harus berupa PDF' }));
      return;
    }
    if (chosen.size >= GOVERNANCE_PDF_MAX_BYTES) {
      setErrors((current) => ({ ...current, file: 'File PDF terlalu besar, maksimal 10 MB' }));
      return;
    }
    setFile(chosen);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (progress !== null) return;
    setGeneralError(null);
    const metadata = toMetadata(draft);
    const checked = governanceDocumentCreateSchema.safeParse({ ...metadata, file: file ? 'pdf' : '' });
    const found = fieldErrorsOf(checked);
    if (!file) found.file = 'Pilih file PDF';
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    setProgress(0);
    try {
      idempotencyKey.current ??= crypto.randomUUID();
      const reply = await uploadGovernanceDocument(
        { ...metadata, file: await readDataUrl(file) },
        idempotencyKey.current,
        setProgress,
      );
      idempotencyKey.current = null;
      enqueueSnackbar(reply.message, { variant: 'success' });
      setDraft(emptyDraft());
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: getStaffGovernanceDocumentsQueryOptions().queryKey });
    } catch (error) {
      const fields = readFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setGeneralError(getErrorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  const isUploading = progress !== null;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Unggah dokumen koperasi">
      <Stack spacing={2.5}>
        <GovernanceMetadataFields draft={draft} onChange={setDraft} errors={errors} disabled={isUploading} />
        <Stack spacing={1}>
          <input
            ref={fileInput}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => fileInput.current?.click()}
            disabled={isUploading}
            aria-describedby={fileHelpId}
            sx={{ alignSelf: 'flex-start' }}
          >
            {file ? 'Ganti file PDF' : 'Pilih file PDF'}
          </Button>
          <Typography id={fileHelpId} variant="body2" color={errors.file ? 'error' : 'text.secondary'}>
            {errors.file ??
              (file ? `Dipilih: ${file.name}` : 'Hanya PDF, maksimal 10 MB, tanpa JavaScript atau lampiran.')}
          </Typography>
        </Stack>
        <div aria-live="polite">
          {isUploading && (
            <Box>
              <Typography variant="body2">Mengunggah… {progress}%</Typography>
              <LinearProgress variant="determinate" value={progress} aria-label="Kemajuan unggah dokumen" />
            </Box>
          )}
          {generalError && <Alert severity="error">{generalError}</Alert>}
        </div>
        <Button type="submit" variant="contained" loading={isUploading} sx={{ alignSelf: 'flex-start' }}>
          Unggah dokumen
        </Button>
      </Stack>
    </Box>
  );
}

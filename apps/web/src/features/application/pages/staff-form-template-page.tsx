import { FORM_TEMPLATE_MAX_BYTES, FORM_TEMPLATE_TOO_LARGE, formatDateTime } from '@kopkar/domain';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { readDataUrl } from '@/lib/read-data-url';
import { enqueueSnackbar } from '@/lib/toast';
import {
  downloadStaffFormTemplate,
  useStaffFormTemplate,
  useUploadStaffFormTemplate,
} from '../api/staff-form-template';

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** What members get now: the current template's size and upload time with a download, or that there is none. */
function CurrentTemplate() {
  const template = useStaffFormTemplate();
  if (template.isPending) return <PageSkeleton />;
  if (template.isError) return <Alert severity="error">{getErrorMessage(template.error)}</Alert>;
  if (!template.data.isAvailable) {
    return (
      <Typography color="text.secondary">
        Belum ada Form Pengajuan. Anggota membaca bahwa formulir kosong belum tersedia.
      </Typography>
    );
  }
  const { sizeBytes, uploadedAt } = template.data;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        Diunggah {uploadedAt ? formatDateTime(uploadedAt) : ''} · PDF{' '}
        {sizeBytes ? `${Math.max(1, Math.round(sizeBytes / 1000)).toLocaleString('id-ID')} KB` : ''}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={() =>
          void downloadStaffFormTemplate().catch((error) =>
            enqueueSnackbar(getErrorMessage(error), { variant: 'error' }),
          )
        }
      >
        Unduh Form Pengajuan saat ini
      </Button>
    </Stack>
  );
}

/** Choose a PDF and upload it: it replaces the template members download from step 3 of the loan form. */
function UploadTemplate() {
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const upload = useUploadStaffFormTemplate();
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (!isPdf(file)) return setError('File harus berupa PDF');
    if (file.size >= FORM_TEMPLATE_MAX_BYTES) return setError(FORM_TEMPLATE_TOO_LARGE);
    try {
      const reply = await upload.mutateAsync(await readDataUrl(file));
      enqueueSnackbar(reply.message, { variant: 'success' });
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label="File Form Pengajuan (PDF)"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        variant="contained"
        startIcon={<UploadFileOutlined />}
        loading={upload.isPending}
        aria-describedby={helpId}
        onClick={() => input.current?.click()}
      >
        Unggah Form Pengajuan
      </Button>
      <Typography
        id={helpId}
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        role={error ? 'alert' : undefined}
      >
        {error ??
          'Hanya PDF, maksimal 2 MB, tanpa JavaScript atau lampiran. Unggahan baru menggantikan yang lama.'}
      </Typography>
    </Stack>
  );
}

/** /admin/form-pengajuan (ADMIN): the blank Form Pengajuan members download, fill in and upload at step 3. */
export function StaffFormTemplatePage() {
  usePageTitle('Form Pengajuan');
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" gutterBottom>
          Form Pengajuan
        </Typography>
        <Typography color="text.secondary">
          Formulir kosong yang diunduh anggota pada langkah 3 pengajuan pinjaman, diisi, ditandatangani, lalu
          diunggah kembali.
        </Typography>
      </div>
      <SectionCard title="Form Pengajuan saat ini">
        <CurrentTemplate />
      </SectionCard>
      <SectionCard title="Unggah Form Pengajuan">
        <UploadTemplate />
      </SectionCard>
    </Stack>
  );
}

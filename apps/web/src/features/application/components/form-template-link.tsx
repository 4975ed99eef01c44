import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { enqueueSnackbar } from '@/lib/toast';
import { FORM_TEMPLATE_FILE_PATH, useFormTemplate } from '../api/get-form-template';

const sizeInKb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1000)).toLocaleString('id-ID')} KB`;

/**
 * Where the member gets the blank Form Pengajuan to fill in: a download when ADMIN has uploaded one, otherwise
 * a sentence saying there is none yet and where to ask, never a link to nothing.
 */
export function FormTemplateLink() {
  const template = useFormTemplate();
  const [isDownloading, setDownloading] = useState(false);
  if (template.isPending) return null;
  if (!template.data?.isAvailable) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Formulir kosong belum tersedia untuk diunduh. Mintalah Form Pengajuan kepada pengurus koperasi.
      </Typography>
    );
  }
  const size = template.data.sizeBytes;
  async function download() {
    setDownloading(true);
    try {
      await downloadFile(FORM_TEMPLATE_FILE_PATH, 'form-pengajuan.pdf');
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Button
      variant="text"
      size="small"
      startIcon={<FileDownloadOutlined />}
      loading={isDownloading}
      onClick={() => void download()}
      sx={{ mb: 1.5, px: 0.5 }}
    >
      Unduh Form Pengajuan kosong (PDF{size ? `, ${sizeInKb(size)}` : ''})
    </Button>
  );
}

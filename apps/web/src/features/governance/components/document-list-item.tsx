import { formatDate, type GovernanceDocument } from '@kopkar/domain';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { enqueueSnackbar } from '@/lib/toast';
import { governanceFilePath } from '../api/get-governance-documents';
import { formatFileSize } from '../lib/file-size';

/** One document: title, published date and size, and its download button (named after the document). */
export function DocumentListItem({ document }: { document: GovernanceDocument }) {
  const [isDownloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadFile(governanceFilePath(document.id), `dokumen-${document.id}.pdf`);
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ py: 1.5, alignItems: { sm: 'center' }, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
        <PictureAsPdfOutlined color="error" aria-hidden sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{document.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            Diterbitkan {formatDate(document.publishedOn)} · PDF {formatFileSize(document.sizeBytes)}
          </Typography>
        </Box>
      </Stack>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={() => void download()}
        loading={isDownloading}
        aria-label={`Unduh ${document.title}`}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
      >
        Unduh
      </Button>
    </Stack>
  );
}

import type { FormerDocument } from '@kopkar/domain';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { formerApi, getErrorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { enqueueSnackbar } from '@/lib/toast';

/** One row per document with its download button (the file comes with the former member's token). */
export function ArchiveDocumentList({ documents }: { documents: FormerDocument[] }) {
  const [busyPath, setBusyPath] = useState<string | null>(null);
  async function download(document: FormerDocument) {
    setBusyPath(document.path);
    try {
      await downloadFile(document.path, `${document.kind}.pdf`, formerApi);
    } catch (error) {
      enqueueSnackbar(getErrorMessage(error), { variant: 'error' });
    } finally {
      setBusyPath(null);
    }
  }
  return (
    <List aria-label="Dokumen yang dapat diunduh" disablePadding>
      {documents.map((document) => (
        <ListItem key={document.path} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
          <ListItemText
            primary={document.title}
            secondary={document.detail}
            sx={{ flex: '1 1 220px' }}
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          />
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={() => download(document)}
            disabled={busyPath !== null}
            aria-label={`Unduh ${document.title} (${document.detail})`}
          >
            Unduh
          </Button>
        </ListItem>
      ))}
    </List>
  );
}

import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDocumentUrl } from '@/lib/staff-documents';

type DocumentViewerProps = {
  label: string;
  url: string | null;
  /**
   * Fetch only when the staff member asks ("Lihat …"): the server logs every time it serves such a document for
   * the member to read under "Siapa yang membuka dokumen saya", so a page load must not count as an opening.
   */
  opensOnRequest?: boolean;
};

/**
 * One uploaded document fetched with the staff token: an image inline (object URL; CSP allows blob: images),
 * a PDF opened in a new tab from its blob URL.
 */
export function DocumentViewer({ label, url, opensOnRequest = false }: DocumentViewerProps) {
  const [isRequested, setIsRequested] = useState(!opensOnRequest);
  const document = useDocumentUrl(isRequested ? url : null);
  const isImage = document.mime?.startsWith('image/') ?? false;
  return (
    <Box component="figure" sx={{ m: 0 }} aria-busy={document.isLoading}>
      <Typography component="figcaption" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {url === null ? (
        <Typography variant="body2" color="text.secondary">
          Tidak diunggah
        </Typography>
      ) : !isRequested ? (
        <Button variant="outlined" onClick={() => setIsRequested(true)}>
          Lihat {label}
        </Button>
      ) : document.isError ? (
        <Alert severity="error">Dokumen gagal dimuat</Alert>
      ) : !document.objectUrl ? (
        <Skeleton variant="rounded" height={160} />
      ) : isImage ? (
        <Box
          component="img"
          src={document.objectUrl}
          alt={label}
          sx={{ maxWidth: '100%', maxHeight: 320, borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : (
        <Button
          variant="outlined"
          endIcon={<OpenInNew />}
          onClick={() => window.open(document.objectUrl ?? undefined, '_blank', 'noopener')}
        >
          Buka {label} (PDF)
        </Button>
      )}
    </Box>
  );
}

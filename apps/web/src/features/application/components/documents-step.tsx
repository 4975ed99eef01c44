import DescriptionIcon from '@mui/icons-material/Description';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FilePickerButton } from '@/components/file-picker-button';
import type { ChosenFile } from '../lib/application-form-values';
import { DOCUMENT_TYPES, type DocumentKind } from '../lib/check-upload';
import { FormTemplateLink } from './form-template-link';

const DOCUMENTS: { kind: DocumentKind; title: string; button: string; inputLabel: string }[] = [
  {
    kind: 'form',
    title: 'Form Pengajuan',
    button: 'Upload Form Pengajuan',
    inputLabel: 'File Form Pengajuan',
  },
  {
    kind: 'supporting',
    title: 'Dokumen Pendukung',
    button: 'Upload Dokumen Pendukung',
    inputLabel: 'File Dokumen Pendukung',
  },
];

/** "245 KB": what the member sees next to a chosen file. */
function describeSize(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1000)).toLocaleString('id-ID')} KB`;
}

type DocumentsStepProps = {
  documents: Record<DocumentKind, ChosenFile | null>;
  onFile: (kind: DocumentKind, file: File | undefined) => void;
};

/**
 * Step 3: the signed application form (its blank template to download above it) and a supporting document (JPEG,
 * GIF, PNG or PDF, under 1 MB each).
 */
export function DocumentsStep({ documents, onFile }: DocumentsStepProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Format JPEG, GIF, PNG atau PDF, masing-masing kurang dari 1 MB.
      </Typography>
      {DOCUMENTS.map(({ kind, title, button, inputLabel }) => {
        const chosen = documents[kind];
        return (
          <Paper key={kind} variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{title}</Typography>
            {kind === 'form' && <FormTemplateLink />}
            <Box
              aria-live="polite"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, minWidth: 0 }}
            >
              {chosen ? (
                <>
                  <DescriptionIcon aria-hidden color="success" />
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {chosen.name} ({describeSize(chosen.size)})
                  </Typography>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Belum ada file
                </Typography>
              )}
            </Box>
            <FilePickerButton
              label={chosen ? `Ganti ${title}` : button}
              inputLabel={inputLabel}
              accept={DOCUMENT_TYPES.join(',')}
              startIcon={<UploadFileIcon />}
              onFile={(file) => onFile(kind, file)}
            />
          </Paper>
        );
      })}
    </Stack>
  );
}

import { IMAGE_UPLOAD_MAX_BYTES } from '@kopkar/domain';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { readDataUrl } from '@/lib/read-data-url';
import { resizeImage } from '@/lib/resize-image';
import { FilePickerButton } from './file-picker-button';
import { InlineAlert } from './inline-alert';

type ImageUploadFieldProps = {
  /** What the picture is, e.g. "Bukti transfer (gambar)": the field's label and the file input's name. */
  label: string;
  /** Alternative text of the preview, e.g. "Pratinjau bukti transfer". */
  previewAlt: string;
  /** The chosen picture as a JPEG data URL, '' while none. */
  value: string;
  onChange: (dataUrl: string) => void;
  /** A message from the form around it (e.g. a required picture); shown under the field. */
  error?: string;
  /** Upload progress 0–100 while the picture is being sent, null otherwise. */
  progress?: number | null;
  disabled?: boolean;
  /** Also take a PDF (a bank's transfer receipt): sent as it is, the server checks its bytes. */
  acceptsPdf?: boolean;
};

/** "5 MB": the size limit as the member reads it, from the one constant the server checks too. */
const MAX_SIZE_TEXT = `${IMAGE_UPLOAD_MAX_BYTES / 1_000_000} MB`;

const CHOOSE_ERRORS = {
  type: 'File harus berupa gambar (JPG, PNG, GIF atau WEBP)',
  typeOrPdf: 'File harus berupa gambar (JPG, PNG, GIF atau WEBP) atau PDF',
  size: `Ukuran file maksimal ${MAX_SIZE_TEXT}`,
  unreadable: 'Gambar tidak dapat dibaca. Pilih foto lain.',
} as const;
const PDF_TYPE = 'application/pdf';

/**
 * The portal's picture upload (transfer proofs): the picker button of the application form, the chosen picture as
 * a preview, and the upload progress while it is sent. The picture is redrawn as a JPEG of at most 400×350 (what
 * the server keeps anyway): a small upload, with nothing a camera app appended after the image, which the server
 * refuses.
 */
export function ImageUploadField({
  label,
  previewAlt,
  value,
  onChange,
  error,
  progress = null,
  disabled = false,
  acceptsPdf = false,
}: ImageUploadFieldProps) {
  const id = useId();
  const [chooseError, setChooseError] = useState('');
  const [pdfName, setPdfName] = useState('');
  const message = chooseError || error;
  const isPdf = acceptsPdf && value.startsWith(`data:${PDF_TYPE}`);
  const formats = acceptsPdf ? 'JPG, PNG, GIF, WEBP atau PDF' : 'JPG, PNG, GIF atau WEBP';

  async function choose(file: File | undefined) {
    setChooseError('');
    if (!file) return;
    const isPdfFile = acceptsPdf && file.type === PDF_TYPE;
    if (!file.type.startsWith('image/') && !isPdfFile)
      return setChooseError(acceptsPdf ? CHOOSE_ERRORS.typeOrPdf : CHOOSE_ERRORS.type);
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) return setChooseError(CHOOSE_ERRORS.size);
    try {
      setPdfName(isPdfFile ? file.name : '');
      onChange(isPdfFile ? await readDataUrl(file) : await resizeImage(file));
    } catch {
      setChooseError(CHOOSE_ERRORS.unreadable);
    }
  }

  return (
    <Stack spacing={1}>
      <Typography component="label" htmlFor={`${id}-file`} variant="subtitle2">
        {label}
      </Typography>
      <Box aria-live="polite">
        {isPdf ? (
          <Typography variant="body2">PDF dipilih: {pdfName || 'bukti transfer'}</Typography>
        ) : value ? (
          <Box
            component="img"
            src={value}
            alt={previewAlt}
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: 200,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Belum ada file dipilih. {formats}, maksimal {MAX_SIZE_TEXT}.
          </Typography>
        )}
      </Box>
      <Box>
        <FilePickerButton
          label={
            value ? `Ganti ${acceptsPdf ? 'file' : 'gambar'}` : `Pilih ${acceptsPdf ? 'file' : 'gambar'}`
          }
          inputLabel={label}
          inputId={`${id}-file`}
          accept={acceptsPdf ? `image/*,${PDF_TYPE}` : 'image/*'}
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={disabled || progress !== null}
          onFile={(file) => void choose(file)}
        />
      </Box>
      <div aria-live="polite">
        {progress !== null && (
          <Box>
            <Typography variant="body2" gutterBottom>
              Mengunggah… {progress}%
            </Typography>
            <LinearProgress variant="determinate" value={progress} aria-label="Kemajuan unggah gambar" />
          </Box>
        )}
        {message && <InlineAlert severity="error">{message}</InlineAlert>}
      </div>
    </Stack>
  );
}

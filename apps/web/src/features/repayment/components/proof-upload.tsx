import { IMAGE_UPLOAD_MAX_BYTES } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { resizeImage } from '@/lib/resize-image';

type ProofUploadProps = {
  isPending: boolean;
  /** Sends the chosen image (a base64 data URL); resolves true when the server accepted it. */
  onSubmit: (dataUrl: string) => Promise<boolean>;
};

/** The transfer-proof picker (images only) with a preview and the KIRIM button. */
export function ProofUpload({ isPending, onSubmit }: ProofUploadProps) {
  const id = useId();
  const [dataUrl, setDataUrl] = useState('');
  const [error, setError] = useState('');

  async function choose(file: File | undefined) {
    setError('');
    setDataUrl('');
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError('File harus berupa gambar');
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) return setError('Ukuran gambar maksimal 5 MB');
    // Redrawn as a 400×350 JPEG (what the server keeps anyway): a smaller upload, and nothing a camera app
    // appended after the picture, which the server refuses.
    try {
      setDataUrl(await resizeImage(file));
    } catch {
      setError('Gambar tidak dapat dibaca. Pilih foto lain.');
    }
  }

  async function submit() {
    if (await onSubmit(dataUrl)) setDataUrl('');
  }

  return (
    <Stack spacing={1.5}>
      <Typography component="label" htmlFor={`${id}-file`} variant="subtitle2">
        Bukti transfer (gambar)
      </Typography>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/*"
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {error && (
        <Alert id={`${id}-error`} severity="error">
          {error}
        </Alert>
      )}
      {dataUrl && (
        <img src={dataUrl} alt="Pratinjau bukti transfer" style={{ maxWidth: '100%', maxHeight: 200 }} />
      )}
      <Button variant="contained" disabled={!dataUrl || isPending} onClick={() => void submit()}>
        KIRIM
      </Button>
    </Stack>
  );
}

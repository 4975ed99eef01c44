import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ImageUploadField } from '@/components/image-upload-field';

type ProofUploadProps = {
  isPending: boolean;
  /**
   * Sends the chosen image (a base64 data URL), reporting upload progress (0–100); resolves true when the server
   * accepted it.
   */
  onSubmit: (dataUrl: string, onProgress: (percent: number) => void) => Promise<boolean>;
};

/** The transfer proof: the portal's picture upload (preview, progress) and the KIRIM button. */
export function ProofUpload({ isPending, onSubmit }: ProofUploadProps) {
  const [dataUrl, setDataUrl] = useState('');
  const [progress, setProgress] = useState<number | null>(null);

  async function submit() {
    setProgress(0);
    try {
      if (await onSubmit(dataUrl, setProgress)) setDataUrl('');
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack spacing={1.5}>
      <ImageUploadField
        label="Bukti transfer (gambar atau PDF)"
        acceptsPdf
        previewAlt="Pratinjau bukti transfer"
        value={dataUrl}
        onChange={setDataUrl}
        progress={progress}
        disabled={isPending}
      />
      <Button
        variant="contained"
        disabled={!dataUrl || isPending}
        onClick={() => void submit()}
        sx={{ alignSelf: 'flex-start' }}
      >
        KIRIM
      </Button>
    </Stack>
  );
}

import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { InlineAlert } from '@/components/inline-alert';
import { getErrorMessage } from '@/lib/api-client';
import { useChangeAvatar } from '../api/change-avatar';
import { cropToDataUrl } from '../lib/crop-image';

const UNREADABLE_PHOTO = 'Foto tidak dapat dibaca. File mungkin rusak; pilih foto lain.';

/** True when the browser can decode the picture at `url` (a damaged or truncated file cannot). */
async function canDecodeImage(url: string): Promise<boolean> {
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return image.naturalWidth > 0 && image.naturalHeight > 0;
  } catch {
    return false;
  }
}

type AvatarUploadDialogProps = {
  open: boolean;
  memberId: number;
  onClose: () => void;
  onUploaded: (message: string) => void;
};

/** Upload Foto: pick a picture, crop and zoom it, then send it at most 400×350 with upload progress. */
export function AvatarUploadDialog({ open, memberId, onClose, onUploaded }: AvatarUploadDialogProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const upload = useChangeAvatar(memberId, setProgress);

  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const reset = () => {
    setSource(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setArea(null);
    setProgress(0);
    setError(null);
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('File harus berupa gambar (JPG, PNG, GIF atau WEBP)');
      return;
    }
    const url = URL.createObjectURL(file);
    // A damaged file would leave the crop area black with nothing said: decode it first and tell the member.
    if (!(await canDecodeImage(url))) {
      URL.revokeObjectURL(url);
      setError(UNREADABLE_PHOTO);
      return;
    }
    setError(null);
    setSource(url);
  };
  const save = async () => {
    if (!source || !area) return;
    setError(null);
    try {
      const photo = await cropToDataUrl(source, area);
      const reply = await upload.mutateAsync(photo);
      reset();
      onUploaded(reply.message);
    } catch (failure) {
      setProgress(0);
      setError(getErrorMessage(failure));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>Upload Foto</DialogTitle>
      <DialogContent>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          hidden
          onChange={(event) => void pick(event)}
          aria-label="Pilih file foto"
        />
        <Stack spacing={2}>
          {source ? (
            <>
              <Box
                sx={{
                  position: 'relative',
                  height: 280,
                  bgcolor: 'grey.900',
                  borderRadius: 1,
                  overflow: 'hidden',
                }}
              >
                <Cropper
                  image={source}
                  crop={crop}
                  zoom={zoom}
                  aspect={1}
                  cropShape="round"
                  showGrid={false}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_area, pixels) => setArea(pixels)}
                  cropperProps={{ role: 'application', 'aria-label': 'Area foto, geser dengan tombol panah' }}
                />
              </Box>
              <Box>
                <Typography id={`${id}-zoom`} variant="body2" gutterBottom>
                  Perbesar
                </Typography>
                <Slider
                  value={zoom}
                  min={1}
                  max={3}
                  step={0.1}
                  onChange={(_event, value) => setZoom(value as number)}
                  aria-labelledby={`${id}-zoom`}
                  disabled={upload.isPending}
                />
              </Box>
              <Button onClick={() => inputRef.current?.click()} disabled={upload.isPending}>
                Ganti foto
              </Button>
            </>
          ) : (
            <>
              <Typography>Pilih foto wajah Anda. Foto dipotong dan diperkecil sebelum dikirim.</Typography>
              <Button
                variant="outlined"
                startIcon={<PhotoCameraOutlined />}
                onClick={() => inputRef.current?.click()}
              >
                Pilih Foto
              </Button>
            </>
          )}
          {upload.isPending && (
            <Box>
              <Typography variant="body2" gutterBottom>
                Mengunggah… {progress}%
              </Typography>
              <LinearProgress variant="determinate" value={progress} aria-label="Kemajuan unggah foto" />
            </Box>
          )}
          <div aria-live="polite">{error && <InlineAlert severity="error">{error}</InlineAlert>}</div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={upload.isPending}>
          Batal
        </Button>
        <Button variant="contained" onClick={save} disabled={!source || !area || upload.isPending}>
          Simpan
        </Button>
      </DialogActions>
    </Dialog>
  );
}

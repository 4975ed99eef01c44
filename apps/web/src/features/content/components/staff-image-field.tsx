import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { useContentImageUrl } from '@/lib/content-image-url';
import { readDataUrl } from '@/lib/read-data-url';

/** 2 MB: the server's CONTENT_IMAGE_MAX_BYTES, checked here first to save a round trip. */
const MAX_BYTES = 2_000_000;

type StaffImageFieldProps = {
  label: string;
  /** The current picture's URL (from the server). */
  currentUrl: string | null;
  /** undefined: keep the current picture; null: remove it; a data URL: the new picture. */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  error?: string;
};

/** Picture upload with preview; the server checks the real type and re-encodes it. */
export function StaffImageField({ label, currentUrl, value, onChange, error }: StaffImageFieldProps) {
  const id = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const shown = value === undefined ? currentUrl : value;
  const shownSrc = useContentImageUrl(shown);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size >= MAX_BYTES) {
      setLocalError('Gambar terlalu besar, maksimal 2 MB');
      return;
    }
    setLocalError(null);
    onChange(await readDataUrl(file));
  };
  const message = localError ?? error;
  return (
    <Stack spacing={1}>
      <Typography component="span" sx={{ fontWeight: 600 }} id={`${id}-label`}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar
          variant="rounded"
          src={shownSrc ?? undefined}
          alt={shown ? `Pratinjau ${label.toLowerCase()}` : undefined}
          sx={{ width: 72, height: 72 }}
        >
          –
        </Avatar>
        <Button component="label" variant="outlined" size="small">
          Pilih gambar
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            hidden
            onChange={(event) => void pick(event)}
            aria-labelledby={`${id}-label`}
          />
        </Button>
        {shown && (
          <Button size="small" color="error" onClick={() => onChange(currentUrl ? null : undefined)}>
            Hapus gambar
          </Button>
        )}
      </Stack>
      <Typography
        variant="body2"
        color={message ? 'error' : 'text.secondary'}
        role={message ? 'alert' : undefined}
      >
        {message ?? 'JPG, PNG, GIF atau WEBP, maksimal 2 MB.'}
      </Typography>
    </Stack>
  );
}

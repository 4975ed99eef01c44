import { CAPTCHA_IMAGE_SIZE } from '@kopkar/domain';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NativeTextField } from './native-text-field';

type CaptchaFieldProps = {
  /** The answer input's name in its native form (lib/use-native-form.ts). */
  name: string;
  /** The rules' message for the answer. */
  error: string | undefined;
  image: string | undefined;
  isLoading: boolean;
  isError: boolean;
  onRefresh: () => void;
};

/**
 * The picture's CSS size, the one the API draws it at (twice over): reserved while it loads, also in the server's
 * HTML, so the fields under it never move.
 */
const { width: IMAGE_WIDTH, height: IMAGE_HEIGHT } = CAPTCHA_IMAGE_SIZE;

/**
 * Says what the picture is and where its answer goes, never the sum itself: a text alternative that read out the
 * numbers would answer the captcha for any bot.
 */
export const CAPTCHA_ALT =
  'Captcha: soal hitungan penjumlahan atau pengurangan. Tulis hasilnya di kolom Hasil.';

/**
 * The math captcha of both sign-in pages: its picture (click it for a new sum, docs/product/screens.md), a refresh button (the
 * same for the keyboard and screen readers) and the answer field labelled Hasil, which opens a numeric keypad:
 * every answer is a whole number from 0 up.
 */
export function CaptchaField({ name, error, image, isLoading, isError, onRefresh }: CaptchaFieldProps) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: IMAGE_WIDTH, height: IMAGE_HEIGHT, display: 'grid', placeItems: 'center' }}>
          {isLoading ? (
            <Skeleton variant="rounded" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} />
          ) : isError || !image ? (
            <Typography variant="body2" color="error">
              Captcha gagal dimuat
            </Typography>
          ) : (
            // Clicking the picture asks for a new sum as docs/product/screens.md says; the button beside it does the same for
            // keyboard and screen-reader users, so the picture itself stays an image with its text alternative.
            <Box
              component="img"
              src={image}
              alt={CAPTCHA_ALT}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              onClick={onRefresh}
              sx={{ display: 'block', cursor: 'pointer', borderRadius: 2, border: 1, borderColor: 'divider' }}
            />
          )}
        </Box>
        <IconButton aria-label="Muat ulang captcha" onClick={onRefresh} disabled={isLoading} sx={{ p: 1.5 }}>
          <Refresh />
        </IconButton>
      </Stack>
      <NativeTextField
        name={name}
        error={error}
        label="Hasil"
        required
        autoComplete="off"
        helperText="Hasil hitungan pada gambar, angka saja"
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
    </Stack>
  );
}

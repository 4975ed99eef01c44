import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

type CaptchaFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  image: string | undefined;
  isLoading: boolean;
  isError: boolean;
  onRefresh: () => void;
};

const IMAGE_WIDTH = 160;
const IMAGE_HEIGHT = 56;

/**
 * The math captcha of both sign-in pages: its picture (click it for a new sum, as the back office's login
 * asks), a refresh button and the answer field labelled Hasil.
 */
export function CaptchaField<T extends FieldValues>({
  control,
  name,
  image,
  isLoading,
  isError,
  onRefresh,
}: CaptchaFieldProps<T>) {
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
            <ButtonBase
              onClick={onRefresh}
              aria-label="Captcha: soal hitungan, tulis hasilnya di kolom Hasil. Klik untuk soal baru"
              sx={{ borderRadius: 2 }}
            >
              <img
                src={image}
                alt=""
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                style={{ borderRadius: 8, border: '1px solid rgba(0,0,0,0.12)' }}
              />
            </ButtonBase>
          )}
        </Box>
        <IconButton aria-label="Muat ulang captcha" onClick={onRefresh} disabled={isLoading}>
          <Refresh />
        </IconButton>
      </Stack>
      <FormTextField
        control={control}
        name={name}
        label="Hasil"
        required
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </Stack>
  );
}

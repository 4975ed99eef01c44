import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FilePickerButton } from '@/components/file-picker-button';
import type { ChosenFile } from '../lib/application-form-values';

type SelfieStepProps = { selfie: ChosenFile | null; onFile: (file: File | undefined) => void };

/** Step 2: a selfie holding the ID card, from the front camera or a file; images only, resized before upload. */
export function SelfieStep({ selfie, onFile }: SelfieStepProps) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Foto wajah Anda sambil memegang KTP/ID Card. Pastikan wajah dan tulisan pada kartu terbaca jelas.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <FilePickerButton
          label="Ambil Foto"
          inputLabel="Ambil foto selfie dengan KTP"
          accept="image/*"
          capture="user"
          variant="contained"
          startIcon={<PhotoCameraIcon />}
          onFile={onFile}
        />
        <FilePickerButton
          label="Pilih dari Galeri"
          inputLabel="Pilih foto selfie dengan KTP"
          accept="image/*"
          startIcon={<PhotoLibraryIcon />}
          onFile={onFile}
        />
      </Stack>
      <Box aria-live="polite">
        {selfie && (
          <Box
            component="img"
            src={selfie.dataUrl}
            alt="Pratinjau selfie dengan KTP"
            sx={{
              display: 'block',
              maxWidth: '100%',
              width: 240,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
            }}
          />
        )}
      </Box>
    </Stack>
  );
}

import { type AdminPointOffer, POINT_OFFER_IMAGE_MAX_BYTES, pointOfferInputSchema } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useContentImageUrl } from '@/lib/content-image-url';
import { formResolver } from '@/lib/form-resolver';
import { readDataUrl } from '@/lib/read-data-url';
import { enqueueSnackbar } from '@/lib/toast';
import { useSavePointOffer } from '../api/save-point-offer';

/** The form keeps numbers as text while typing; the API schema checks them on submit. */
const formSchema = z.object({
  title: z.string(),
  description: z.string(),
  value: z.string().regex(/^\d+$/, 'Isi nilai poin (angka)'),
  validityMonths: z.string().regex(/^\d+$/, 'Isi masa berlaku dalam bulan'),
  stock: z.string().regex(/^\d*$/, 'Stok berupa angka, kosongkan jika tanpa batas'),
  isActive: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;

const toForm = (offer: AdminPointOffer | null): FormValues => ({
  title: offer?.title ?? '',
  description: offer?.description ?? '',
  value: offer ? String(offer.value) : '',
  validityMonths: offer ? String(offer.validityMonths) : '3',
  stock: offer?.stock === null || offer === null ? '' : String(offer.stock),
  isActive: offer?.isActive ?? true,
});

type Props = { open: boolean; offer: AdminPointOffer | null; onClose: () => void };

/** Create or edit a point offer (EDITOR): picture, title, description, value, validity, stock, active. */
export function StaffPointOfferDialog({ open, offer, onClose }: Props) {
  const id = useId();
  const save = useSavePointOffer();
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<FormValues>({
    resolver: formResolver(formSchema),
    values: toForm(offer),
  });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size >= POINT_OFFER_IMAGE_MAX_BYTES) {
      setError('Gambar terlalu besar, maks 2 MB');
      return;
    }
    setError(null);
    setImage(await readDataUrl(file));
  };
  const close = () => {
    setImage(null);
    setError(null);
    onClose();
  };
  const submit = handleSubmit((values) => {
    const parsed = pointOfferInputSchema.safeParse({
      title: values.title,
      description: values.description,
      value: Number(values.value),
      validityMonths: Number(values.validityMonths),
      stock: values.stock === '' ? null : Number(values.stock),
      isActive: values.isActive,
      ...(image ? { image } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Data tidak valid');
      return;
    }
    save.mutate(
      { id: offer?.id ?? null, input: parsed.data },
      {
        onSuccess: (message) => {
          enqueueSnackbar(message, { variant: 'success' });
          close();
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  });
  const preview = image ?? offer?.imageUrl ?? null;
  const previewSrc = useContentImageUrl(preview);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{offer ? 'Ubah Penawaran Poin' : 'Tambah Penawaran Poin'}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="title" label="Judul" required />
            <FormTextField control={control} name="description" label="Deskripsi" multiline minRows={2} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="value"
                label="Nilai (poin)"
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <FormTextField
                control={control}
                name="validityMonths"
                label="Masa berlaku (bulan)"
                required
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <FormTextField
                control={control}
                name="stock"
                label="Stok"
                helperText="Kosongkan jika tanpa batas"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Stack>
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label="Aktif (tampil bagi anggota)"
                />
              )}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Box
                sx={{
                  width: 120,
                  height: 90,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  overflow: 'hidden',
                  flexShrink: 0,
                }}
              >
                {previewSrc && (
                  <Box
                    component="img"
                    src={previewSrc}
                    alt="Pratinjau gambar penawaran"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                )}
              </Box>
              <Stack spacing={0.5}>
                <Button component="label" variant="outlined">
                  {preview ? 'Ganti gambar' : 'Pilih gambar'}
                  <input
                    type="file"
                    hidden
                    accept="image/jpeg,image/png,image/webp,image/gif"
                    onChange={pick}
                  />
                </Button>
                <Typography variant="caption" color="text.secondary">
                  JPG, PNG, WEBP atau GIF, maks 2 MB; diperkecil ke 400×350.
                </Typography>
              </Stack>
            </Stack>
            <div aria-live="polite">{error && <Alert severity="error">{error}</Alert>}</div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={save.isPending}>
            Batal
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Simpan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

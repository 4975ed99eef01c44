import { type UpdateContactRequest, updateContactRequestSchema } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { useMessageDialog } from '@/components/use-message-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { logout } from '@/lib/logout';
import { useUpdateContact } from '../api/update-contact';

type UpdateContactFormProps = {
  memberId: number;
  email: string | null;
  mobilephoneno: string | null;
};

/**
 * Shown alone on Home while e-mail or phone is missing (docs/product/screens.md). Success shows the server's message, then
 * logs out so the member signs in with the new contact data; failure shows the server's message.
 */
export function UpdateContactForm({ memberId, email, mobilephoneno }: UpdateContactFormProps) {
  const popup = useMessageDialog();
  const update = useUpdateContact(memberId);
  const { control, handleSubmit } = useForm<UpdateContactRequest>({
    resolver: formResolver(updateContactRequestSchema),
    defaultValues: { email: email ?? '', mobilephoneno: mobilephoneno ?? '' },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () =>
        popup.show({
          title: 'Berhasil!',
          message: 'Update Data Email dan no telpon berhasil dilakukan Silahkan login kembali',
          onClose: () => void logout(),
        }),
      onError: (error) => popup.show({ title: 'Gagal!', message: getErrorMessage(error) }),
    }),
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="update-contact-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="update-contact-title" variant="h2" gutterBottom>
        Lengkapi data Anda
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Isi email dan nomor telepon Anda sebelum menggunakan layanan pinjaman.
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <FormTextField
          control={control}
          name="mobilephoneno"
          label="No. Telepon"
          type="tel"
          autoComplete="tel"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          onKeyDown={(event) => {
            if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey) {
              event.preventDefault();
            }
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Simpan
        </Button>
      </Stack>
      {popup.dialog}
    </Paper>
  );
}

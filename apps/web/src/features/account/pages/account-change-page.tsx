import { ADDRESS_MAX_LENGTH, newPasswordSchema, type User, updateProfileRequestSchema } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '@/components/form-text-field';
import { InlineAlert } from '@/components/inline-alert';
import { PageSkeleton } from '@/components/page-skeleton';
import { usePageTitle } from '@/components/page-title';
import { PasswordField } from '@/components/password-field';
import { useMessageDialog } from '@/components/use-message-dialog';
import { paths } from '@/config/paths';
import { formResolver } from '@/lib/form-resolver';
import { useSession } from '@/lib/session';
import { enqueueSnackbar } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileFacts } from '../components/profile-facts';
import { forceLoginAgain } from '../lib/force-login-again';
import { listProfileFacts } from '../lib/profile-facts';
import { getServerFieldMessage } from '../lib/server-field-message';

/** Phone and address as the API takes them, plus an optional password change (the edit page sends no confirmation). */
const formSchema = updateProfileRequestSchema
  .extend({ old_password: z.string(), new_password: z.union([z.literal(''), newPasswordSchema]) })
  .refine((values) => values.new_password === '' || values.old_password !== '', {
    path: ['old_password'],
    message: 'Isi password lama untuk mengganti password',
  });
type FormValues = z.infer<typeof formSchema>;

const READ_ONLY = [
  'Nama',
  'NIK',
  'Tanggal Lahir',
  'Jenis Kelamin',
  'Email',
  'Payroll',
  'Saldo Iuran Wajib',
  'Tanggal Bergabung',
];

/** /account/change (docs/product/screens.md Account): read-only profile, phone (digits only) and address, password change. */
export function AccountChangePage() {
  usePageTitle('Ubah Profil');
  const user = useSession()?.user;
  if (!user) return <PageSkeleton />;
  return <AccountChangeForm user={user} />;
}

function AccountChangeForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const alert = useMessageDialog();
  const update = useUpdateProfile(user.id);
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<FormValues>({
    resolver: formResolver(formSchema),
    defaultValues: {
      mobilephoneno: user.mobilephoneno ?? '',
      address: user.address ?? '',
      old_password: '',
      new_password: '',
    },
  });
  const phone = useController({ control, name: 'mobilephoneno' });
  const isPending = update.isPending || change.isPending;

  const submit = handleSubmit(async ({ mobilephoneno, address, old_password, new_password }) => {
    setError(null);
    try {
      await update.mutateAsync({ mobilephoneno, address });
      if (new_password) {
        const message = await change.mutateAsync({ id: user.id, old_password, new_password });
        alert.show({ title: 'Berhasil!', message, onClose: forceLoginAgain });
        return;
      }
      enqueueSnackbar('Profil berhasil diperbarui', { variant: 'success' });
      navigate(paths.account.getHref());
    } catch (failure) {
      setError(getServerFieldMessage(failure));
    }
  });

  const facts = listProfileFacts(user).filter(([label]) => READ_ONLY.includes(label));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        Ubah Profil
      </Typography>
      <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box
            component="section"
            aria-label="Data yang tidak dapat diubah"
            sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}
          >
            <ProfileFacts facts={facts} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
              Data di atas mengikuti data kepegawaian. Hubungi HR bila ada yang keliru.
            </Typography>
          </Box>
          <TextField
            label="No. Handphone"
            required
            name={phone.field.name}
            value={phone.field.value}
            onChange={(event) => phone.field.onChange(event.target.value.replace(/[^\d\s+\-.()]/g, ''))}
            onBlur={phone.field.onBlur}
            inputRef={phone.field.ref}
            error={Boolean(phone.fieldState.error)}
            helperText={phone.fieldState.error?.message ?? 'Contoh: 0812 3456 7890 atau +62 812 3456 7890'}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel' } }}
          />
          <FormTextField
            control={control}
            name="address"
            label="Alamat"
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: ADDRESS_MAX_LENGTH, autoComplete: 'street-address' } }}
          />
          <Typography variant="h2" sx={{ fontSize: '1.1rem', pt: 1 }}>
            Ubah password (opsional)
          </Typography>
          <PasswordField
            control={control}
            name="old_password"
            label="Password lama"
            autoComplete="current-password"
          />
          <PasswordField
            control={control}
            name="new_password"
            label="Password baru"
            autoComplete="new-password"
            helperText="Kosongkan jika tidak ingin mengganti password"
          />
          <div aria-live="polite">{error && <InlineAlert severity="error">{error}</InlineAlert>}</div>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(paths.account.getHref())} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isPending}>
              Change
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {alert.dialog}
    </Container>
  );
}

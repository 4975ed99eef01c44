import {
  normaliseVerificationCode,
  type VerificationCodeInput,
  verificationCodeInputSchema,
} from '@kopkar/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormTextField } from '@/components/form-text-field';
import { paths } from '@/config/paths';
import { formResolver } from '@/lib/form-resolver';

/** Another code typed from the paper (a mistyped address is the usual reason a document is not found). */
export function CheckCodeForm() {
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<VerificationCodeInput>({
    resolver: formResolver(verificationCodeInputSchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(({ code }) => {
    const normalised = normaliseVerificationCode(code);
    if (normalised) void navigate(paths.verification.getHref(normalised));
  });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <FormTextField
        control={control}
        name="code"
        label="Kode verifikasi"
        helperText="20 huruf dan angka, tertera di bawah kode QR, mis. ABCD-EFGH-JKMN-PQRS-TVWX"
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" sx={{ flexShrink: 0, minHeight: 56 }}>
        Periksa
      </Button>
    </Stack>
  );
}

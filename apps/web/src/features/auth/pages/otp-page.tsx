import { OTP_LENGTH, otpCodeSchema } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMessageDialog } from '@/components/use-message-dialog';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { enqueueSnackbar } from '@/lib/toast';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthCard } from '../components/auth-card';
import { OtpInput } from '../components/otp-input';
import { readResetFlow, saveResetFlow } from '../lib/reset-flow-storage';

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

export function OtpPage() {
  const navigate = useNavigate();
  const alert = useMessageDialog();
  const [flow, setFlow] = useState(readResetFlow);
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState<string>();
  const verify = useVerifyOtp();
  const resend = useRequestOtp();

  if (!flow) return <Navigate to={paths.forgetPassword.getHref()} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpCodeSchema.safeParse(digits.join(''));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    verify.mutate(
      { nik: flow.nik, otp_code: parsed.data, id: flow.id },
      {
        onSuccess: () => {
          saveResetFlow({ ...flow, otp_code: parsed.data });
          navigate(paths.resetPassword.getHref());
        },
        onError: (failure) => alert.show({ title: 'Alert!', message: getErrorMessage(failure) }),
      },
    );
  };

  const onResend = () => {
    resend.mutate(flow.nik, {
      onSuccess: (reply) => {
        const renewed = { nik: flow.nik, id: reply.data.id };
        saveResetFlow(renewed);
        setFlow(renewed);
        setDigits(emptyDigits());
        enqueueSnackbar(reply.message || 'Kode OTP baru telah dikirim', { variant: 'success' });
      },
      onError: (failure) => enqueueSnackbar(getErrorMessage(failure), { variant: 'error' }),
    });
  };

  return (
    <AuthCard
      title="Verifikasi OTP"
      intro={`Masukkan ${OTP_LENGTH} digit kode OTP yang dikirim ke email Anda.`}
    >
      <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
        <OtpInput digits={digits} onChange={setDigits} error={error} />
        <Button type="submit" variant="contained" size="large" disabled={verify.isPending}>
          Verifikasi
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Tidak menerima kode?{' '}
          <Link component="button" type="button" onClick={onResend} disabled={resend.isPending}>
            Kirim ulang
          </Link>
        </Typography>
      </Stack>
      {alert.dialog}
    </AuthCard>
  );
}

import { describeSettledBy, formatDate } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InlineAlert } from '@/components/inline-alert';
import { MoneyText } from '@/components/money-text';
import { usePageTitle } from '@/components/page-title';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useNarrowScreen } from '@/lib/use-narrow-screen';
import { useAmortisation } from '../api/get-amortisation';
import { usePaymentHistory } from '../api/get-payment-history';
import { useSettlementStatus } from '../api/get-settlement-status';
import { InterestBreakdown } from '../components/interest-breakdown';
import { PaymentHistoryCards, PaymentHistoryTable } from '../components/payment-history-view';
import { PlannedDateDialog } from '../components/planned-date-dialog';
import { ProofUpload } from '../components/proof-upload';
import { ScheduleDownloads } from '../components/schedule-downloads';
import { CONFIRM_SETTLEMENT } from '../components/settlement-dialog';
import { agreementStorage } from '../lib/agreement-storage';
import { describeRepaymentActions, describeSettlementView, isLoanSettled } from '../lib/settlement-view';
import { useSettlementFlow } from '../lib/use-settlement-flow';

/** /repayment/:an (docs/product/screens.md): settlement status, amount to pay, actions per status and the payment history. */
export function RepaymentPage() {
  usePageTitle('Pelunasan');
  const { an = '' } = useParams();
  const navigate = useNavigate();
  const status = useSettlementStatus(an);
  const history = usePaymentHistory(an);
  const schedule = useAmortisation(an);
  const flow = useSettlementFlow(an, schedule.data?.AgreementId ?? null);
  const isPhone = useNarrowScreen('md');
  const [step, setStep] = useState<'idle' | 'date' | 'confirm'>('idle');
  const [plannedDate, setPlannedDate] = useState('');
  const view = describeSettlementView(status.data);
  const loanStatus = schedule.data?.LoanStatus;
  const isSettled = isLoanSettled(loanStatus, status.data);
  const actions = describeRepaymentActions(status.data, loanStatus);
  const History = isPhone ? PaymentHistoryCards : PaymentHistoryTable;

  useEffect(() => {
    if (an) agreementStorage.save(an);
  }, [an]);

  /** The question stays (its button disabled) until the answer. */
  async function confirmRequest() {
    await flow.submitRequest(plannedDate, view.amountDue);
    setStep('idle');
  }

  async function sendProof(dataUrl: string, onProgress: (percent: number) => void) {
    const settlementId = status.data?.id;
    return settlementId ? flow.submitProof(settlementId, dataUrl, onProgress) : false;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button onClick={() => void navigate(-1)} sx={{ mb: 1 }}>
        ← Kembali
      </Button>
      <Typography variant="h1" gutterBottom>
        Pelunasan
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        No. Perjanjian {an}
      </Typography>
      <Stack spacing={3} aria-live="polite" aria-busy={status.isPending || schedule.isPending}>
        {(status.isPending || schedule.isPending) && <SkeletonBlock height={140} rounded />}
        {status.isError && <InlineAlert severity="error">{getErrorMessage(status.error)}</InlineAlert>}
        {status.data && !schedule.isPending && isSettled && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1.5}>
              {status.data.statuspelunasan && (
                <Typography>
                  Status pelunasan: <strong>{view.statusText}</strong>
                </Typography>
              )}
              <InlineAlert severity="success">
                Pinjaman ini sudah lunas. Tidak ada lagi yang harus dibayar.
              </InlineAlert>
              {schedule.data?.Pelunasan && (
                <Typography>{describeSettledBy(schedule.data.Pelunasan)}</Typography>
              )}
              <ScheduleDownloads agreementNo={an} isSettled />
            </Stack>
          </Paper>
        )}
        {status.data && !schedule.isPending && !isSettled && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1}>
              <Typography>
                Status pelunasan: <strong>{view.statusText}</strong>
              </Typography>
              {status.data.Reason && <Typography variant="body2">Alasan: {status.data.Reason}</Typography>}
              <Typography>Jumlah yang harus dibayar</Typography>
              <MoneyText amount={view.amountDue} variant="h2" />
              {status.data.QuoteValidUntil && (
                <Typography variant="body2">
                  Berlaku sampai {formatDate(status.data.QuoteValidUntil)}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                Sisa pokok <MoneyText amount={status.data.OSP} /> + bunga berjalan{' '}
                <MoneyText amount={status.data.Interest} />
              </Typography>
              <InterestBreakdown breakdown={status.data.Rincian} heading="h2" />
              {actions.request !== 'hidden' && (
                <Button
                  variant="contained"
                  disabled={actions.request === 'disabled' || schedule.data === undefined || flow.isPending}
                  onClick={() => setStep('date')}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Lakukan pelunasan
                </Button>
              )}
              {actions.request === 'enabled' && (
                <Button
                  component={RouterLink}
                  to={`${paths.salaryReduction.getHref()}?an=${encodeURIComponent(an)}`}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  Pelunasan melalui potong gaji
                </Button>
              )}
              {actions.offersPayment && (
                <Stack spacing={2}>
                  <Button
                    variant="contained"
                    component={RouterLink}
                    to={`${paths.selfPayment.getHref()}?an=${encodeURIComponent(an)}`}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    Pembayaran pelunasan
                  </Button>
                  <ProofUpload isPending={flow.isPending} onSubmit={sendProof} />
                </Stack>
              )}
            </Stack>
          </Paper>
        )}
        <section aria-labelledby="payment-history-title">
          <Typography id="payment-history-title" variant="h2" gutterBottom>
            Riwayat Pembayaran
          </Typography>
          {history.isPending && <SkeletonBlock height={160} rounded />}
          {history.isError && <InlineAlert severity="error">{getErrorMessage(history.error)}</InlineAlert>}
          {history.data && history.data.length === 0 && <Typography>Belum ada angsuran.</Typography>}
          {history.data && history.data.length > 0 && <History rows={history.data} />}
        </section>
      </Stack>
      {step === 'date' && (
        <PlannedDateDialog
          open
          onCancel={() => setStep('idle')}
          onContinue={(date) => {
            setPlannedDate(date);
            setStep('confirm');
          }}
        />
      )}
      <ConfirmDialog
        open={step === 'confirm'}
        message={CONFIRM_SETTLEMENT}
        onConfirm={confirmRequest}
        onCancel={() => setStep('idle')}
      />
    </Container>
  );
}

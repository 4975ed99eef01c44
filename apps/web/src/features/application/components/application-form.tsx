import type { User } from '@kopkar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMessageDialog } from '@/components/use-message-dialog';
import { paths } from '@/config/paths';
import { useApplicationDraft } from '../hooks/use-application-draft';
import { useApplicationForm } from '../hooks/use-application-form';
import { useSubmitApplicationForm } from '../hooks/use-submit-application-form';
import { AmountStep } from './amount-step';
import { DocumentsStep } from './documents-step';
import { DraftRestoredNotice } from './draft-restored-notice';
import { FormSection } from './form-section';
import { MaxLoanPanel } from './max-loan-panel';
import { PurposeStep } from './purpose-step';
import { SelfieStep } from './selfie-step';

/** The four steps of docs/product/screens.md "Loan application form" on one page, with the popups of docs/product/validation.md. */
export function ApplicationForm({ user }: { user: User }) {
  const { show, dialog } = useMessageDialog();
  const form = useApplicationForm(show);
  const draft = useApplicationDraft(user.NIK, form);
  const { onSubmit, isSending } = useSubmitApplicationForm(form, user, show);
  const hasDocuments = form.documents.form !== null && form.documents.supporting !== null;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={isSending}>
      {draft.isRestored && <DraftRestoredNotice onDiscard={draft.discard} />}
      <Box sx={{ mb: 3 }}>
        <MaxLoanPanel contributionBalance={user.saldoiuranwajib} maxLoan={user.saldomaxpinjaman} />
      </Box>
      <FormSection step={1} title="Pilih Tujuan Pinjaman" isComplete={form.product !== null}>
        <PurposeStep selected={form.product} onSelect={form.chooseProduct} />
      </FormSection>
      <FormSection step={2} title="Selfie dengan KTP/ID Card" isComplete={form.selfie !== null}>
        <SelfieStep selfie={form.selfie} onFile={(file) => void form.chooseSelfie(file)} />
      </FormSection>
      <FormSection step={3} title="Dokumen Pendukung" isComplete={hasDocuments}>
        <DocumentsStep
          documents={form.documents}
          onFile={(kind, file) => void form.chooseDocument(kind, file)}
        />
      </FormSection>
      <FormSection
        step={4}
        title="Jumlah Pinjaman dan Tenor"
        isComplete={form.quote.calculation !== null}
        isLast
      >
        <AmountStep
          amount={form.amount}
          maxLoan={user.saldomaxpinjaman}
          rate={form.quote.rate}
          tenor={form.quote.tenor}
          instalment={form.quote.calculation?.payment ?? null}
          isCalculating={form.quote.isPending}
          onAmountChange={form.moveAmount}
          onAmountCommit={form.commitAmount}
          onTenorChange={form.chooseTenor}
        />
        <FormControlLabel
          sx={{ mt: 3, alignItems: 'flex-start' }}
          control={
            <Checkbox
              checked={form.hasAgreed}
              onChange={(event) => form.setAgreed(event.target.checked)}
              sx={{ mt: -1 }}
            />
          }
          label={
            <Typography variant="body2">
              Saya setuju dengan{' '}
              <Link href={paths.terms.getHref()} target="_blank" rel="noopener" underline="always">
                syarat dan ketentuan
              </Link>{' '}
              pinjaman koperasi, termasuk pemotongan angsuran dari gaji.
            </Typography>
          }
        />
        <Box sx={{ mt: 3 }}>
          {isSending && <LinearProgress aria-label="Mengirim pengajuan" sx={{ mb: 2 }} />}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSending}>
            {isSending ? 'Mengirim…' : 'Ajukan Pinjaman'}
          </Button>
        </Box>
      </FormSection>
      {dialog}
    </Box>
  );
}

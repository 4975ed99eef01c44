import {
  type ApprovalStepState,
  type ApprovalStepView,
  collectRejectReasons,
  deriveApprovalSteps,
  formatDateTime,
  isCounterOffer,
  isOfferOpen,
  type LoanHistoryItem,
} from '@kopkar/domain';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { InlineAlert } from '@/components/inline-alert';
import { SkeletonBlock } from '@/components/skeleton-block';
import { getErrorMessage } from '@/lib/api-client';
import { useApprovalProgress } from '../api/get-approval-progress';

type StatusDialogProps = {
  item: LoanHistoryItem | null;
  applicantName: string;
  onClose: () => void;
};

const STATE_TEXT: Record<ApprovalStepState, string> = {
  complete: 'Disetujui',
  failed: 'Ditolak',
  offer: 'Penawaran ulang',
  active: 'Sedang diproses',
  pending: 'Menunggu',
  skipped: 'Tidak diperlukan',
};

/** The dialog's title: 'Status Pengajuan' and the kind of application, in words rather than its code. */
export function describeStatusTitle(applicationType: string | null | undefined): string {
  return `Status Pengajuan · ${isCounterOffer(applicationType) ? 'Penawaran Ulang' : 'Pinjaman Reguler'}`;
}

/**
 * The reasons under 'Alasan Reject/Cancel'. A counter-offer still waiting for the member is not a rejection: its
 * stored reason is the offer's note, already shown on the step that made the offer.
 */
function listReasons(item: LoanHistoryItem, history: Parameters<typeof collectRejectReasons>[1]) {
  return collectRejectReasons(isOfferOpen(item.OfferStatus) ? null : item.RejectReason, history);
}

function StepCaption({ step, isApplicant }: { step: ApprovalStepView; isApplicant: boolean }) {
  return (
    <Typography variant="caption" color={step.state === 'failed' ? 'error' : 'text.secondary'}>
      {isApplicant ? 'Pemohon' : STATE_TEXT[step.state]}
      {step.decidedBy ? ` · ${step.decidedBy}` : ''}
    </Typography>
  );
}

/**
 * 'Status Pengajuan' + type: the applicant then the approvers (docs/product/screens.md and docs/product/loans.md#loan-statuses), as the domain derives them. Failed
 * steps are errors, approved ones completed, the one that made a counter-offer carries the offer's mark, the one
 * deciding now is bold; each step says its state in words, each decided one its notes and time.
 */
export function StatusDialog({ item, applicantName, onClose }: StatusDialogProps) {
  const id = useId();
  const progress = useApprovalProgress(
    item ? { companyId: item.CompanyID, approvalNo: item.ApprovalNo } : null,
  );
  const steps =
    item && progress.data
      ? deriveApprovalSteps({
          applicantName,
          status: item.Status,
          type: item.JenisPengajuan,
          chain: progress.data.chain,
          history: progress.data.history,
        })
      : [];
  const reasons = item && progress.data ? listReasons(item, progress.data.history) : [];
  const activeIndex = steps.findIndex((step) => step.state === 'active');

  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{describeStatusTitle(item?.JenisPengajuan)}</DialogTitle>
      <DialogContent aria-busy={progress.isPending}>
        {item && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {item.ApprovalNo} · {item.FinancePurpose}
          </Typography>
        )}
        {progress.isPending && (
          <Box sx={{ display: 'grid', gap: 1.5 }} role="status" aria-label="Memuat status">
            <SkeletonBlock height={28} />
            <SkeletonBlock height={28} />
            <SkeletonBlock height={28} />
          </Box>
        )}
        {progress.isError && <InlineAlert severity="error">{getErrorMessage(progress.error)}</InlineAlert>}
        {steps.length > 0 && (
          <Stepper orientation="vertical" activeStep={activeIndex === -1 ? steps.length : activeIndex}>
            {steps.map((step, index) => (
              <Step
                // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; order is fixed by the chain.
                key={index}
                // The step that made an offer has acted too; its own icon says how.
                completed={step.state === 'complete' || step.state === 'offer'}
                expanded
                data-state={step.state}
              >
                <StepLabel
                  error={step.state === 'failed'}
                  icon={step.state === 'offer' ? <LocalOfferOutlined color="secondary" /> : undefined}
                  optional={<StepCaption step={step} isApplicant={index === 0} />}
                  sx={step.state === 'active' ? { '& .MuiStepLabel-label': { fontWeight: 700 } } : undefined}
                >
                  {step.label}
                </StepLabel>
                <StepContent>
                  {step.notes && <Typography variant="body2">{step.notes}</Typography>}
                  {step.decidedAt && (
                    <Typography variant="caption" color="text.secondary">
                      {formatDateTime(step.decidedAt)}
                    </Typography>
                  )}
                </StepContent>
              </Step>
            ))}
          </Stepper>
        )}
        {reasons.length > 0 && (
          <Box component="section" aria-labelledby={`${id}-reasons`} sx={{ mt: 3 }}>
            <Typography id={`${id}-reasons`} variant="h3" gutterBottom>
              Alasan Reject/Cancel
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {reasons.map((reason) => (
                <li key={reason}>
                  <Typography variant="body2">{reason}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Tutup
        </Button>
      </DialogActions>
    </Dialog>
  );
}

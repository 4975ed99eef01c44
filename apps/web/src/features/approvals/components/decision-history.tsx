import type { ApplicationDetail } from '@kopkar/domain';
import { deriveApprovalSteps } from '@kopkar/domain';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { formatJakartaDate } from '@/lib/format-jakarta-date';

const STATE_TEXT = {
  complete: 'Disetujui',
  failed: 'Ditolak',
  offer: 'Memberi penawaran',
  active: 'Menunggu keputusan',
  pending: 'Belum',
  skipped: 'Tidak diperlukan',
} as const;

const STATUS_TEXT: Record<string, string> = { APV: 'Disetujui', RJT: 'Ditolak', NST: 'Penawaran' };

/** The chain as the member's stepper draws it, then every decision made (all rounds) in order. */
export function DecisionHistory({ detail }: { detail: ApplicationDetail }) {
  const steps = deriveApprovalSteps({
    applicantName: detail.member.name,
    status: detail.application.Status,
    type: detail.application.JenisPengajuan,
    chain: detail.chain,
    history: detail.decisions,
  });
  const activeIndex = steps.findIndex((step) => step.state === 'active');
  return (
    <>
      <Stepper orientation="vertical" activeStep={activeIndex === -1 ? steps.length : activeIndex}>
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; order is fixed by the chain.
          <Step key={index} completed={step.state === 'complete'} expanded data-state={step.state}>
            <StepLabel
              error={step.state === 'failed'}
              optional={
                <Typography variant="caption" color={step.state === 'failed' ? 'error' : 'text.secondary'}>
                  {index === 0 ? 'Pemohon' : STATE_TEXT[step.state]}
                  {step.decidedBy ? ` · ${step.decidedBy}` : ''}
                </Typography>
              }
            >
              {step.label}
            </StepLabel>
            <StepContent>{step.notes && <Typography variant="body2">{step.notes}</Typography>}</StepContent>
          </Step>
        ))}
      </Stepper>
      {detail.decisions.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1rem', mt: 2, mb: 1 }}>
            Semua keputusan
          </Typography>
          <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {detail.decisions.map((decision) => (
              <li key={`${decision.step}-${decision.round}-${decision.DecidedAt}`}>
                <Typography variant="body2">
                  {formatJakartaDate(decision.DecidedAt)} · {decision.jobtitle} · {decision.Approvalby} ·{' '}
                  {STATUS_TEXT[decision.ApprovalStatus] ?? decision.ApprovalStatus}
                  {decision.round > 1 ? ` (putaran ${decision.round})` : ''}
                  {decision.Notes ? ` — ${decision.Notes}` : ''}
                </Typography>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

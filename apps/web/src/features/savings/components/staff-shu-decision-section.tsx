import { formatDate, type ShuDecision, type ShuDecisionRequest } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageSkeleton } from '@/components/page-skeleton';
import { SectionCard } from '@/components/staff/section-card';
import { getErrorMessage } from '@/lib/api-client';
import { formResolver } from '@/lib/form-resolver';
import { useShuProposal } from '../api/get-shu-proposal';
import {
  proposalFields,
  type ShuDecisionFormValues,
  shuDecisionFormSchema,
  toDecisionForm,
} from '../lib/staff-shu-decision-rules';
import { ShuDecisionForm } from './staff-shu-decision-form';
import { ShuProposalView } from './staff-shu-proposal-view';

type Props = {
  year: number;
  decision: ShuDecision | null;
  /** Why the year's decision cannot be entered yet (the year has not closed), or null. */
  notClosed: string | null;
};

/**
 * A year's "Usulan dari pembukuan" and its RAT decision, one form between them: "Gunakan usulan" types the proposed
 * pool and jasa modal share into the decision, which the RAT may still change. Mounted anew for each year and
 * stored decision, so the form starts from what is stored.
 */
export function ShuDecisionSection({ year, decision, notClosed }: Props) {
  const proposal = useShuProposal(year);
  const [schema] = useState(() => shuDecisionFormSchema(year));
  const form = useForm<ShuDecisionFormValues, unknown, ShuDecisionRequest>({
    resolver: formResolver(schema),
    defaultValues: toDecisionForm(decision),
  });
  const isPosted = Boolean(decision?.postedAt);
  const canDecide = !isPosted && !notClosed;

  const fillFromProposal = () => {
    if (!proposal.data) return;
    const fields = proposalFields(proposal.data);
    form.setValue('pool', fields.pool, { shouldDirty: true });
    form.setValue('jasaModalPercent', fields.jasaModalPercent, { shouldDirty: true });
    form.clearErrors(['pool', 'jasaModalPercent']);
  };

  return (
    <>
      <section aria-live="polite" aria-busy={proposal.isLoading}>
        <SectionCard title={`Usulan dari pembukuan ${year}`}>
          {proposal.isLoading && <PageSkeleton />}
          {proposal.isError && <Alert severity="error">{getErrorMessage(proposal.error)}</Alert>}
          {proposal.data && (
            <ShuProposalView proposal={proposal.data} onUse={canDecide ? fillFromProposal : undefined} />
          )}
        </SectionCard>
      </section>
      <SectionCard title={`Keputusan RAT ${year}`}>
        {isPosted ? (
          <Alert severity="success">
            SHU {year} sudah diposting {decision?.postedAt ? `pada ${formatDate(decision.postedAt)}` : ''}.
            Keputusan tidak dapat diubah lagi.
          </Alert>
        ) : notClosed ? (
          <Alert severity="info">{notClosed}</Alert>
        ) : (
          <ShuDecisionForm year={year} form={form} proposal={proposal.data} />
        )}
      </SectionCard>
    </>
  );
}

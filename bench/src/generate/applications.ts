/**
 * An application's rows the way the services write them: its number from its id and submission date, one
 * approval-history row per decision, a notification per change, and the final application row.
 */
import { addDays, compactDate, jakartaTime } from './dates';
import type { ChainStep } from './reference-data';
import { type Draft, decide, type MemberFacts, notify, type StoryContext, type Terms } from './story-context';

const HC_NOTE = 'Dokumen lengkap, masa kerja memenuhi syarat.';

export type Offer = { amount: number; tenorMonths: number; instalment: number };

export type ApplicationState = {
  type: 'NEW' | 'NST';
  status: 'NEW' | 'APV' | 'FUN' | 'FIN' | 'RJT' | 'CNCL';
  currentStep: number;
  round?: number;
  /** HC's recommendation, when HC has decided. */
  hc: 'YES' | 'NO' | null;
  offer?: Offer;
  /** The terms the application ends with (the offered ones once a counter-offer is accepted). */
  finalTerms?: Terms;
  rejectReason?: string | null;
  decidedOn?: string | null;
  lastEventOn: string;
};

/**
 * A counter-offer's own state (docs/decisions/0019-counter-offer-state.md): RJT in the offer's round waits, CNCL was
 * declined, anything after it (round 2) was accepted.
 */
function offerStatusOf(state: ApplicationState): 'OPEN' | 'ACCEPTED' | 'DECLINED' | null {
  if (!state.offer) return null;
  if (state.status === 'CNCL') return 'DECLINED';
  return state.status === 'RJT' && (state.round ?? 1) === 1 ? 'OPEN' : 'ACCEPTED';
}

export function openApplication(
  ctx: StoryContext,
  member: MemberFacts,
  terms: Terms,
  submittedOn: string,
): Draft {
  ctx.ids.applications += 1;
  const id = ctx.ids.applications;
  const approvalNo = `PJ${compactDate(submittedOn)}-${String(id).padStart(5, '0')}`;
  const what = `${terms.product.financePurpose} sebesar ${ctx.domain.formatRupiah(terms.amount)} (${approvalNo})`;
  const draft = { id, approvalNo, member, terms, what };
  notify(
    ctx,
    draft,
    'NEW',
    `Pengajuan pinjaman ${what} telah kami terima dan sedang dalam proses approval.`,
    submittedOn,
    8,
  );
  return draft;
}

/** The chain's steps approve one day apart from `firstOn`; answers the day after the last decision. */
export function approveSteps(
  ctx: StoryContext,
  draft: Draft,
  steps: readonly ChainStep[],
  firstOn: string,
  round = 1,
): string {
  const finalStep = draft.member.company.chain.at(-1)?.stepNo;
  let on = firstOn;
  for (const step of steps) {
    decide(ctx, draft, step, {
      status: 'APV',
      notes: step.role === 'HC' ? HC_NOTE : 'Disetujui.',
      on,
      round,
    });
    if (step.stepNo === finalStep) {
      notify(
        ctx,
        draft,
        'APV',
        `Pengajuan pinjaman ${draft.what} telah disetujui dan menunggu pencairan.`,
        on,
        11,
      );
    } else {
      const text = `Pengajuan pinjaman ${draft.what} disetujui ${step.jobTitle} dan diteruskan ke tahap berikutnya.`;
      notify(ctx, draft, 'NEW', text, on, 11);
    }
    on = addDays(on, 1);
  }
  return on;
}

/** An approver's counter-offer: a lower amount (and sometimes six months less), at the application's rate. */
export function makeOffer(ctx: StoryContext, terms: Terms): Offer {
  const step = 500_000;
  const share = 0.55 + ctx.random.next() * 0.3;
  const amount = Math.max(step, Math.floor((terms.amount * share) / step) * step);
  const shorter = terms.tenorMonths > 6 && ctx.random.chance(0.4);
  const tenorMonths = shorter ? terms.tenorMonths - 6 : terms.tenorMonths;
  const instalment = ctx.domain.computeInstalment(amount, Number(terms.effectiveRate), tenorMonths);
  return { amount, tenorMonths, instalment };
}

/** The counter-offer decision and its notice (header NST, as the approvals service sends it). */
export function offerAtStep(
  ctx: StoryContext,
  draft: Draft,
  step: ChainStep,
  offer: Offer,
  on: string,
): string {
  const rupiah = ctx.domain.formatRupiah;
  const note = `Disetujui dengan nominal ${rupiah(offer.amount)} dan tenor ${offer.tenorMonths} bulan.`;
  decide(ctx, draft, step, { status: 'NST', notes: note, on });
  const text = `Pengajuan pinjaman ${draft.what} mendapat penawaran baru: ${rupiah(offer.amount)} selama ${offer.tenorMonths} bulan, angsuran ${rupiah(offer.instalment)} per bulan. Buka Detail di halaman Home untuk menjawab.`;
  notify(ctx, draft, 'NST', text, on, 11);
  return note;
}

export function writeApplication(
  ctx: StoryContext,
  draft: Draft,
  submittedOn: string,
  state: ApplicationState,
) {
  const terms = state.finalTerms ?? draft.terms;
  const hasHc = state.hc !== null;
  ctx.batch.applications.push({
    id: draft.id,
    approval_no: draft.approvalNo,
    member_id: draft.member.id,
    product_id: terms.product.id,
    type: state.type,
    status: state.status,
    amount: terms.amount,
    tenor_months: terms.tenorMonths,
    effective_rate: terms.effectiveRate,
    instalment_amount: ctx.domain.computeInstalment(
      terms.amount,
      Number(terms.effectiveRate),
      terms.tenorMonths,
    ),
    finance_purpose: terms.product.financePurpose,
    hc_checklist: hasHc ? state.hc === 'YES' : null,
    hc_recommendation: state.hc,
    hc_note: hasHc ? (state.hc === 'YES' ? HC_NOTE : 'Masa kerja belum memenuhi syarat.') : null,
    current_step: state.currentStep,
    round: state.round ?? 1,
    offered_amount: state.offer?.amount ?? null,
    offered_tenor_months: state.offer?.tenorMonths ?? null,
    offered_instalment_amount: state.offer?.instalment ?? null,
    offer_status: offerStatusOf(state),
    reject_reason: state.rejectReason ?? null,
    submitted_at: jakartaTime(submittedOn, 8),
    decided_at: state.decidedOn ? jakartaTime(state.decidedOn, 12) : null,
    updated_at: jakartaTime(state.lastEventOn, 12),
    created_at: jakartaTime(submittedOn, 8),
  });
}

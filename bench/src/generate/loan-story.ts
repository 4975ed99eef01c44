/**
 * A member's loans over the generated history: applications a few months apart, most approved and funded, some
 * rejected, cancelled or answered with a counter-offer (NST), never more than two running loans at once
 * (docs/product); and for some members one application still open today (NEW at any step, APV, an NST waiting for
 * the member's answer, or an accepted offer waiting for the final step).
 */
import { approveSteps, makeOffer, offerAtStep, openApplication, writeApplication } from './applications';
import { addDays, dayOf, monthIndexOf } from './dates';
import { type FundedLoan, fundApplication } from './funding';
import { chooseTerms } from './loan-terms';
import { type Draft, decide, type MemberFacts, notify, type StoryContext } from './story-context';

type Outcome = 'FUNDED' | 'RJT' | 'CNCL' | 'NST_DECLINED' | 'NST_FUNDED';
type Pending = 'NEW' | 'APV' | 'NST_WAITING' | 'NST_ACCEPTED' | 'FUNDED';

const OUTCOMES: readonly (readonly [Outcome, number])[] = [
  ['FUNDED', 74],
  ['RJT', 12],
  ['CNCL', 7],
  ['NST_DECLINED', 3],
  ['NST_FUNDED', 4],
];
const PENDING: readonly (readonly [Pending, number])[] = [
  ['NEW', 50],
  ['APV', 15],
  ['NST_WAITING', 12],
  ['NST_ACCEPTED', 8],
  ['FUNDED', 15],
];
const REJECT_REASON = 'Nominal melebihi kemampuan bayar. Silakan ajukan kembali dengan nominal lebih kecil.';
const PENDING_SHARE = 0.15;

const runningOn = (loans: readonly FundedLoan[], on: string) =>
  loans.filter((loan) => loan.fundedOn <= on && (loan.endsOn === null || on < loan.endsOn));

/** When the member already runs two loans on that day, the day the first of them ends (far future: never). */
function endOfFirstRunning(loans: readonly FundedLoan[], on: string): string | null {
  const running = runningOn(loans, on);
  if (running.length < 2) return null;
  return running.map((loan) => loan.endsOn ?? '9999-12-31').sort()[0] ?? null;
}

export function tellLoanStory(ctx: StoryContext, member: MemberFacts, joinDate: string): void {
  const { random, calendar } = ctx;
  const loans: FundedLoan[] = [];
  const lastMonth = member.isActive ? calendar.current - 1 : monthIndexOf(member.resignedOn as string) - 2;
  let month = Math.max(calendar.windowStart, monthIndexOf(joinDate) + 1) + random.int(0, 4);
  let left = random.int(1, member.isActive ? 8 : 4);
  while (left > 0 && month <= lastMonth) {
    const submittedOn = dayOf(month, random.int(1, 15));
    // With two running loans the portal refuses a new application: the member waits for one to end.
    const firstEnd = endOfFirstRunning(loans, submittedOn);
    if (firstEnd) {
      month = monthIndexOf(firstEnd) + random.int(0, 2);
      continue;
    }
    const funded = tellPastApplication(ctx, member, submittedOn, random.weighted(OUTCOMES));
    if (funded) loans.push(funded);
    month += random.int(1, 6);
    left -= 1;
  }
  if (member.isActive && random.chance(PENDING_SHARE) && runningOn(loans, calendar.today).length < 2) {
    tellOpenApplication(ctx, member, addDays(calendar.today, -random.int(8, 25)), random.weighted(PENDING));
  }
}

/** The final step's decision on an accepted counter-offer: round 2, answered the day after the member. */
function acceptOffer(ctx: StoryContext, draft: Draft, on: string): string {
  decide(ctx, draft, 'applicant', { status: 'APV', notes: 'Penawaran diterima oleh anggota', on });
  const text = `Anda menerima penawaran untuk pengajuan ${draft.approvalNo}. Pengajuan menunggu persetujuan akhir.`;
  notify(ctx, draft, 'NEW', text, on, 16);
  return addDays(on, 1);
}

function tellPastApplication(ctx: StoryContext, member: MemberFacts, submittedOn: string, outcome: Outcome) {
  const terms = chooseTerms(ctx.random, ctx.domain, ctx.reference.products);
  const draft = openApplication(ctx, member, terms, submittedOn);
  const chain = member.company.chain;
  const finalStep = chain.length;
  const firstDecision = addDays(submittedOn, 1);
  if (outcome === 'FUNDED') {
    const approvedOn = addDays(approveSteps(ctx, draft, chain, firstDecision), -1);
    const fundedOn = addDays(approvedOn, ctx.random.int(1, 3));
    const loan = fundApplication(ctx, draft, terms, fundedOn);
    const state = { type: 'NEW', status: loan.status, currentStep: finalStep, hc: 'YES' } as const;
    writeApplication(ctx, draft, submittedOn, {
      ...state,
      decidedOn: approvedOn,
      lastEventOn: loan.endsOn ?? fundedOn,
    });
    return loan;
  }
  if (outcome === 'CNCL') {
    decide(ctx, draft, 'applicant', { status: 'CNCL', notes: 'Dibatalkan oleh anggota', on: firstDecision });
    notify(
      ctx,
      draft,
      'CNCL',
      `Pengajuan pinjaman ${draft.approvalNo} telah dibatalkan atas permintaan Anda.`,
      firstDecision,
      15,
    );
    const state = {
      type: 'NEW',
      status: 'CNCL',
      currentStep: 1,
      hc: null,
      rejectReason: 'Dibatalkan oleh anggota',
    } as const;
    writeApplication(ctx, draft, submittedOn, {
      ...state,
      decidedOn: firstDecision,
      lastEventOn: firstDecision,
    });
    return null;
  }
  if (outcome === 'RJT') {
    const rejectedStep = ctx.random.int(1, finalStep);
    const step = chain[rejectedStep - 1];
    const rejectedOn = approveSteps(ctx, draft, chain.slice(0, rejectedStep - 1), firstDecision);
    if (step) decide(ctx, draft, step, { status: 'RJT', notes: REJECT_REASON, on: rejectedOn });
    notify(
      ctx,
      draft,
      'RJT',
      `Pengajuan pinjaman ${draft.what} ditolak. Alasan: ${REJECT_REASON}`,
      rejectedOn,
      11,
    );
    const hc = rejectedStep === 1 ? 'NO' : 'YES';
    const state = {
      type: 'NEW',
      status: 'RJT',
      currentStep: rejectedStep,
      hc,
      rejectReason: REJECT_REASON,
    } as const;
    writeApplication(ctx, draft, submittedOn, { ...state, decidedOn: rejectedOn, lastEventOn: rejectedOn });
    return null;
  }
  return tellCounterOffer(ctx, draft, submittedOn, outcome === 'NST_FUNDED' ? 'ACCEPT' : 'DECLINE');
}

/** An approver offers less; the member declines (CNCL) or accepts, and the final step approves round 2. */
function tellCounterOffer(
  ctx: StoryContext,
  draft: Draft,
  submittedOn: string,
  answer: 'ACCEPT' | 'DECLINE',
) {
  const chain = draft.member.company.chain;
  const offerStep = ctx.random.int(2, chain.length);
  const offeredOn = approveSteps(ctx, draft, chain.slice(0, offerStep - 1), addDays(submittedOn, 1));
  const offer = makeOffer(ctx, draft.terms);
  offerAtStep(ctx, draft, chain[offerStep - 1] as (typeof chain)[number], offer, offeredOn);
  const answeredOn = addDays(offeredOn, ctx.random.int(1, 3));
  const base = { type: 'NST', hc: 'YES', offer } as const;
  if (answer === 'DECLINE') {
    const reason = 'Penawaran ditolak oleh anggota';
    decide(ctx, draft, 'applicant', { status: 'CNCL', notes: reason, on: answeredOn });
    notify(
      ctx,
      draft,
      'CNCL',
      `Anda menolak penawaran untuk pengajuan ${draft.approvalNo}. Pengajuan dibatalkan.`,
      answeredOn,
      16,
    );
    const state = { ...base, status: 'CNCL', currentStep: offerStep, rejectReason: reason } as const;
    writeApplication(ctx, draft, submittedOn, { ...state, decidedOn: answeredOn, lastEventOn: answeredOn });
    return null;
  }
  const finalTerms = { ...draft.terms, amount: offer.amount, tenorMonths: offer.tenorMonths };
  const finalOn = acceptOffer(ctx, draft, answeredOn);
  approveSteps(ctx, { ...draft, terms: finalTerms }, chain.slice(-1), finalOn, 2);
  const loan = fundApplication(ctx, draft, finalTerms, addDays(finalOn, ctx.random.int(1, 3)));
  const state = { ...base, status: loan.status, currentStep: chain.length, round: 2, finalTerms } as const;
  writeApplication(ctx, draft, submittedOn, {
    ...state,
    decidedOn: finalOn,
    lastEventOn: loan.endsOn ?? finalOn,
  });
  return loan;
}

/** The application still open today (submitted 8–25 days ago, every decision before today). */
function tellOpenApplication(ctx: StoryContext, member: MemberFacts, submittedOn: string, kind: Pending) {
  if (kind === 'FUNDED') {
    tellPastApplication(ctx, member, submittedOn, 'FUNDED');
    return;
  }
  const terms = chooseTerms(ctx.random, ctx.domain, ctx.reference.products);
  const draft = openApplication(ctx, member, terms, submittedOn);
  const chain = member.company.chain;
  const firstDecision = addDays(submittedOn, 1);
  if (kind === 'NEW') {
    const waitingStep = ctx.random.int(1, chain.length);
    const lastOn = approveSteps(ctx, draft, chain.slice(0, waitingStep - 1), firstDecision);
    const state = {
      type: 'NEW',
      status: 'NEW',
      currentStep: waitingStep,
      hc: waitingStep > 1 ? 'YES' : null,
    } as const;
    writeApplication(ctx, draft, submittedOn, { ...state, lastEventOn: addDays(lastOn, -1) });
    return;
  }
  if (kind === 'APV') {
    const approvedOn = addDays(approveSteps(ctx, draft, chain, firstDecision), -1);
    const state = { type: 'NEW', status: 'APV', currentStep: chain.length, hc: 'YES' } as const;
    writeApplication(ctx, draft, submittedOn, { ...state, decidedOn: approvedOn, lastEventOn: approvedOn });
    return;
  }
  const offerStep = ctx.random.int(2, chain.length);
  const offeredOn = approveSteps(ctx, draft, chain.slice(0, offerStep - 1), firstDecision);
  const offer = makeOffer(ctx, terms);
  const note = offerAtStep(ctx, draft, chain[offerStep - 1] as (typeof chain)[number], offer, offeredOn);
  const base = { type: 'NST', hc: 'YES', offer } as const;
  if (kind === 'NST_WAITING') {
    const state = { ...base, status: 'RJT', currentStep: offerStep, rejectReason: note } as const;
    writeApplication(ctx, draft, submittedOn, { ...state, decidedOn: offeredOn, lastEventOn: offeredOn });
    return;
  }
  const finalTerms = { ...terms, amount: offer.amount, tenorMonths: offer.tenorMonths };
  const answeredOn = addDays(offeredOn, 1);
  acceptOffer(ctx, draft, answeredOn);
  const state = { ...base, status: 'NEW', currentStep: chain.length, round: 2, finalTerms } as const;
  writeApplication(ctx, draft, submittedOn, { ...state, lastEventOn: answeredOn });
}

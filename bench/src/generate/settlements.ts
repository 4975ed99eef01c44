/**
 * Early-settlement requests of a funded loan (docs/product/loans.md#early-settlement): the PAI that ended it, now and
 * then an earlier request FINANCE rejected, and for a few running loans a request still open (PT1, PT2, PT3).
 * Quotes come from the domain's computeSettlementQuote on the rows paid at the time of the request.
 */
import { addDays, jakartaTime } from './dates';
import type { LoanLife } from './funding';
import type { Schedule } from './schedules';
import type { Draft, StoryContext } from './story-context';
import { notify } from './story-context';
import { PROOF_FILE } from './tables';

export type SettledLoan = {
  id: number;
  agreementNo: string;
  amount: number;
  fundedOn: string;
  schedule: Schedule;
  life: LoanLife;
};

type Status = 'PT1' | 'PT2' | 'PT3' | 'PAI' | 'RJT';
type Request = {
  status: Status;
  requestedOn: string;
  paidRows: number;
  decidedOn?: string;
  closedOn?: string;
};

const QUOTE_VALID_DAYS = 14;

/** The quote on `asOf` by the per-day rule of docs/decisions/0018-settlement-interest-per-day.md. */
function quoteOf(ctx: StoryContext, loan: SettledLoan, paidRows: number, asOf: string) {
  const rows = loan.schedule.rows.map((row, index) => ({
    ...row,
    seq: index + 1,
    dueDate: loan.life.dueDates[index] as string,
    paidDate: index < paidRows ? (loan.life.dueDates[index] as string) : null,
  }));
  return ctx.domain.computeSettlementQuote(rows, loan.amount, loan.fundedOn, asOf);
}

/** A transfer proof the member uploaded (a settlement's or a sukarela deposit's), stored as its own file row. */
export function storeProof(ctx: StoryContext, memberId: number, on: string, hour = 16): number {
  ctx.ids.files += 1;
  ctx.batch.files.push({
    id: ctx.ids.files,
    owner_kind: 'member',
    owner_id: memberId,
    purpose: 'PROOF',
    mime: PROOF_FILE.mime,
    size_bytes: PROOF_FILE.sizeBytes,
    sha256: PROOF_FILE.sha256,
    data: PROOF_FILE.data,
    created_at: jakartaTime(on, hour),
  });
  return ctx.ids.files;
}

function writeRequest(ctx: StoryContext, draft: Draft, loan: SettledLoan, request: Request) {
  const { status, requestedOn, decidedOn, closedOn } = request;
  const quote = quoteOf(ctx, loan, request.paidRows, decidedOn ?? requestedOn);
  const isApproved = status !== 'PT1' && status !== 'RJT';
  const hasProof = status === 'PT3' || status === 'PAI';
  const proofOn = closedOn ? addDays(closedOn, -1) : decidedOn ? addDays(decidedOn, 1) : requestedOn;
  ctx.ids.settlements += 1;
  ctx.batch.settlements.push({
    id: ctx.ids.settlements,
    agreement_id: loan.id,
    member_id: draft.member.id,
    status,
    planned_date: closedOn ?? addDays(requestedOn, 10),
    outstanding_principal: quote.sisapinjaman,
    interest: quote.sisabunga,
    total: quote.total,
    quote_valid_until: isApproved && decidedOn ? addDays(decidedOn, QUOTE_VALID_DAYS) : null,
    proof_file_id: hasProof ? storeProof(ctx, draft.member.id, proofOn) : null,
    reason: status === 'RJT' ? 'Dokumen pendukung pelunasan belum lengkap' : null,
    decided_by_staff_id: decidedOn ? ctx.finance.id : null,
    created_at: jakartaTime(requestedOn, 9),
    approved_at: isApproved && decidedOn ? jakartaTime(decidedOn, 13) : null,
    proof_uploaded_at: hasProof ? jakartaTime(proofOn, 16) : null,
    paid_at: status === 'PAI' && closedOn ? jakartaTime(closedOn, 15) : null,
    rejected_at: status === 'RJT' && decidedOn ? jakartaTime(decidedOn, 13) : null,
    updated_at: jakartaTime(closedOn ?? decidedOn ?? requestedOn, 16),
  });
  noticeRequest(ctx, draft, loan, request, quote.total);
}

function noticeRequest(ctx: StoryContext, draft: Draft, loan: SettledLoan, request: Request, total: number) {
  const rupiah = ctx.domain.formatRupiah(total);
  const { agreementNo } = loan;
  notify(
    ctx,
    draft,
    'PT1',
    `Pengajuan pelunasan pinjaman ${agreementNo} sebesar ${rupiah} sedang diperiksa admin.`,
    request.requestedOn,
  );
  if (!request.decidedOn) return;
  if (request.status === 'RJT') {
    const text = `Pengajuan pelunasan ${agreementNo} ditolak: Dokumen pendukung pelunasan belum lengkap.`;
    notify(ctx, draft, 'PRJ', text, request.decidedOn, 13);
    return;
  }
  const until = addDays(request.decidedOn, QUOTE_VALID_DAYS).split('-').reverse().join('-');
  const text = `Pelunasan ${agreementNo} disetujui. Bayar ${rupiah} ke rekening virtual koperasi paling lambat ${until}, lalu unggah bukti transfer.`;
  notify(ctx, draft, 'PT2', text, request.decidedOn, 13);
  if (request.status === 'PAI' && request.closedOn) {
    notify(ctx, draft, 'PAI', `Pinjaman ${agreementNo} telah lunas. Terima kasih.`, request.closedOn, 15);
  }
}

export function writeSettlements(ctx: StoryContext, draft: Draft, loan: SettledLoan): void {
  const { life } = loan;
  const { random, calendar } = ctx;
  const firstDue = life.dueDates[0] as string;
  const rejectedOn = addDays(firstDue, 5);
  const endsOn = life.settledOn ?? calendar.today;
  // An earlier request FINANCE turned down, long before the loan ended.
  if (random.chance(0.03) && addDays(rejectedOn, 20) < endsOn) {
    const paidRows = life.dueDates.filter((due) => due < rejectedOn).length;
    writeRequest(ctx, draft, loan, {
      status: 'RJT',
      requestedOn: rejectedOn,
      paidRows,
      decidedOn: addDays(rejectedOn, 2),
    });
  }
  if (life.settledOn) {
    const closedOn = life.settledOn;
    const requestedOn = addDays(closedOn, -7);
    writeRequest(ctx, draft, loan, {
      status: 'PAI',
      requestedOn,
      paidRows: life.payrollPaid,
      decidedOn: addDays(requestedOn, 1),
      closedOn,
    });
    return;
  }
  const isRunning = life.payrollPaid < life.dueDates.length;
  const requestedOn = addDays(calendar.today, -random.int(4, 20));
  if (isRunning && draft.member.isActive && requestedOn > loan.fundedOn && random.chance(0.05)) {
    const status = random.weighted<Status>([
      ['PT1', 4],
      ['PT2', 3],
      ['PT3', 3],
    ]);
    const decidedOn = status === 'PT1' ? undefined : addDays(requestedOn, 1);
    writeRequest(ctx, draft, loan, {
      status,
      requestedOn,
      paidRows: life.payrollPaid,
      ...(decidedOn ? { decidedOn } : {}),
    });
  }
}

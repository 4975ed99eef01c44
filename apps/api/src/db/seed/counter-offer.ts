import { formatRupiah } from '@kopkar/domain';
import { approvals, FINANCE_CHAIN, HC_OK, type Parties } from './chain-decisions';
import { monthDay } from './dates';
import { insertApplication, type LoanSeedContext, notify, writeDecisions } from './loan-builders';

/** Siti's NST: the Manager offers Rp 15.000.000 over 18 months instead of Rp 20.000.000 over 24. */
export async function seedCounterOffer(ctx: LoanSeedContext, parties: Parties) {
  const siti = parties.members.siti;
  const submittedOn = monthDay(ctx.today, -1, 18);
  const offer = { amount: 15_000_000, tenorMonths: 18 };
  const note = `Disetujui dengan nominal ${formatRupiah(offer.amount)} dan tenor ${offer.tenorMonths} bulan.`;
  const application = await insertApplication(ctx, {
    member: siti,
    product: parties.products.KDR,
    amount: 20_000_000,
    tenorMonths: 24,
    submittedOn,
    status: 'RJT',
    currentStep: 3,
    hc: HC_OK,
    rejectReason: note,
    offer,
  });
  await notify(ctx, siti.id, {
    header: 'NEW',
    desc: `Pengajuan pinjaman Kendaraan sebesar ${formatRupiah(20_000_000)} sedang diproses.`,
    on: submittedOn,
    applicationId: application.id,
  });
  const [hc, direct, manager] = approvals(parties, FINANCE_CHAIN, monthDay(ctx.today, -1, 19));
  if (!hc || !direct || !manager) throw new Error('chain too short');
  await writeDecisions(ctx, application.id, [hc, direct, { ...manager, status: 'NST', notes: note }]);
  await notify(ctx, siti.id, {
    header: 'NST',
    desc: `Pengajuan pinjaman Kendaraan mendapat penawaran baru: ${note} Buka Detail untuk menjawab.`,
    on: manager.on,
    applicationId: application.id,
  });
}

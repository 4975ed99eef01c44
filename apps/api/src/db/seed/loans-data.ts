import { formatRupiah } from '@kopkar/domain';
import { approvals, FINANCE_CHAIN, HC_OK, MULTIFINANCE_CHAIN, type Parties } from './chain-decisions';
import { seedCounterOffer } from './counter-offer';
import { monthDay } from './dates';
import {
  fundApplication,
  insertApplication,
  type LoanSeedContext,
  notify,
  writeDecisions,
} from './loan-builders';
import type { DemoMember } from './members-data';
import type { DemoProductCode } from './products-data';

/** A loan that went through the whole chain and was funded on `fundingDate`. */
async function seedFundedLoan(
  ctx: LoanSeedContext,
  parties: Parties,
  loan: { member: DemoMember; product: DemoProductCode; amount: number; tenor: number; chain: string[] },
  submittedOn: string,
  fundingDate: string,
) {
  const product = parties.products[loan.product];
  const application = await insertApplication(ctx, {
    member: loan.member,
    product,
    amount: loan.amount,
    tenorMonths: loan.tenor,
    submittedOn,
    status: 'FUN',
    currentStep: loan.chain.length,
    hc: HC_OK,
  });
  const decisions = approvals(
    parties,
    loan.chain,
    monthDay(submittedOn, 0, Number(submittedOn.slice(8)) + 1),
  );
  await writeDecisions(ctx, application.id, decisions);
  const funded = await fundApplication(ctx, loan.member, application, fundingDate);
  const what = `${product.financePurpose} sebesar ${formatRupiah(loan.amount)}`;
  const approvedOn = decisions.at(-1)?.on ?? submittedOn;
  await notify(ctx, loan.member.id, {
    header: 'APV',
    desc: `Pengajuan pinjaman ${what} telah disetujui.`,
    on: approvedOn,
    applicationId: application.id,
  });
  await notify(ctx, loan.member.id, {
    header: 'FUN',
    desc: `Pinjaman ${what} telah dicairkan dengan nomor perjanjian ${funded.agreementNo}.`,
    on: fundingDate,
    applicationId: application.id,
  });
  return { application, ...funded };
}

/** Siti: FIN, RJT, CNCL, a running FUN loan and a counter-offer waiting for her answer. */
export async function seedSitiLoans(ctx: LoanSeedContext, parties: Parties) {
  const siti = parties.members.siti;
  const chain = FINANCE_CHAIN;
  const finished = await seedFundedLoan(
    ctx,
    parties,
    { member: siti, product: 'PDK', amount: 6_000_000, tenor: 12, chain },
    monthDay(ctx.today, -22, 3),
    monthDay(ctx.today, -22, 10),
  );
  if (finished.isFinished) {
    await notify(ctx, siti.id, {
      header: 'FIN',
      desc: `Pinjaman ${finished.agreementNo} telah lunas. Terima kasih.`,
      on: monthDay(ctx.today, -10, 25),
      applicationId: finished.application.id,
    });
  }

  const rejectReason = 'Nominal melebihi kemampuan bayar. Silakan ajukan kembali dengan nominal lebih kecil.';
  const rejected = await insertApplication(ctx, {
    member: siti,
    product: parties.products.RNV,
    amount: 25_000_000,
    tenorMonths: 24,
    submittedOn: monthDay(ctx.today, -9, 5),
    // Sent at 01:00 WIB, while UTC still reads the day before: the portal shows the Jakarta date.
    submittedHour: 1,
    status: 'RJT',
    currentStep: 2,
    hc: HC_OK,
    rejectReason,
  });
  const [hcDecision] = approvals(parties, chain, monthDay(ctx.today, -9, 6));
  await writeDecisions(ctx, rejected.id, [
    ...(hcDecision ? [hcDecision] : []),
    {
      stepNo: 2,
      by: { staffId: parties.staff.approver1, name: 'Agus Setiawan', jobTitle: 'Atasan Langsung' },
      status: 'RJT',
      notes: rejectReason,
      on: monthDay(ctx.today, -9, 8),
    },
  ]);
  await notify(ctx, siti.id, {
    header: 'RJT',
    desc: `Pengajuan pinjaman Renovasi Rumah sebesar ${formatRupiah(25_000_000)} ditolak.`,
    on: monthDay(ctx.today, -9, 8),
    applicationId: rejected.id,
  });

  const cancelled = await insertApplication(ctx, {
    member: siti,
    product: parties.products.KSH,
    amount: 3_000_000,
    tenorMonths: 6,
    submittedOn: monthDay(ctx.today, -7, 14),
    status: 'CNCL',
    currentStep: 1,
    hc: null,
    rejectReason: 'Dibatalkan oleh anggota.',
  });
  await writeDecisions(ctx, cancelled.id, [
    {
      stepNo: 0,
      by: { staffId: null, name: siti.name, jobTitle: null },
      status: 'CNCL',
      notes: 'Dibatalkan oleh anggota.',
      on: monthDay(ctx.today, -7, 15),
    },
  ]);
  await notify(ctx, siti.id, {
    header: 'CNCL',
    desc: `Pengajuan pinjaman Kesehatan sebesar ${formatRupiah(3_000_000)} telah dibatalkan.`,
    on: monthDay(ctx.today, -7, 15),
    applicationId: cancelled.id,
  });

  const running = await seedFundedLoan(
    ctx,
    parties,
    { member: siti, product: 'RNV', amount: 12_000_000, tenor: 12, chain },
    monthDay(ctx.today, -5, 2),
    monthDay(ctx.today, -5, 10),
  );

  await seedCounterOffer(ctx, parties);
  return { finished, running };
}

/** Dewi: two running loans, so she cannot apply again. */
export async function seedDewiLoans(ctx: LoanSeedContext, parties: Parties) {
  const dewi = parties.members.dewi;
  const chain = MULTIFINANCE_CHAIN;
  const car = await seedFundedLoan(
    ctx,
    parties,
    { member: dewi, product: 'KDR', amount: 15_000_000, tenor: 24, chain },
    monthDay(ctx.today, -8, 1),
    monthDay(ctx.today, -8, 8),
  );
  const health = await seedFundedLoan(
    ctx,
    parties,
    { member: dewi, product: 'KSH', amount: 5_000_000, tenor: 6, chain },
    monthDay(ctx.today, -2, 3),
    monthDay(ctx.today, -2, 12),
  );
  return { car, health };
}

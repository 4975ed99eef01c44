import type { FastifyInstance } from 'fastify';
import { createFundedLoan, createMember } from './factories';
import { memberHeaders } from './sessions';

/**
 * A new borrower's settlement request (PT1): Rp 12.000.000 at 12 %/yr over 12 months, funded 10-01-2026, three rows
 * paid by payroll, asked for through POST /Pelunasan with the member's own session.
 */
export async function requestedSettlement(app: FastifyInstance, productId: number) {
  const member = await createMember(app.db);
  const { agreement } = await createFundedLoan(app.db, member, productId, {
    amount: 12_000_000,
    tenorMonths: 12,
    ratePercent: 12,
    fundingDate: '2026-01-10',
    paidRows: 3,
  });
  const headers = await memberHeaders(app, member.nik);
  const requested = await app.inject({
    method: 'POST',
    url: '/api/v1/Pelunasan',
    headers,
    payload: {
      id: agreement.id,
      NIK: member.nik,
      TglPengajuan: '2026-11-30',
      PaidAmount: 1,
      AgreementNo: agreement.agreementNo,
    },
  });
  const settlementId: number = requested.json().data.id;
  return { member, agreement, headers, settlementId };
}

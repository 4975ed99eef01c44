/**
 * Loan records the attacks need from the demo data: a member's running agreement (with the application it came
 * from) and an early-settlement request on it, made through the API the way the member would.
 */
import type { AddressPool } from './clients';
import { literal, type Sql } from './database';
import { dataOf, send } from './http';
import { signInMember } from './sessions';

export type RunningAgreement = {
  applicationId: number;
  approvalNo: string;
  agreementId: number;
  agreementNo: string;
};

export async function findRunningAgreement(sql: Sql, nik: string, skip = 0): Promise<RunningAgreement> {
  const [row] = await sql(`
    select ap.id, ap.approval_no, ag.id, ag.agreement_no
    from agreements ag join applications ap on ap.id = ag.application_id join members m on m.id = ag.member_id
    where m.nik = ${literal(nik)} and ag.status = 'FUN' order by ag.id offset ${skip} limit 1`);
  if (!row) throw new Error(`member ${nik} has no running agreement`);
  const [applicationId, approvalNo, agreementId, agreementNo] = row;
  return {
    applicationId: Number(applicationId),
    approvalNo: approvalNo ?? '',
    agreementId: Number(agreementId),
    agreementNo: agreementNo ?? '',
  };
}

/** Today's date where the cooperative is (the portal's dates are Asia/Jakarta). */
export const todayInJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** Member `nik` asks to settle `agreement` early (status PT1); returns the settlement id. */
export async function requestSettlement(
  origin: string,
  addresses: AddressPool,
  nik: string,
  agreement: RunningAgreement,
): Promise<number> {
  const token = await signInMember(origin, addresses, nik);
  const reply = await send(origin, '/api/v1/Pelunasan', {
    token,
    from: addresses.next(),
    body: {
      id: agreement.agreementId,
      NIK: nik,
      TglPengajuan: todayInJakarta(),
      PaidAmount: 0,
      AgreementNo: agreement.agreementNo,
    },
  });
  const id = dataOf<{ id?: number } | null>(reply)?.id;
  if (!id) throw new Error(`settlement request of ${nik}: ${reply.status} ${reply.text.slice(0, 120)}`);
  return id;
}

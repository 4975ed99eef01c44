/**
 * Attack class 4, second half: member 100001 asks for member 100002's records by id and for ids that do not
 * exist. If the two answer differently, any member can enumerate which agreement numbers, applications and
 * settlements exist. Every id-based member route of loans and settlements is tried.
 */
import type { Figure } from './support/figures';
import type { Reply } from './support/http';
import { findRunningAgreement, requestSettlement } from './support/loan-records';
import type { RunContext } from './support/run-context';
import { signInMember } from './support/sessions';
import { dataUrl, jpeg } from './upload-samples';

const MISSING_ID = 2_147_480_000;
const MISSING_AGREEMENT = 'KKSB2099999999';
const MISSING_APPROVAL = 'PJ20991231-99999';

type Probe = { route: string; call: (ids: Ids) => { path: string; method?: string; body?: unknown } };
type Ids = { application: number; approvalNo: string; agreement: string; settlement: number };

const PROBES: readonly Probe[] = [
  { route: 'GET /MyLoan/{id}', call: (ids) => ({ path: `/api/v1/MyLoan/${ids.application}` }) },
  {
    route: 'POST /HistoryApproval',
    call: (ids) => ({ path: '/api/v1/HistoryApproval', body: { ApprovalNo: ids.approvalNo } }),
  },
  {
    route: 'POST /CancelPengajuan',
    call: (ids) => ({ path: '/api/v1/CancelPengajuan', body: { id: ids.application } }),
  },
  { route: 'GET /ListAmortisasi/{no}', call: (ids) => ({ path: `/api/v1/ListAmortisasi/${ids.agreement}` }) },
  {
    route: 'GET /StatusPelunasan/{no}',
    call: (ids) => ({ path: `/api/v1/StatusPelunasan/${ids.agreement}` }),
  },
  {
    route: 'GET /HistoryPembayaran/{no}',
    call: (ids) => ({ path: `/api/v1/HistoryPembayaran/${ids.agreement}` }),
  },
  {
    route: 'GET /ListAmortisasi/{no}/export.csv',
    call: (ids) => ({ path: `/api/v1/ListAmortisasi/${ids.agreement}/export.csv` }),
  },
  { route: 'GET /SuratLunas/{no}', call: (ids) => ({ path: `/api/v1/SuratLunas/${ids.agreement}` }) },
  {
    route: 'GET /DetailPelunasan/{id}',
    call: (ids) => ({ path: `/api/v1/DetailPelunasan/${ids.settlement}` }),
  },
  {
    route: 'POST /UploadBuktiPelunasan/{id}',
    call: (ids) => ({
      path: `/api/v1/UploadBuktiPelunasan/${ids.settlement}`,
      body: { BuktiPelunasan: dataUrl('image/jpeg', jpeg()) },
    }),
  },
];

export async function measureOwnershipOracles(ctx: RunContext): Promise<Figure[]> {
  const others = await findRunningAgreement(ctx.sql, '100002');
  const settlement = await requestSettlement(ctx.portal.originFor(0), ctx.addresses, '100002', others);
  const token = await signInMember(ctx.portal.originFor(1), ctx.addresses, '100001');
  const otherIds: Ids = {
    application: others.applicationId,
    approvalNo: others.approvalNo,
    agreement: others.agreementNo,
    settlement,
  };
  const missingIds: Ids = {
    application: MISSING_ID,
    approvalNo: MISSING_APPROVAL,
    agreement: MISSING_AGREEMENT,
    settlement: MISSING_ID,
  };
  const ask = (index: number, request: ReturnType<Probe['call']>): Promise<Reply> =>
    ctx.portal.send(index, request.path, { token, body: request.body, from: ctx.addresses.next() });
  const figures: Figure[] = [];
  for (const [index, probe] of PROBES.entries()) {
    const other = await ask(index, probe.call(otherIds));
    const missing = await ask(index + 1, probe.call(missingIds));
    figures.push({
      measure: probe.route,
      figure: `another member's: ${other.status} · non-existent: ${missing.status}`,
      promise: 'the same status for both',
    });
  }
  return figures;
}

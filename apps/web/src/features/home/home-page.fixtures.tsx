/** Fixtures of the home page tests (home-page.test.tsx): loan summaries, history items, and the stubbed API. */
import type { LoanHistoryItem, LoanStatusSummary } from '@kopkar/domain';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { setSession } from '@/lib/session';
import { stubShellApi } from '@/testing/fake-api';
import { createTestRouter } from '@/testing/test-router';
import { buildUser } from '@/testing/test-user';

export const ok = (data: unknown, message = 'OK') =>
  new Response(JSON.stringify({ code: 200, message, data }), { status: 200 });

export const summary: LoanStatusSummary = {
  LoanAmount: 12_000_000,
  Terbayarkan: 5_000_000,
  SisaSaldo: 7_000_000,
  Status: '0',
  FinancePurpose: null,
  ImagesPath: null,
  Tenor: null,
  InstallmentAmount: null,
  ProcessAmount: null,
  ApplicationId: null,
  ApprovalNo: null,
  JenisPengajuan: null,
};

function buildItem(overrides: Partial<LoanHistoryItem>): LoanHistoryItem {
  return {
    id: 1,
    ApprovalNo: 'APP-1',
    Status: 'NEW',
    JenisPengajuan: 'NEW',
    AgreementNo: null,
    NIK: '100001',
    FinancePurpose: 'Pendidikan',
    LoanAmount: 6_000_000,
    Tenor: 12,
    EffectiveRate: 10,
    InstallmentAmount: 527_000,
    SubmitDate: '2025-03-04',
    ImagesPath: null,
    HC_Checklist: null,
    HC_Recommendations: null,
    Notes_HCRecommendation: null,
    OfferedAmount: null,
    OfferedTenor: null,
    OfferedInstallmentAmount: null,
    OfferStatus: null,
    RejectReason: null,
    CompanyID: 1,
    ...overrides,
  };
}

export const counterOffer = buildItem({
  id: 9,
  ApprovalNo: 'APP-9',
  Status: 'RJT',
  JenisPengajuan: 'NST',
  FinancePurpose: 'Kendaraan',
  LoanAmount: 20_000_000,
  Tenor: 24,
  OfferedAmount: 15_000_000,
  OfferedTenor: 18,
  OfferedInstallmentAmount: 900_000,
  OfferStatus: 'OPEN',
  RejectReason: 'Disetujui dengan nominal lebih kecil.',
});
export const rejected = buildItem({
  id: 2,
  ApprovalNo: 'APP-2',
  Status: 'RJT',
  FinancePurpose: 'Renovasi Rumah',
});
export const funded = buildItem({
  id: 3,
  ApprovalNo: 'APP-3',
  Status: 'FUN',
  AgreementNo: 'AG-3',
  FinancePurpose: 'Modal',
});
export const fresh = buildItem({ id: 4, ApprovalNo: 'APP-4', Status: 'NEW', FinancePurpose: 'Kesehatan' });
export const finished = buildItem({
  id: 5,
  ApprovalNo: 'APP-5',
  Status: 'FIN',
  AgreementNo: 'AG-5',
  FinancePurpose: 'Pernikahan',
});

const chain = [
  { step: 1, jobtitle: 'HC' },
  { step: 2, jobtitle: 'Atasan Langsung' },
  { step: 3, jobtitle: 'Manager' },
];
const rejectedHistory = [
  {
    step: 1,
    jobtitle: 'HC',
    Approvalby: 'Rina',
    ApprovalStatus: 'APV',
    Notes: null,
    DecidedAt: '2025-03-05T02:00:00Z',
  },
  {
    step: 2,
    jobtitle: 'Atasan Langsung',
    Approvalby: 'Agus',
    ApprovalStatus: 'RJT',
    Notes: 'Nominal terlalu besar',
    DecidedAt: '2025-03-06T03:30:00Z',
  },
];

/** The shell calls plus the home calls; `extra` answers anything else (POSTs of the test). */
export function stubHomeApi(
  history: LoanHistoryItem[],
  extra?: (url: string, init?: RequestInit) => Response | undefined,
) {
  const shell = stubShellApi();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const answer = extra?.(url, init);
    if (answer) return answer;
    if (url.includes('/StatusPinjaman/')) return ok(summary);
    if (url.includes('/HistoryPinjaman/')) return ok(history);
    if (url.includes('/StatusApproval/')) return ok(chain);
    if (url.endsWith('/HistoryApproval')) return ok(rejectedHistory);
    return shell(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderHome(href = '/home') {
  setSession({ access_token: 'token', user: buildUser() });
  const router = createTestRouter(routes, [href]);
  render(<AppProvider>{router.element}</AppProvider>);
  return router;
}

export const card = async (purpose: string) =>
  await screen.findByRole('article', { name: purpose }, { timeout: 3000 });

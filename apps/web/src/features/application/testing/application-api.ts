import type { LoanHistoryItem, Product, User } from '@kopkar/domain';
import { vi } from 'vitest';
import { stubShellApi } from '@/testing/fake-api';
import { buildUser } from '@/testing/test-user';

const reply = (status: number, message: string, data: unknown) =>
  new Response(JSON.stringify({ code: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const testProducts: Product[] = [
  ['Pinjaman Pendidikan', 'Pendidikan'],
  ['Pinjaman Renovasi Rumah', 'Renovasi Rumah'],
].map(([name, purpose], index) => ({
  id: index + 1,
  ProductID: index + 1,
  ProductName: String(name),
  FinancePurpose: String(purpose),
  FinancePurpos: String(purpose),
  ProductDescription: `Deskripsi ${purpose}`,
  ImagesPath: null,
}));

export function buildHistoryItem(Status: string, id = 1): LoanHistoryItem {
  return {
    id,
    ApprovalNo: `PJ20250101-0000${id}`,
    Status,
    JenisPengajuan: 'NEW',
    AgreementNo: null,
    NIK: '100001',
    FinancePurpose: 'Pendidikan',
    LoanAmount: 5_000_000,
    Tenor: 12,
    EffectiveRate: 10,
    InstallmentAmount: 439_579,
    SubmitDate: '2025-01-01',
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
  };
}

/** The seed's bands: ≤ 10 jt → 12 months, ≤ 30 jt → 24, above → 36. */
export const tenorMaxFor = (amount: number) => (amount <= 10_000_000 ? 12 : amount <= 30_000_000 ? 24 : 36);
/** A made-up but deterministic instalment so assertions can name it. */
export const instalmentFor = (amount: number, tenor: number) => Math.round(amount / tenor) + 1_000;

type Options = {
  user?: User;
  history?: LoanHistoryItem[];
  inquiryStatus?: string;
  /** The /PengajuanPinjaman answer; default 200 with the submitted figures. */
  submitReply?: (body: Record<string, unknown>) => Response;
};

/** Stubs fetch with the calls of the application form, on top of the shell's calls. */
export function stubApplicationApi({
  user = buildUser({ saldomaxpinjaman: 35_000_000 }),
  ...options
}: Options = {}) {
  const shell = stubShellApi({ user, inquiryStatus: options.inquiryStatus ?? '' });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.endsWith('/product')) return reply(200, 'OK', testProducts);
    if (url.includes('/HistoryPinjamanAll/')) return reply(200, 'OK', options.history ?? []);
    if (url.endsWith('/cekrate')) {
      const amount = Number(body.LoanAmount);
      if (amount < 500_000) return reply(422, 'Minimal pinjaman Rp 500.000', null);
      return reply(200, 'OK', { TenorMax: tenorMaxFor(amount), EffectiveRate: 12.5 });
    }
    if (url.endsWith('/Calculator')) {
      const payment = instalmentFor(Number(body.loan_amount), Number(body.terms));
      return reply(200, 'OK', {
        payment,
        principal: body.loan_amount,
        interest: payment * 2,
        EffectiveRate: 12.5,
      });
    }
    if (url.endsWith('/PengajuanPinjaman')) {
      if (options.submitReply) return options.submitReply(body);
      return reply(200, 'Pengajuan pinjaman berhasil dikirim', {
        id: 41,
        ApprovalNo: 'PJ20250101-00041',
        LoanAmount: body.loan_amount,
        Tenor: body.tenor,
        InstallmentAmount: body.InstallmentAmount,
        Status: 'NEW',
      });
    }
    return shell(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one path, with their parsed bodies and headers. */
export function readCalls(fetchMock: ReturnType<typeof stubApplicationApi>, pathEnd: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(pathEnd))
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}

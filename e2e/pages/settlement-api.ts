import { type APIRequestContext, expect } from '@playwright/test';
import { demoPassword } from '../fixtures/demo-accounts';
import type { FundedMember } from '../fixtures/provision-funded-loan';
import { makePngDataUrl } from './admin-loan-api';

type Envelope<T> = { code: number; message: string; data: T };

/**
 * Early settlement through the API, both sides (the member asks and uploads proof; FINANCE approves and
 * confirms), for specs whose subject is what the member sees afterwards, not the settlement screens.
 */
export class SettlementApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly financeToken: string,
  ) {}

  static async signIn(request: APIRequestContext): Promise<SettlementApi> {
    const reply = await request.post('/api/v1/admin/login', {
      data: { username: 'finance', password: demoPassword, captcha: '0', key: 'bypass' },
    });
    const body = (await reply.json()) as Envelope<{ access_token: string }>;
    expect(reply.status(), `finance login: ${body.message}`).toBe(200);
    return new SettlementApi(request, body.data.access_token);
  }

  private async call<T>(url: string, token: string, data: unknown = {}, method: 'get' | 'post' = 'post') {
    const reply = await this.request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
    const body = (await reply.json()) as Envelope<T>;
    expect(reply.status(), `${url}: ${body.message}`).toBe(200);
    return body.data;
  }

  /** Request → FINANCE approves (PT2) → proof upload (PT3) → FINANCE confirms (PAI): the loan is settled. */
  async settle(member: FundedMember): Promise<void> {
    const memberToken = member.session.access_token;
    const agreementNo = encodeURIComponent(member.agreementNo);
    const report = await this.call<{ AgreementId: number }>(
      `/api/v1/ListAmortisasi/${agreementNo}`,
      memberToken,
      undefined,
      'get',
    );
    const requested = await this.call<{ id: number }>('/api/v1/Pelunasan', memberToken, {
      id: report.AgreementId,
      NIK: member.nik,
      TglPengajuan: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()),
      PaidAmount: member.loanAmount,
      AgreementNo: member.agreementNo,
    });
    await this.call(`/api/v1/admin/settlements/${requested.id}/approve`, this.financeToken);
    await this.call(`/api/v1/UploadBuktiPelunasan/${requested.id}`, memberToken, {
      BuktiPelunasan: makePngDataUrl(),
    });
    await this.call(`/api/v1/admin/settlements/${requested.id}/confirm`, this.financeToken);
  }
}

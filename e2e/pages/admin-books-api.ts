import type { MemberShuEstimate, ShuProposal } from '@kopkar/domain';
import { type APIRequestContext, request as apiRequest, expect } from '@playwright/test';
import { demoPassword } from '../fixtures/demo-accounts';

type Envelope<T> = { code: number; message: string; data: T };

/** A staff session of its own request context, so its cookie never mixes with the page's. */
class StaffSession {
  constructor(
    readonly request: APIRequestContext,
    readonly headers: { authorization: string },
  ) {}

  static async signIn(baseURL: string, username: string): Promise<StaffSession> {
    const request = await apiRequest.newContext({ baseURL });
    const reply = await request.post('/api/v1/admin/login', {
      data: { username, password: demoPassword, captcha: '0', key: 'bypass' },
    });
    const body = (await reply.json()) as Envelope<{ access_token: string }>;
    expect(reply.status(), `${username} login: ${body.message}`).toBe(200);
    return new StaffSession(request, { authorization: `Bearer ${body.data.access_token}` });
  }
}

/**
 * The books through the API, for specs whose subject is what they propose: FINANCE enters an income entry, ADMIN
 * (the second staff member) approves it, and ADMIN reads the SHU the books propose.
 */
export class AdminBooksApi {
  private constructor(
    private readonly finance: StaffSession,
    private readonly admin: StaffSession,
  ) {}

  static async signIn(baseURL: string): Promise<AdminBooksApi> {
    return new AdminBooksApi(
      await StaffSession.signIn(baseURL, 'finance'),
      await StaffSession.signIn(baseURL, 'admin'),
    );
  }

  /** Other income (4901) received in the bank (1102) on `date`, entered by FINANCE and posted by ADMIN. */
  async bookOtherIncome(date: string, amount: number, description: string): Promise<void> {
    const entered = await this.finance.request.post('/api/v1/admin/ledger/journals', {
      headers: this.finance.headers,
      data: {
        date,
        description,
        lines: [
          { account: '1102', debit: amount, credit: 0 },
          { account: '4901', debit: 0, credit: amount },
        ],
      },
    });
    const entry = (await entered.json()) as Envelope<{ id: number }>;
    expect(entered.status(), `manual journal: ${entry.message}`).toBe(200);
    const approved = await this.admin.request.post(`/api/v1/admin/ledger/journals/${entry.data.id}/approve`, {
      headers: this.admin.headers,
    });
    expect(approved.status(), `approval: ${await approved.text()}`).toBe(200);
  }

  /** GET /admin/shu/{year}/proposal as ADMIN. */
  async readProposal(year: number): Promise<ShuProposal> {
    const reply = await this.admin.request.get(`/api/v1/admin/shu/${year}/proposal`, {
      headers: this.admin.headers,
    });
    expect(reply.status()).toBe(200);
    return ((await reply.json()) as Envelope<ShuProposal>).data;
  }

  async dispose(): Promise<void> {
    await this.finance.request.dispose();
    await this.admin.request.dispose();
  }
}

/** GET /SHU/{nik}/perkiraan with the member's own token. */
export async function readShuEstimate(
  request: APIRequestContext,
  session: { access_token: string; user: { NIK: string } },
): Promise<MemberShuEstimate | null> {
  const reply = await request.get(`/api/v1/SHU/${session.user.NIK}/perkiraan`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as Envelope<{ estimate: MemberShuEstimate | null }>).data.estimate;
}

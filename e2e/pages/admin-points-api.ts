import { type APIRequestContext, request as apiRequest, expect } from '@playwright/test';
import { demoPassword } from '../fixtures/demo-accounts';

type Envelope<T> = { code: number; message: string; data: T };

/**
 * ADMIN's points calls through the API, for specs that need a member with a balance: its own request context,
 * so the staff cookie never mixes with the member's in the page.
 */
export class AdminPointsApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(baseURL: string): Promise<AdminPointsApi> {
    const request = await apiRequest.newContext({ baseURL });
    const reply = await request.post('/api/v1/admin/login', {
      data: { username: 'admin', password: demoPassword, captcha: '0', key: 'bypass' },
    });
    const body = (await reply.json()) as Envelope<{ access_token: string }>;
    expect(reply.status(), `admin login: ${body.message}`).toBe(200);
    return new AdminPointsApi(request, body.data.access_token);
  }

  /** The member id behind a NIK, from the back-office member search. */
  async findMemberId(nik: string): Promise<number> {
    const reply = await this.request.get(`/api/v1/admin/members?q=${nik}`, { headers: this.headers });
    const body = (await reply.json()) as Envelope<{ items: { id: number; nik: string }[] }>;
    const member = body.data.items.find((item) => item.nik === nik);
    expect(member, `member ${nik} in the back office`).toBeDefined();
    return member!.id;
  }

  /** Grants (positive) or deducts (negative) points with a reason; returns the new balance. */
  async adjustPoints(nik: string, delta: number, note: string): Promise<number> {
    const memberId = await this.findMemberId(nik);
    const reply = await this.request.post(`/api/v1/admin/members/${memberId}/points`, {
      headers: this.headers,
      data: { delta, note },
    });
    const body = (await reply.json()) as Envelope<{ balance: number }>;
    expect(reply.status(), `points of ${nik}: ${body.message}`).toBe(200);
    return body.data.balance;
  }

  async dispose(): Promise<void> {
    await this.request.dispose();
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }
}

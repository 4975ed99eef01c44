import { type APIRequestContext, expect } from '@playwright/test';
import { demoPassword } from '../fixtures/demo-accounts';

type Envelope<T> = { code: number; message: string; data: T };

/** Back-office decisions through the API, for specs whose subject is the member's side of them. */
export class StaffDecisionApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, username: string): Promise<StaffDecisionApi> {
    const reply = await request.post('/api/v1/admin/login', {
      data: { username, password: demoPassword, captcha: '0', key: 'bypass' },
    });
    const body = (await reply.json()) as Envelope<{ access_token: string }>;
    expect(reply.status(), `staff login ${username}: ${body.message}`).toBe(200);
    return new StaffDecisionApi(request, body.data.access_token);
  }

  async decide(applicationId: number, decision: Record<string, unknown>): Promise<void> {
    const reply = await this.request.post(`/api/v1/admin/applications/${applicationId}/decision`, {
      headers: { authorization: `Bearer ${this.token}` },
      data: decision,
    });
    expect(reply.status(), `decision on ${applicationId}: ${await reply.text()}`).toBe(200);
  }
}

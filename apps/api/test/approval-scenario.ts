import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { applications } from '../src/db/schema';
import { createApplication, createChain, createMember, createStaff } from './factories';
import { signInStaff } from './sessions';

export const hcApprove = {
  action: 'APPROVE',
  hc: { checklist: true, recommendation: 'YES', note: 'Dokumen lengkap' },
};

const PAYROLL_ACCOUNT = { payrollAccountNo: '1230045678', payrollAccountName: 'ANGGOTA UJI' };

/** Helpers for tests of the back-office loan path on one app. */
export function approvalScenario(app: FastifyInstance, productId: number) {
  const decide = (headers: Record<string, string>, id: number, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1/admin/applications/${id}/decision`, headers, payload });
  const reload = async (id: number) =>
    (await app.db.select().from(applications).where(eq(applications.id, id)))[0]!;

  /**
   * A company with HC → Atasan Langsung → Manager → Ketua Koperasi, its deciders, and a member's NEW application.
   * The member has a payroll account on record (funding pays only to it) unless `member` says otherwise.
   */
  async function scenario(memberColumns: Parameters<typeof createMember>[1] = {}) {
    const member = await createMember(app.db, {
      contributionBalance: 2_000_000,
      ...PAYROLL_ACCOUNT,
      ...memberColumns,
    });
    await createChain(app.db, member.companyId);
    const titles = ['Atasan Langsung', 'Manager', 'Ketua Koperasi'];
    const [hc, a1, a2, a3, finance] = await Promise.all([
      createStaff(app.db, { role: 'HC', jobTitle: 'Human Capital', companyId: member.companyId }),
      ...titles.map((jobTitle) =>
        createStaff(app.db, { role: 'APPROVER', jobTitle, companyId: member.companyId }),
      ),
      createStaff(app.db, { role: 'FINANCE' }),
    ]);
    const application = await createApplication(app.db, member, productId, {
      amount: 12_000_000,
      tenorMonths: 12,
      instalmentAmount: 1_066_185,
    });
    const headers = {
      hc: await signInStaff(app, hc!.username),
      a1: await signInStaff(app, a1!.username),
      a2: await signInStaff(app, a2!.username),
      a3: await signInStaff(app, a3!.username),
      finance: await signInStaff(app, finance!.username),
    };
    return { member, application, headers };
  }

  /** The scenario walked through every step to APV. */
  async function approved(memberColumns: Parameters<typeof createMember>[1] = {}) {
    const s = await scenario(memberColumns);
    await decide(s.headers.hc, s.application.id, hcApprove);
    for (const who of ['a1', 'a2', 'a3'] as const)
      await decide(s.headers[who], s.application.id, { action: 'APPROVE' });
    return s;
  }

  return { scenario, approved, decide, reload };
}

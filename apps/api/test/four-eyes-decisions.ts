/**
 * The walk of four-eyes.routes.test.ts: every back-office route that decides one member's application, request, money
 * or membership, the roles whose guard lets them through, and how to bring a fresh member's case to the state the
 * route decides.
 */
import type { StaffRole } from '@kopkar/domain';
import { todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { companies, deductionQuestions, type MemberRow } from '../src/db/schema';
import type { OwnDecisionKind } from '../src/modules/staff/four-eyes.service';
import { hcApprove } from './approval-scenario';
import { createApplication, createChain, createFundedLoan, createMember } from './factories';
import {
  openDataRequest,
  openSettlement,
  openWithdrawal,
  pendingDeposit,
  shuYearToPost,
} from './four-eyes-fixtures';
import { createLeaver } from './resignation-fixtures';
import { memberHeaders } from './sessions';

type Case = { memberId: number; url: string; payload?: object };
export type Decision = {
  /** The route as Fastify lists it: `POST /api/v1/admin/…/:id/…`. */
  route: string;
  /** Every role whose guard lets it through (ADMIN passes every FINANCE guard). */
  roles: StaffRole[];
  kind: OwnDecisionKind;
  /** A fresh member's case in the state the route decides; the role says which approval step. */
  prepare: (role: StaffRole) => Promise<Case>;
};

const FINANCE_DESK: StaffRole[] = ['FINANCE', 'ADMIN'];
const reason = { reason: 'Tidak sesuai dengan data koperasi' };
export const admin = (path: string) => `/api/v1/admin/${path}`;

/** Each posting needs a period or year nobody posted yet. */
let nextPayrollMonth = 3;
let nextShuYear = 2025;
export const nextPayrollPeriod = () => `2026-${String(nextPayrollMonth++).padStart(2, '0')}`;

/** The decisions, on the app `app()` returns once built, with loans of product `productId()`. */
export function fourEyesDecisions(app: () => FastifyInstance, productId: () => number): Decision[] {
  /** A fresh member (one per call: a decided request cannot be decided again by the second account). */
  async function onMember(prepare: (member: MemberRow) => Promise<Omit<Case, 'memberId'>>): Promise<Case> {
    const member = await createMember(app().db, {
      payrollAccountNo: '1234567890',
      payrollAccountName: 'Uji',
    });
    return { memberId: member.id, ...(await prepare(member)) };
  }

  const loanDecisions: Decision[] = [
    {
      route: 'POST /api/v1/admin/applications/:id/decision',
      roles: ['HC', 'APPROVER'],
      kind: 'application',
      prepare: (role) =>
        onMember(async (member) => {
          await createChain(app().db, member.companyId);
          const step = role === 'HC' ? {} : { currentStep: 2 };
          const application = await createApplication(app().db, member, productId(), step);
          return {
            url: admin(`applications/${application.id}/decision`),
            payload: role === 'HC' ? hcApprove : { action: 'APPROVE' },
          };
        }),
    },
    {
      route: 'POST /api/v1/admin/funding/:id',
      roles: FINANCE_DESK,
      kind: 'application',
      prepare: () =>
        onMember(async (member) => {
          const application = await createApplication(app().db, member, productId(), { status: 'APV' });
          return { url: admin(`funding/${application.id}`), payload: { fundingDate: todayInJakarta() } };
        }),
    },
  ];

  const savingsDecisions: Decision[] = [
    ...(['confirm', 'reject'] as const).map((path) => ({
      route: `POST /api/v1/admin/savings/deposits/:id/${path}`,
      roles: FINANCE_DESK,
      kind: 'request' as const,
      prepare: () =>
        onMember(async (member) => ({
          url: admin(`savings/deposits/${(await pendingDeposit(app().db, member.id)).id}/${path}`),
          payload: path === 'reject' ? reason : {},
        })),
    })),
    ...(['approve', 'pay', 'reject'] as const).map((path) => ({
      route: `POST /api/v1/admin/savings/withdrawals/:id/${path}`,
      roles: FINANCE_DESK,
      kind: 'request' as const,
      prepare: () =>
        onMember(async (member) => {
          const withdrawal = await openWithdrawal(
            app().db,
            member.id,
            path === 'pay' ? 'APPROVED' : 'PENDING',
          );
          return {
            url: admin(`savings/withdrawals/${withdrawal.id}/${path}`),
            payload: path === 'reject' ? reason : {},
          };
        }),
    })),
  ];

  const settlementDecisions: Decision[] = (['approve', 'reject', 'confirm', 'send-back'] as const).map(
    (path) => ({
      route: `POST /api/v1/admin/settlements/:id/${path}`,
      roles: FINANCE_DESK,
      kind: 'request',
      prepare: () =>
        onMember(async (member) => {
          const status = path === 'approve' || path === 'reject' ? 'PT1' : 'PT3';
          const settlement = await openSettlement(app().db, member.id, productId(), status);
          return {
            url: admin(`settlements/${settlement.id}/${path}`),
            payload: path === 'reject' || path === 'send-back' ? reason : {},
          };
        }),
    }),
  );

  const resignationDecisions: Decision[] = (['approve', 'reject'] as const).map((path) => ({
    route: `POST /api/v1/admin/resignations/:id/${path}`,
    roles: FINANCE_DESK,
    kind: 'request',
    prepare: async () => {
      const { member } = await createLeaver(app().db);
      const headers = await memberHeaders(app(), member.nik);
      const { quote } = (await app().inject({ method: 'GET', url: '/api/v1/Keluar', headers })).json().data;
      const payload = { quotedPayout: quote.payout, quotedShortfall: quote.shortfall, confirm: true };
      const asked = await app().inject({ method: 'POST', url: '/api/v1/Keluar', headers, payload });
      expect(asked.statusCode, asked.body).toBe(200);
      return {
        memberId: member.id,
        url: admin(`resignations/${asked.json().data.id}/${path}`),
        payload: path === 'reject' ? reason : {},
      };
    },
  }));

  const dataRequestDecisions: Decision[] = (['approve', 'refuse'] as const).map((path) => ({
    route: `POST /api/v1/admin/data-requests/:id/${path}`,
    roles: ['ADMIN'],
    kind: 'request',
    prepare: () =>
      onMember(async (member) => ({
        url: admin(`data-requests/${(await openDataRequest(app().db, member.id)).id}/${path}`),
        payload: path === 'refuse' ? reason : {},
      })),
  }));

  const deductionQuestionDecisions: Decision[] = [
    {
      route: 'POST /api/v1/admin/payroll/questions/:id/answer',
      roles: ['FINANCE'],
      kind: 'request',
      // A member's question on their coming salary deduction: its answer may change what is deducted from them.
      prepare: () =>
        onMember(async (member) => {
          const [question] = await app()
            .db.insert(deductionQuestions)
            .values({
              memberId: member.id,
              period: '2026-12',
              lineKey: 'WAJIB',
              lineDescription: 'Simpanan wajib periode 2026-12',
              amount: 100_000,
              question: 'Golongan saya sudah naik, kenapa masih sama?',
            })
            .returning();
          return {
            url: admin(`payroll/questions/${question!.id}/answer`),
            payload: { answer: 'Sudah kami sesuaikan.' },
          };
        }),
    },
  ];

  const membershipDecisions: Decision[] = [
    {
      route: 'POST /api/v1/admin/members/:id/points',
      roles: ['ADMIN'],
      kind: 'membership',
      prepare: () =>
        onMember(async (member) => ({
          url: admin(`members/${member.id}/points`),
          payload: { delta: 50, note: 'Bonus kegiatan' },
        })),
    },
    {
      route: 'POST /api/v1/admin/members/:id/deactivate',
      roles: ['ADMIN'],
      kind: 'membership',
      prepare: () =>
        onMember(async (member) => ({ url: admin(`members/${member.id}/deactivate`), payload: {} })),
    },
    {
      route: 'POST /api/v1/admin/members/import/apply',
      roles: ['ADMIN'],
      kind: 'membership',
      prepare: () =>
        onMember(async (member) => {
          const [company] = await app().db.select().from(companies).where(eq(companies.id, member.companyId));
          const csv = `NIK,Name,Company\n${member.nik},Nama Dari HR,${company!.code}`;
          return { url: admin('members/import/apply'), payload: { csv } };
        }),
    },
  ];

  const postings: Decision[] = [
    {
      route: 'POST /api/v1/admin/payroll/post',
      roles: FINANCE_DESK,
      kind: 'ownDeduction',
      // The decision a posting makes about a member is the failed-deduction list: here it skips the staff's own.
      prepare: () =>
        onMember(async (member) => {
          const loan = { amount: 6_000_000, tenorMonths: 12, ratePercent: 12, fundingDate: '2026-01-10' };
          await createFundedLoan(app().db, member, productId(), { ...loan, paidRows: 0 });
          const period = nextPayrollPeriod();
          return { url: admin('payroll/post'), payload: { period, failedCsv: `${member.nik}\n` } };
        }),
    },
    {
      route: 'POST /api/v1/admin/payroll/:period/actual/post',
      roles: FINANCE_DESK,
      kind: 'ownActualDeduction',
      // HR's file says nothing was deducted from the staff member's own salary: posting it is deciding their arrears.
      prepare: () =>
        onMember(async (member) => {
          const loan = { amount: 6_000_000, tenorMonths: 12, ratePercent: 12, fundingDate: '2026-01-10' };
          await createFundedLoan(app().db, member, productId(), { ...loan, paidRows: 0 });
          const period = nextPayrollPeriod();
          const csv = `periode,nik,jumlah_dipotong\n${period},${member.nik},0\n`;
          return {
            url: admin(`payroll/${period}/actual/post`),
            payload: { file: Buffer.from(csv).toString('base64') },
          };
        }),
    },
    {
      route: 'POST /api/v1/admin/shu/:year/post',
      roles: ['ADMIN'],
      kind: 'posting',
      prepare: () =>
        onMember(async (member) => {
          const year = nextShuYear--;
          await shuYearToPost(app().db, member.id, year);
          return { url: admin(`shu/${year}/post`) };
        }),
    },
  ];

  return [
    ...loanDecisions,
    ...savingsDecisions,
    ...settlementDecisions,
    ...resignationDecisions,
    ...dataRequestDecisions,
    ...deductionQuestionDecisions,
    ...membershipDecisions,
    ...postings,
  ];
}

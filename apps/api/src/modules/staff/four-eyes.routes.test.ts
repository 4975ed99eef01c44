/**
 * Four eyes on money: every back-office route that decides one member's application, request,
 * money or membership refuses a staff account linked to that member (403, nothing written), for every role that
 * can reach it, and another account of the same role still decides. DECISIONS is the walk; every other mutating
 * back-office route is in NOT_A_DECISION_ON_ONE_MEMBER with the reason. A route in neither fails the last test,
 * so a new route cannot be added without deciding whether the rule applies to it.
 */
import { type StaffRole, todayInJakarta } from '@kopkar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hcApprove } from '../../../test/approval-scenario';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createApplication,
  createChain,
  createFundedLoan,
  createMember,
  createProduct,
  createStaff,
} from '../../../test/factories';
import { NOT_A_DECISION_ON_ONE_MEMBER } from '../../../test/four-eyes-exemptions';
import {
  openDataRequest,
  openSettlement,
  openWithdrawal,
  pendingDeposit,
  shuYearToPost,
  snapshotOf,
} from '../../../test/four-eyes-fixtures';
import { discoverRoutes, isMutating, routeKey } from '../../../test/release/route-inventory';
import { createLeaver } from '../../../test/resignation-fixtures';
import { memberHeaders, signInStaff } from '../../../test/sessions';
import { companies, deductionQuestions, type MemberRow } from '../../db/schema';
import { OWN_DECISION_MESSAGES, type OwnDecisionKind } from './four-eyes.service';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
});
afterAll(async () => {
  await t?.close();
});

type Case = { memberId: number; url: string; payload?: object };
type Decision = {
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
const admin = (path: string) => `/api/v1/admin/${path}`;

/** A fresh member (one per call: a decided request cannot be decided again by the second account). */
async function onMember(prepare: (member: MemberRow) => Promise<Omit<Case, 'memberId'>>): Promise<Case> {
  const member = await createMember(t.app.db, { payrollAccountNo: '1234567890', payrollAccountName: 'Uji' });
  return { memberId: member.id, ...(await prepare(member)) };
}

const loanDecisions: Decision[] = [
  {
    route: 'POST /api/v1/admin/applications/:id/decision',
    roles: ['HC', 'APPROVER'],
    kind: 'application',
    prepare: (role) =>
      onMember(async (member) => {
        await createChain(t.app.db, member.companyId);
        const step = role === 'HC' ? {} : { currentStep: 2 };
        const application = await createApplication(t.app.db, member, productId, step);
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
        const application = await createApplication(t.app.db, member, productId, { status: 'APV' });
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
        url: admin(`savings/deposits/${(await pendingDeposit(t.app.db, member.id)).id}/${path}`),
        payload: path === 'reject' ? reason : {},
      })),
  })),
  ...(['approve', 'pay', 'reject'] as const).map((path) => ({
    route: `POST /api/v1/admin/savings/withdrawals/:id/${path}`,
    roles: FINANCE_DESK,
    kind: 'request' as const,
    prepare: () =>
      onMember(async (member) => {
        const withdrawal = await openWithdrawal(t.app.db, member.id, path === 'pay' ? 'APPROVED' : 'PENDING');
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
        const settlement = await openSettlement(t.app.db, member.id, productId, status);
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
    const { member } = await createLeaver(t.app.db);
    const headers = await memberHeaders(t.app, member.nik);
    const { quote } = (await t.app.inject({ method: 'GET', url: '/api/v1/Keluar', headers })).json().data;
    const payload = { quotedPayout: quote.payout, quotedShortfall: quote.shortfall, confirm: true };
    const asked = await t.app.inject({ method: 'POST', url: '/api/v1/Keluar', headers, payload });
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
      url: admin(`data-requests/${(await openDataRequest(t.app.db, member.id)).id}/${path}`),
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
        const [question] = await t.app.db
          .insert(deductionQuestions)
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
        const [company] = await t.app.db.select().from(companies).where(eq(companies.id, member.companyId));
        const csv = `NIK,Name,Company\n${member.nik},Nama Dari HR,${company!.code}`;
        return { url: admin('members/import/apply'), payload: { csv } };
      }),
  },
];

/** Each posting needs a period or year nobody posted yet. */
let nextPayrollMonth = 3;
let nextShuYear = 2025;

const postings: Decision[] = [
  {
    route: 'POST /api/v1/admin/payroll/post',
    roles: FINANCE_DESK,
    kind: 'ownDeduction',
    // The decision a posting makes about a member is the failed-deduction list: here it skips the staff's own.
    prepare: () =>
      onMember(async (member) => {
        const loan = { amount: 6_000_000, tenorMonths: 12, ratePercent: 12, fundingDate: '2026-01-10' };
        await createFundedLoan(t.app.db, member, productId, { ...loan, paidRows: 0 });
        const period = `2026-${String(nextPayrollMonth++).padStart(2, '0')}`;
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
        await createFundedLoan(t.app.db, member, productId, { ...loan, paidRows: 0 });
        const period = `2026-${String(nextPayrollMonth++).padStart(2, '0')}`;
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
        await shuYearToPost(t.app.db, member.id, year);
        return { url: admin(`shu/${year}/post`) };
      }),
  },
];

const DECISIONS: Decision[] = [
  ...loanDecisions,
  ...savingsDecisions,
  ...settlementDecisions,
  ...resignationDecisions,
  ...dataRequestDecisions,
  ...deductionQuestionDecisions,
  ...membershipDecisions,
  ...postings,
];

/** An account of the role (an approver of the chain's second step), linked to `memberId` or to nobody. */
async function signedIn(role: StaffRole, memberId: number | null) {
  const jobTitle = { HC: 'Human Capital', APPROVER: 'Atasan Langsung' }[role as string] ?? null;
  const account = await createStaff(t.app.db, { role, memberId, jobTitle });
  return signInStaff(t.app, account.username);
}

for (const { route, roles, kind, prepare } of DECISIONS) {
  describe(route, () => {
    it.each(roles.map((role) => ({ role })))(
      'refuses $role linked to the member and writes nothing; another $role decides',
      async ({ role }) => {
        const { memberId, url, payload } = await prepare(role);
        // Both sign in first: a sign-in writes too, and the snapshot is only about the decision.
        const own = await signedIn(role, memberId);
        const other = await signedIn(role, null);
        const method = route.split(' ')[0] as 'POST';
        const send = (headers: Record<string, string>) =>
          t.app.inject({ method, url, headers, payload: payload ?? {} });
        const before = await snapshotOf(t.app.db, memberId);

        const refused = await send(own);
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json().message).toBe(OWN_DECISION_MESSAGES[kind]);
        expect(await snapshotOf(t.app.db, memberId)).toEqual(before);

        const decided = await send(other);
        expect(decided.statusCode, decided.body).toBe(200);
        expect(await snapshotOf(t.app.db, memberId)).not.toEqual(before);
      },
    );
  });
}

it('classifies every mutating back-office route: a decision on one member is walked above, the rest say why not', () => {
  const mutating = discoverRoutes(t.app)
    .filter((route) => route.area === 'staff' && isMutating(route))
    .map(routeKey);
  const classified = [
    ...DECISIONS.map((decision) => decision.route),
    ...Object.keys(NOT_A_DECISION_ON_ONE_MEMBER),
  ];
  expect(classified.toSorted()).toEqual(mutating.toSorted());
});

it('lets a staff member post a payroll period that deducts their own member like everyone else', async () => {
  const member = await createMember(t.app.db, { payrollAccountNo: '1234567890', payrollAccountName: 'Uji' });
  const loan = { amount: 6_000_000, tenorMonths: 12, ratePercent: 12, fundingDate: '2026-01-10' };
  await createFundedLoan(t.app.db, member, productId, { ...loan, paidRows: 0 });
  const own = await signedIn('FINANCE', member.id);
  const period = `2026-${String(nextPayrollMonth++).padStart(2, '0')}`;
  const posted = await t.app.inject({
    method: 'POST',
    url: admin('payroll/post'),
    headers: own,
    payload: { period },
  });
  expect(posted.statusCode, posted.body).toBe(200);
  expect(posted.json().data.instalments.count).toBeGreaterThan(0);
});

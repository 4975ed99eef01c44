/**
 * Four eyes on money: every back-office route that decides one member's application, request, money or membership
 * refuses a staff account linked to that member (403, nothing written), for every role that can reach it, and another
 * account of the same role still decides. DECISIONS (test/four-eyes-decisions.ts) is the walk; every other mutating
 * back-office route is in NOT_A_DECISION_ON_ONE_MEMBER with the reason. A route in neither fails the last test, so a
 * new route cannot be added without deciding whether the rule applies to it.
 */
import type { StaffRole } from '@kopkar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createFundedLoan, createMember, createProduct, createStaff } from '../../../test/factories';
import { admin, fourEyesDecisions, nextPayrollPeriod } from '../../../test/four-eyes-decisions';
import { NOT_A_DECISION_ON_ONE_MEMBER } from '../../../test/four-eyes-exemptions';
import { snapshotOf } from '../../../test/four-eyes-fixtures';
import { discoverRoutes, isMutating, routeKey } from '../../../test/release/route-inventory';
import { signInStaff } from '../../../test/sessions';
import { OWN_DECISION_MESSAGES } from './four-eyes.service';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await buildTestApp({ captchaBypass: true, loginRateLimitPerMinute: 1000 });
  productId = (await createProduct(t.app.db)).id;
});
afterAll(async () => {
  await t?.close();
});

const DECISIONS = fourEyesDecisions(
  () => t.app,
  () => productId,
);

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
  const period = nextPayrollPeriod();
  const posted = await t.app.inject({
    method: 'POST',
    url: admin('payroll/post'),
    headers: own,
    payload: { period },
  });
  expect(posted.statusCode, posted.body).toBe(200);
  expect(posted.json().data.instalments.count).toBeGreaterThan(0);
});

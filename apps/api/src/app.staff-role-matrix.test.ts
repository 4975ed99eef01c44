/**
 * Release figure "Authorisation matrix", staff side (docs/testing.md, "Release figures"): every back-office route
 * (/api/v1/admin/*) × every staff role. The policy below is written from docs/product/roles.md (ADMIN: users,
 * members, settings, SHU; HC: checklist and recommendation; APPROVER: its approval step; FINANCE: funding,
 * settlements, payroll; EDITOR: content), independently of the routes' own `requireStaff(...)` arguments, so a
 * route whose guard is loosened (or forgotten) fails here. Each role outside a route's policy must get the
 * guard's 403 — not merely "no 2xx", which a 404 on missing data would also satisfy — and each role inside it
 * must get past the guard, so the test can tell the two apart. A back-office route missing from the policy, or
 * a rule that matches no route, fails the test: the table cannot go stale.
 */
import { STAFF_ROLES, type StaffRole } from '@kopkar/domain';
import { afterAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { createStaff } from '../test/factories';
import { PUBLIC_ROUTES } from '../test/release/authorisation-allow-lists';
import { type Cell, createProbe } from '../test/release/authorisation-probe';
import { type DiscoveredRoute, discoverRoutes, routeKey } from '../test/release/route-inventory';
import { buildWorld, type Identity } from '../test/release/world';
import { signInStaff } from '../test/sessions';

/** What requireStaff answers a signed-in staff account whose role may not call the route. */
const ROLE_REFUSAL = 'Peran Anda tidak berhak melakukan tindakan ini';

type Rule = { methods: string[] | '*'; path: RegExp; roles: StaffRole[]; why: string };

/** The back-office policy; ADMIN may call everything and is checked once for every route. First match wins. */
const POLICY: Rule[] = [
  { methods: '*', path: /^\/admin\/me$/, roles: ['HC', 'APPROVER', 'FINANCE', 'EDITOR'], why: 'own account' },
  {
    methods: '*',
    path: /^\/admin\/(funding|settlements|payroll|savings|resignations)(\/|$)/,
    roles: ['FINANCE'],
    why: 'funding, settlement checks, payroll posting, the savings desk and resignations',
  },
  {
    methods: ['POST', 'PATCH'],
    path: /^\/admin\/ledger\/accounts(\/:code)?$/,
    roles: [],
    why: 'ADMIN only: the chart of accounts',
  },
  {
    methods: ['GET'],
    path: /^\/admin\/reports\//,
    roles: ['FINANCE'],
    why: 'the SAK EP statements from the books (JSON, PDF, XLSX)',
  },
  {
    methods: '*',
    path: /^\/admin\/ledger(\/|$)/,
    roles: ['FINANCE'],
    why: 'the books: manual entries, approving another staff member’s entry, closing a month, the reports',
  },
  {
    methods: ['GET'],
    path: /^\/admin\/approvals\/queue$/,
    roles: ['HC', 'APPROVER'],
    why: 'the steps they decide',
  },
  {
    methods: ['POST'],
    path: /^\/admin\/applications\/:id\/decision$/,
    roles: ['HC', 'APPROVER'],
    why: 'HC recommends, approvers approve',
  },
  {
    methods: ['GET'],
    path: /^\/admin\/(applications|files)\/:id$/,
    roles: ['HC', 'APPROVER', 'FINANCE'],
    why: 'an application and its documents, read by whoever decides or funds it',
  },
  {
    methods: '*',
    path: /^\/admin\/(blog|content|products|point-offers)(\/|$)/,
    roles: ['EDITOR'],
    why: 'blog, FAQ, org chart, promotions, pages, products and point offers',
  },
  {
    methods: ['GET'],
    path: /^\/admin\/members(\/:id(\/points)?)?$/,
    roles: ['HC', 'FINANCE'],
    why: 'member data for reviewing and funding',
  },
  {
    methods: '*',
    path: /^\/admin\/(members|staff|companies|settings|audit-log|shu)(\/|$)/,
    roles: [],
    why: 'ADMIN only: member changes and imports, point grants, staff, approval chains, settings, audit, SHU',
  },
  {
    methods: '*',
    path: /^\/admin\/(governance-documents|data-requests|outbox|form-pengajuan-template)(\/|$)/,
    roles: [],
    why: "ADMIN only: governance documents, members' correction and deletion requests, the mail and reminder queues, the blank Form Pengajuan",
  },
];

const testApp = await buildTestApp({ captchaBypass: true });
const { app } = testApp;
const world = await buildWorld(app);
const { cells, victimParamSets, record } = await createProbe(app, world);

afterAll(async () => {
  await testApp.close();
});

const pathOf = (route: DiscoveredRoute) => route.url.replace(/^\/api\/v1/, '');
const ruleFor = (route: DiscoveredRoute) =>
  POLICY.find(
    (rule) => (rule.methods === '*' || rule.methods.includes(route.method)) && rule.path.test(pathOf(route)),
  );
const staffRoutes = discoverRoutes(app).filter(
  (route) => route.area === 'staff' && !(routeKey(route) in PUBLIC_ROUTES),
);

/** One signed-in account per role (ADMIN included), each in its own session. */
const roleIdentities = {} as Record<StaffRole, Identity>;
for (const role of STAFF_ROLES) {
  const account = await createStaff(app.db, { role });
  roleIdentities[role] = { name: role, headers: await signInStaff(app, account.username) };
}

const refusedByRole = (cell: Cell) =>
  cell.status === 403 && (JSON.parse(cell.body) as { message?: string }).message === ROLE_REFUSAL;

test('the policy covers every back-office route, and every rule still matches one', () => {
  expect(staffRoutes.length).toBeGreaterThan(60);
  expect(staffRoutes.filter((route) => !ruleFor(route)).map(routeKey)).toEqual([]);
  expect(POLICY.filter((rule) => !staffRoutes.some((route) => ruleFor(route) === rule))).toEqual([]);
});

// Refusals first: they change nothing, so every one of them sees the world as buildWorld left it.
describe('roles outside the policy get the guard’s 403', () => {
  for (const route of staffRoutes) {
    const outside = STAFF_ROLES.filter((role) => role !== 'ADMIN' && !ruleFor(route)?.roles.includes(role));
    if (outside.length === 0) continue;
    test(`${routeKey(route)} × ${outside.join(', ')}`, async () => {
      const [params] = victimParamSets(route);
      const wrong: Cell[] = [];
      for (const role of outside) {
        const cell = await record(route, roleIdentities[role], params ?? {});
        if (!refusedByRole(cell)) wrong.push(cell);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('roles inside the policy get past the guard', () => {
  for (const route of staffRoutes) {
    const inside: StaffRole[] = ['ADMIN', ...(ruleFor(route)?.roles ?? [])];
    test(`${routeKey(route)} × ${inside.join(', ')}`, async () => {
      const [params] = victimParamSets(route);
      const refused: Cell[] = [];
      for (const role of inside) {
        const cell = await record(route, roleIdentities[role], params ?? {});
        if (cell.status === 401 || refusedByRole(cell)) refused.push(cell);
      }
      expect(refused).toEqual([]);
    });
  }
});

test('figures', () => {
  const refusals = cells.filter(refusedByRole).length;
  // Printed for the release note: routes × roles, and how many calls the guard refused.
  console.info(
    `staff-role matrix: ${staffRoutes.length} back-office routes × ${STAFF_ROLES.length} roles, ${cells.length} calls, ${refusals} refused by role`,
  );
  expect(cells.filter((cell) => cell.status < 300 && !refusedByRole(cell)).length).toBeGreaterThan(0);
});

/**
 * A member of staff's visit, as many slots as a member's: FINANCE works the savings desk (the deposits queue, a
 * proof photo, confirming the oldest deposit, approving or paying the oldest withdrawal) and looks members,
 * settlements, the funding queue and resignations up; ADMIN reads the audit log, companies, settings and staff
 * accounts. FINANCE's decisions keep the members' deposits and withdrawals from piling up over an hour, as the
 * real desk does. Two visits may race for the same deposit: the loser's 409 is part of the figures, not a fault
 * of the soak.
 */
import { cookieOf, dataOf, type Step, type Visit } from './visit';

const PASSWORD = 'Koperasi123!';

const staffGet = (label: string, path: string | ((visit: Visit) => string)) => (visit: Visit) =>
  visit.token ? { method: 'GET' as const, path: typeof path === 'string' ? path : path(visit), label } : null;

const signIn = (username: string): Step[] => [
  {
    build: () => ({ method: 'GET', path: '/api/v1/admin/get-key/math', label: 'GET /admin/get-key/math' }),
    read: (visit, status, body) => {
      if (status === 200) visit.key = dataOf<{ key: string }>(body)?.key;
    },
  },
  {
    build: (visit) =>
      visit.key
        ? {
            method: 'POST',
            path: '/api/v1/admin/login',
            label: 'POST /admin/login',
            body: { username, password: PASSWORD, captcha: '0', key: visit.key },
          }
        : null,
    read: (visit, status, body, headers) => {
      if (status !== 200) return;
      visit.token = dataOf<{ access_token: string }>(body)?.access_token;
      visit.cookie = cookieOf(headers);
    },
  },
  { build: staffGet('GET /admin/me', '/api/v1/admin/me') },
];

const signOut: Step = {
  build: (visit) =>
    visit.token
      ? {
          method: 'POST',
          path: '/api/v1/admin/logout',
          label: 'POST /admin/logout',
          headers: visit.cookie ? { cookie: visit.cookie } : {},
        }
      : null,
};

const deposits = staffGet('GET /admin/savings/deposits', '/api/v1/admin/savings/deposits');
const withdrawals = staffGet('GET /admin/savings/withdrawals', '/api/v1/admin/savings/withdrawals');
const members = staffGet(
  'GET /admin/members',
  (visit) => `/api/v1/admin/members?page=${1 + ((visit.number ?? 0) % 50)}`,
);

export const financeSteps: Step[] = [
  ...signIn('finance'),
  {
    build: deposits,
    read: (visit, status, body) => {
      if (status === 200) visit.depositId = dataOf<{ id: number }[]>(body)?.[0]?.id;
    },
  },
  {
    build: (visit) =>
      visit.depositId
        ? staffGet(
            'GET /admin/savings/deposits/{id}/proof',
            `/api/v1/admin/savings/deposits/${visit.depositId}/proof`,
          )(visit)
        : withdrawals(visit),
  },
  {
    build: (visit) =>
      visit.token && visit.depositId
        ? {
            method: 'POST',
            path: `/api/v1/admin/savings/deposits/${visit.depositId}/confirm`,
            label: 'POST /admin/savings/deposits/{id}/confirm',
            body: {},
          }
        : deposits(visit),
  },
  {
    build: withdrawals,
    read: (visit, status, body) => {
      if (status !== 200) return;
      const list = dataOf<{ id: number; status: string }[]>(body) ?? [];
      visit.withdrawalToPay = list[0]?.id;
      visit.withdrawalAction = list[0]?.status === 'APPROVED' ? 'pay' : 'approve';
    },
  },
  {
    build: (visit) => {
      if (!visit.token || !visit.withdrawalToPay) return withdrawals(visit);
      const action = visit.withdrawalAction ?? 'approve';
      return {
        method: 'POST',
        path: `/api/v1/admin/savings/withdrawals/${visit.withdrawalToPay}/${action}`,
        label: `POST /admin/savings/withdrawals/{id}/${action}`,
        body: {},
      };
    },
  },
  { build: members },
  {
    build: staffGet(
      'GET /admin/members?q=',
      (visit) => `/api/v1/admin/members?q=2000${(visit.number ?? 0) % 10}`,
    ),
  },
  {
    build: staffGet(
      'GET /admin/members/{id}',
      (visit) => `/api/v1/admin/members/${10 + ((visit.number ?? 0) % 4_900)}`,
    ),
  },
  { build: staffGet('GET /admin/settlements', '/api/v1/admin/settlements') },
  { build: staffGet('GET /admin/funding/queue', '/api/v1/admin/funding/queue') },
  { build: deposits },
  { build: staffGet('GET /admin/resignations', '/api/v1/admin/resignations') },
  { build: withdrawals },
  { build: staffGet('GET /admin/me', '/api/v1/admin/me') },
  signOut,
];

const auditLog = staffGet(
  'GET /admin/audit-log',
  (visit) => `/api/v1/admin/audit-log?page=${1 + ((visit.number ?? 0) % 20)}`,
);

export const adminSteps: Step[] = [
  ...signIn('admin'),
  { build: auditLog },
  { build: staffGet('GET /admin/audit-log?entity=', '/api/v1/admin/audit-log?entity=savings-deposit') },
  { build: staffGet('GET /admin/companies', '/api/v1/admin/companies') },
  { build: staffGet('GET /admin/settings', '/api/v1/admin/settings') },
  { build: staffGet('GET /admin/staff', '/api/v1/admin/staff') },
  { build: auditLog },
  { build: staffGet('GET /admin/audit-log?actorKind=', '/api/v1/admin/audit-log?actorKind=member') },
  { build: staffGet('GET /admin/companies', '/api/v1/admin/companies') },
  { build: auditLog },
  { build: staffGet('GET /admin/settings', '/api/v1/admin/settings') },
  { build: auditLog },
  { build: staffGet('GET /admin/staff', '/api/v1/admin/staff') },
  { build: auditLog },
  { build: staffGet('GET /admin/me', '/api/v1/admin/me') },
  signOut,
];

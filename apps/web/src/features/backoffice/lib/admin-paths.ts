/** Every back-office page under /admin (absolute hrefs). */
export const paths = {
  root: '/admin',
  login: '/admin/login',
  approvals: '/admin/approvals',
  application: (id: number | string) => `/admin/applications/${id}`,
  funding: '/admin/funding',
  fundingDetail: (id: number | string) => `/admin/funding/${id}`,
  settlements: '/admin/settlements',
  payroll: '/admin/payroll',
  members: '/admin/members',
  member: (id: number | string) => `/admin/members/${id}`,
  staff: '/admin/staff',
  hrImport: '/admin/hr-import',
  companies: '/admin/companies',
  settings: '/admin/settings',
  auditLog: '/admin/audit-log',
  content: '/admin/content',
} as const;

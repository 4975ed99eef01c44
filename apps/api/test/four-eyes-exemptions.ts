/**
 * The mutating back-office routes the four-eyes rule (modules/staff/four-eyes.service.ts) does not apply to, each
 * with the reason: none decides one member's application, request, money or membership. The walk in
 * modules/staff/four-eyes.routes.test.ts covers every other one, and fails on a route listed in neither.
 */
const CONTENT = 'public content (EDITOR, governance ADMIN): no member, no money';
const CONFIGURATION = 'configuration of the whole cooperative, the same for every member, audited';
const WRITES_NOTHING = 'computes what the decision would do and writes nothing';

export const NOT_A_DECISION_ON_ONE_MEMBER: Record<string, string> = {
  'POST /api/v1/admin/login': 'the staff account’s own session',
  'POST /api/v1/admin/refresh': 'the staff account’s own session',
  'POST /api/v1/admin/logout': 'the staff account’s own session',

  'POST /api/v1/admin/funding/:id/preview': WRITES_NOTHING,
  'POST /api/v1/admin/payroll/preview': WRITES_NOTHING,
  'POST /api/v1/admin/members/import/preview': WRITES_NOTHING,
  'POST /api/v1/admin/payroll/:period/actual/preview':
    'computes what posting HR’s file would do; it writes only the period’s frozen instruction, the same list whoever reads it first',

  'POST /api/v1/admin/members/:id/reset-password':
    'mails a temporary password to the member’s own address on file, as Lupa Password would: no money moves and the staff member gains nothing they could not do as a member',
  'PUT /api/v1/admin/members/:id/repayment-channel':
    'chooses which reminder the member gets (TRANSFER members are reminded 3 days ahead); payroll deducts the same either way',
  'PUT /api/v1/admin/shu/:year':
    'records the RAT’s decision (pool, jasa modal share) for every member; no share is computed or booked until the posting, which is walked',

  'POST /api/v1/admin/staff':
    'staff accounts are ADMIN’s; changing one’s own member link is refused in staff-accounts.service.ts',
  'PATCH /api/v1/admin/staff/:id':
    'staff accounts are ADMIN’s; changing one’s own member link is refused in staff-accounts.service.ts',
  'POST /api/v1/admin/staff/:id/disable': 'staff accounts, not members',
  'POST /api/v1/admin/staff/:id/enable': 'staff accounts, not members',
  'PUT /api/v1/admin/companies/:id/chain': CONFIGURATION,
  'PUT /api/v1/admin/settings/:key': CONFIGURATION,
  'POST /api/v1/admin/ledger/accounts': CONFIGURATION,
  'PATCH /api/v1/admin/ledger/accounts/:code': CONFIGURATION,
  'POST /api/v1/admin/payroll/:period/transfers':
    'records the employer’s transfer of a whole period’s deductions to the cooperative’s bank: money between the company and the cooperative, no member’s',
  'POST /api/v1/admin/ledger/journals':
    'a manual entry of the cooperative’s own (expenses, other income, adjustments) waits for a second staff member: its maker can never post it (ledger-journals.service.ts)',
  'POST /api/v1/admin/ledger/journals/:id/approve':
    'the four eyes of the books: refused to the entry’s maker (ledger-journals.service.ts); no member’s money',
  'POST /api/v1/admin/ledger/journals/:id/reverse':
    'a correction of a manual entry, itself waiting for a second staff member; entries of members’ money are refused',
  'POST /api/v1/admin/ledger/periods/:month/close':
    'closes a month of the whole cooperative’s books, no member',
  'PUT /api/v1/admin/form-pengajuan-template': CONFIGURATION,
  'POST /api/v1/admin/products': CONFIGURATION,
  'PATCH /api/v1/admin/products/:id': CONFIGURATION,
  'POST /api/v1/admin/point-offers': CONFIGURATION,
  'PUT /api/v1/admin/point-offers/:id': CONFIGURATION,

  'POST /api/v1/admin/blog': CONTENT,
  'PUT /api/v1/admin/blog/:id': CONTENT,
  'DELETE /api/v1/admin/blog/:id': CONTENT,
  'POST /api/v1/admin/blog/:id/cover': CONTENT,
  'DELETE /api/v1/admin/blog/:id/cover': CONTENT,
  'POST /api/v1/admin/blog/:id/publish': CONTENT,
  'POST /api/v1/admin/blog/:id/unpublish': CONTENT,
  'PUT /api/v1/admin/blog/comment-settings': CONTENT,
  'POST /api/v1/admin/blog/comments/:id/approve': `${CONTENT} (moderating a comment, one's own included)`,
  'POST /api/v1/admin/blog/comments/:id/reject': `${CONTENT} (moderating a comment, one's own included)`,
  'DELETE /api/v1/admin/blog/comments/:id': `${CONTENT} (moderating a comment, one's own included)`,
  'POST /api/v1/admin/content/faqs': CONTENT,
  'PATCH /api/v1/admin/content/faqs/:id': CONTENT,
  'DELETE /api/v1/admin/content/faqs/:id': CONTENT,
  'PUT /api/v1/admin/content/faq-categories': CONTENT,
  'POST /api/v1/admin/content/org-chart': CONTENT,
  'PATCH /api/v1/admin/content/org-chart/:id': CONTENT,
  'DELETE /api/v1/admin/content/org-chart/:id': CONTENT,
  'POST /api/v1/admin/content/promotions': CONTENT,
  'PATCH /api/v1/admin/content/promotions/:id': CONTENT,
  'DELETE /api/v1/admin/content/promotions/:id': CONTENT,
  'PUT /api/v1/admin/content/pages/:slug': CONTENT,
  'POST /api/v1/admin/governance-documents': CONTENT,
  'PUT /api/v1/admin/governance-documents/:id': CONTENT,
  'DELETE /api/v1/admin/governance-documents/:id': CONTENT,
};

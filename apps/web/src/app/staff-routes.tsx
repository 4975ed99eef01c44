import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { listStaffNavItems, type StaffPageHandle } from '@/features/staff/lib/nav-items';
import { RequireStaff, StaffGuestOnly } from './guards';
import { index, lazyPage, page } from './route-helpers';

const staff = paths.staff;

/**
 * A back-office page for the roles its `handle` names: the page and the role guard (RequireRole) load together, and
 * the guard reads the roles from the same handle the menu is derived from.
 */
function guardedPage(path: string, load: () => Promise<ComponentType>, handle: StaffPageHandle): RouteObject {
  return page(
    path,
    () =>
      Promise.all([load(), import('@/features/staff/components/require-role')]).then(
        ([Page, guard]) =>
          () => (
            <guard.RequireRole roles={handle.roles}>
              <Page />
            </guard.RequireRole>
          ),
      ),
    handle,
  );
}

/**
 * Every back-office page behind the role guard, in menu order. Each names on its `handle` the roles that may open
 * it (ADMIN listed like any other) and, for a menu entry, its label: the menu is derived from this table, so a new
 * page is one entry here (its path in `paths.staff`).
 */
const staffPages: RouteObject[] = [
  guardedPage(
    staff.approvals.path,
    () =>
      import('@/features/approvals/pages/staff-approval-queue-page').then((m) => m.StaffApprovalQueuePage),
    { roles: ['ADMIN', 'HC', 'APPROVER'], nav: 'Antrean Persetujuan' },
  ),
  guardedPage(
    staff.application.path,
    () =>
      import('@/features/approvals/pages/staff-application-detail-page').then(
        (m) => m.StaffApplicationDetailPage,
      ),
    { roles: ['ADMIN', 'HC', 'APPROVER', 'FINANCE'] },
  ),
  guardedPage(
    staff.funding.path,
    () => import('@/features/funding/pages/staff-funding-queue-page').then((m) => m.StaffFundingQueuePage),
    { roles: ['ADMIN', 'FINANCE'], nav: 'Pencairan' },
  ),
  guardedPage(
    staff.fundingDetail.path,
    () => import('@/features/funding/pages/staff-funding-detail-page').then((m) => m.StaffFundingDetailPage),
    { roles: ['ADMIN', 'FINANCE'] },
  ),
  guardedPage(
    staff.settlements.path,
    () =>
      import('@/features/settlements/pages/staff-settlement-desk-page').then(
        (m) => m.StaffSettlementDeskPage,
      ),
    { roles: ['ADMIN', 'FINANCE'], nav: 'Pelunasan' },
  ),
  guardedPage(
    staff.payroll.path,
    () => import('@/features/payroll/pages/staff-payroll-page').then((m) => m.StaffPayrollPage),
    {
      roles: ['ADMIN', 'FINANCE'],
      nav: 'Posting Payroll',
    },
  ),
  guardedPage(
    staff.savingsDeposits.path,
    () =>
      import('@/features/savings/pages/staff-savings-deposits-page').then((m) => m.StaffSavingsDepositsPage),
    { roles: ['ADMIN', 'FINANCE'], nav: 'Setoran Sukarela' },
  ),
  guardedPage(
    staff.savingsWithdrawals.path,
    () =>
      import('@/features/savings/pages/staff-savings-withdrawals-page').then(
        (m) => m.StaffSavingsWithdrawalsPage,
      ),
    { roles: ['ADMIN', 'FINANCE'], nav: 'Penarikan Sukarela' },
  ),
  guardedPage(
    staff.resignations.path,
    () =>
      import('@/features/resignation/pages/staff-resignation-desk-page').then(
        (m) => m.StaffResignationDeskPage,
      ),
    { roles: ['ADMIN', 'FINANCE'], nav: 'Pengunduran Diri' },
  ),
  guardedPage(
    staff.ledger.path,
    () => import('@/features/ledger/pages/staff-ledger-page').then((m) => m.StaffLedgerPage),
    { roles: ['ADMIN', 'FINANCE'], nav: 'Buku Besar' },
  ),
  guardedPage(
    staff.members.path,
    () => import('@/features/members/pages/staff-members-page').then((m) => m.StaffMembersPage),
    { roles: ['ADMIN', 'HC', 'FINANCE'], nav: 'Anggota' },
  ),
  guardedPage(
    staff.member.path,
    // A feature never imports another: the points section of features/points joins the member's page here.
    () =>
      Promise.all([
        import('@/features/members/pages/staff-member-detail-page'),
        import('@/features/points/components/staff-member-points'),
      ]).then(([member, points]) => () => (
        <member.StaffMemberDetailPage PointsSection={points.StaffMemberPoints} />
      )),
    { roles: ['ADMIN', 'HC', 'FINANCE'] },
  ),
  guardedPage(
    staff.accounts.path,
    () => import('@/features/staff/pages/staff-accounts-page').then((m) => m.StaffAccountsPage),
    { roles: ['ADMIN'], nav: 'Petugas' },
  ),
  guardedPage(
    staff.hrImport.path,
    () => import('@/features/members/pages/staff-hr-import-page').then((m) => m.StaffHrImportPage),
    { roles: ['ADMIN'], nav: 'Impor HR' },
  ),
  guardedPage(
    staff.companies.path,
    () => import('@/features/staff/pages/staff-companies-page').then((m) => m.StaffCompaniesPage),
    { roles: ['ADMIN'], nav: 'Perusahaan & Rantai Approval' },
  ),
  guardedPage(
    staff.settings.path,
    () => import('@/features/settings/pages/staff-settings-page').then((m) => m.StaffSettingsPage),
    { roles: ['ADMIN'], nav: 'Pengaturan' },
  ),
  guardedPage(
    staff.shu.path,
    () => import('@/features/savings/pages/staff-shu-page').then((m) => m.StaffShuPage),
    {
      roles: ['ADMIN'],
      nav: 'SHU Tahunan',
    },
  ),
  guardedPage(
    staff.governanceDocuments.path,
    () => import('@/features/governance/pages/staff-governance-page').then((m) => m.StaffGovernancePage),
    { roles: ['ADMIN'], nav: 'Dokumen Koperasi' },
  ),
  guardedPage(
    staff.formTemplate.path,
    () =>
      import('@/features/application/pages/staff-form-template-page').then((m) => m.StaffFormTemplatePage),
    { roles: ['ADMIN'], nav: 'Form Pengajuan' },
  ),
  guardedPage(
    staff.auditLog.path,
    () => import('@/features/audit-log/pages/staff-audit-log-page').then((m) => m.StaffAuditLogPage),
    { roles: ['ADMIN'], nav: 'Log Audit' },
  ),
  guardedPage(
    staff.outbox.path,
    () => import('@/features/notifications/pages/staff-outbox-page').then((m) => m.StaffOutboxPage),
    { roles: ['ADMIN'], nav: 'Antrean Email & Notifikasi' },
  ),
  guardedPage(
    staff.dataRequests.path,
    () =>
      import('@/features/data-requests/pages/staff-data-requests-page').then((m) => m.StaffDataRequestsPage),
    { roles: ['ADMIN'], nav: 'Permintaan Data Anggota' },
  ),
  // The old "Konten" entry was an empty page; each kind of content has its own menu entry.
  {
    path: staff.content.path,
    handle: { roles: ['ADMIN', 'EDITOR'] },
    element: <Navigate to={staff.blog.getHref()} replace />,
  },
  guardedPage(
    staff.blog.path,
    () => import('@/features/blog/pages/staff-blog-list-page').then((m) => m.StaffBlogListPage),
    { roles: ['ADMIN', 'EDITOR'], nav: 'Blog' },
  ),
  guardedPage(
    staff.blogNew.path,
    () => import('@/features/blog/pages/staff-blog-editor-page').then((m) => m.StaffBlogEditorPage),
    { roles: ['ADMIN', 'EDITOR'] },
  ),
  guardedPage(
    staff.blogArticle.path,
    () => import('@/features/blog/pages/staff-blog-editor-page').then((m) => m.StaffBlogEditorPage),
    { roles: ['ADMIN', 'EDITOR'] },
  ),
  guardedPage(
    staff.blogComments.path,
    () => import('@/features/blog/pages/staff-blog-comments-page').then((m) => m.StaffBlogCommentsPage),
    { roles: ['ADMIN', 'EDITOR'], nav: 'Komentar Blog' },
  ),
  guardedPage(
    staff.faq.path,
    () => import('@/features/content/pages/staff-faq-page').then((m) => m.StaffFaqPage),
    {
      roles: ['ADMIN', 'EDITOR'],
      nav: 'FAQ',
    },
  ),
  guardedPage(
    staff.orgChart.path,
    () => import('@/features/content/pages/staff-org-chart-page').then((m) => m.StaffOrgChartPage),
    { roles: ['ADMIN', 'EDITOR'], nav: 'Struktur Organisasi' },
  ),
  guardedPage(
    staff.promotions.path,
    () => import('@/features/content/pages/staff-promotions-page').then((m) => m.StaffPromotionsPage),
    { roles: ['ADMIN', 'EDITOR'], nav: 'Promosi' },
  ),
  guardedPage(
    staff.staticPages.path,
    () => import('@/features/content/pages/staff-pages-page').then((m) => m.StaffPagesPage),
    { roles: ['ADMIN', 'EDITOR'], nav: 'Halaman Statis' },
  ),
  guardedPage(
    staff.products.path,
    () => import('@/features/content/pages/staff-products-page').then((m) => m.StaffProductsPage),
    { roles: ['ADMIN', 'EDITOR'], nav: 'Produk Pinjaman' },
  ),
  guardedPage(
    staff.pointOffers.path,
    () => import('@/features/points/pages/staff-point-offers-page').then((m) => m.StaffPointOffersPage),
    { roles: ['ADMIN', 'EDITOR'], nav: 'Penawaran Poin' },
  ),
];

/** The side navigation, derived from `staffPages`. */
export const staffNavItems = listStaffNavItems(staffPages);

/** `/admin` and unknown back-office paths: the role's first menu entry. */
const loadStaffHome = () =>
  import('@/features/staff/pages/staff-home').then((m) => () => <m.StaffHome navItems={staffNavItems} />);

/**
 * The back office (/admin, every staff role): route objects like the member pages, each
 * page its own lazy chunk, under the staff guard and layout (never the member's); the browser loads this table
 * only on /admin (app/router.tsx).
 */
export const staffRoutes: RouteObject = {
  path: staff.root.path,
  children: [
    {
      Component: StaffGuestOnly,
      children: [
        page(staff.login.path, () =>
          import('@/features/staff/pages/staff-login-page').then((m) => m.StaffLoginPage),
        ),
      ],
    },
    {
      Component: RequireStaff,
      children: [
        {
          Component: lazyPage(() =>
            import('@/features/staff/components/staff-layout').then((m) => () => (
              <m.StaffLayout navItems={staffNavItems} />
            )),
          ),
          children: [page(index, loadStaffHome), ...staffPages, page('*', loadStaffHome)],
        },
      ],
    },
  ],
};

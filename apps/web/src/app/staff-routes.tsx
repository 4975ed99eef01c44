import type { StaffRole } from '@kopkar/domain';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AppSkeleton } from './app-skeleton';
import { RequireStaff, StaffGuestOnly } from './guards';
import { RouteError } from './route-error';

const staff = paths.staff;

/** A group of pages for some roles (ADMIN always passes); `RequireRole` reads the roles from the `handle`. */
const forRoles = (roles: readonly StaffRole[], children: RouteObject[]): RouteObject => ({
  handle: { roles },
  lazy: () => import('@/features/staff/components/require-role').then((m) => ({ Component: m.RequireRole })),
  children,
});

/** A page at `path` whose module is its own chunk, loaded on the first visit. */
const page = <M,>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject => ({
  path,
  lazy: () => load().then((module) => ({ Component: pick(module) })),
});

const staffHome = () => import('@/features/staff/pages/staff-home').then((m) => ({ Component: m.StaffHome }));

/**
 * The back office (/admin, every staff role): route objects of the one data router like the member pages, each
 * page its own lazy chunk, under the staff guard and layout (never the member's). New pages go into the group of
 * their roles below, their path into `paths.staff` and their menu entry into features/staff/lib/nav-items.ts.
 */
export const staffRoutes: RouteObject = {
  path: staff.root.path,
  HydrateFallback: AppSkeleton,
  ErrorBoundary: RouteError,
  children: [
    {
      Component: StaffGuestOnly,
      children: [
        page(
          staff.login.path,
          () => import('@/features/staff/pages/staff-login-page'),
          (m) => m.StaffLoginPage,
        ),
      ],
    },
    {
      Component: RequireStaff,
      children: [
        {
          lazy: () =>
            import('@/features/staff/components/staff-layout').then((m) => ({ Component: m.StaffLayout })),
          children: [
            { index: true, lazy: staffHome },
            forRoles(
              ['HC', 'APPROVER'],
              [
                page(
                  staff.approvals.path,
                  () => import('@/features/approvals/pages/approval-queue-page'),
                  (m) => m.ApprovalQueuePage,
                ),
              ],
            ),
            forRoles(
              ['HC', 'APPROVER', 'FINANCE'],
              [
                page(
                  staff.application.path,
                  () => import('@/features/approvals/pages/application-detail-page'),
                  (m) => m.ApplicationDetailPage,
                ),
              ],
            ),
            forRoles(
              ['FINANCE'],
              [
                page(
                  staff.funding.path,
                  () => import('@/features/funding/pages/funding-queue-page'),
                  (m) => m.FundingQueuePage,
                ),
                page(
                  staff.fundingDetail.path,
                  () => import('@/features/funding/pages/funding-detail-page'),
                  (m) => m.FundingDetailPage,
                ),
                page(
                  staff.settlements.path,
                  () => import('@/features/settlements/pages/settlement-desk-page'),
                  (m) => m.SettlementDeskPage,
                ),
                page(
                  staff.payroll.path,
                  () => import('@/features/payroll/pages/payroll-page'),
                  (m) => m.PayrollPage,
                ),
                page(
                  staff.savingsDeposits.path,
                  () => import('@/features/settlements/pages/savings-deposits-page'),
                  (m) => m.SavingsDepositsPage,
                ),
                page(
                  staff.savingsWithdrawals.path,
                  () => import('@/features/settlements/pages/savings-withdrawals-page'),
                  (m) => m.SavingsWithdrawalsPage,
                ),
                page(
                  staff.resignations.path,
                  () => import('@/features/resignation/pages/resignation-desk-page'),
                  (m) => m.ResignationDeskPage,
                ),
              ],
            ),
            forRoles(
              ['HC', 'FINANCE'],
              [
                page(
                  staff.members.path,
                  () => import('@/features/administration/pages/admin-members-page'),
                  (m) => m.AdminMembersPage,
                ),
                page(
                  staff.member.path,
                  () => import('@/features/administration/pages/admin-member-detail-page'),
                  (m) => m.AdminMemberDetailPage,
                ),
              ],
            ),
            forRoles(
              [],
              [
                page(
                  staff.accounts.path,
                  () => import('@/features/administration/pages/admin-staff-page'),
                  (m) => m.AdminStaffPage,
                ),
                page(
                  staff.hrImport.path,
                  () => import('@/features/administration/pages/admin-hr-import-page'),
                  (m) => m.AdminHrImportPage,
                ),
                page(
                  staff.companies.path,
                  () => import('@/features/administration/pages/admin-companies-page'),
                  (m) => m.AdminCompaniesPage,
                ),
                page(
                  staff.settings.path,
                  () => import('@/features/administration/pages/admin-settings-page'),
                  (m) => m.AdminSettingsPage,
                ),
                page(
                  staff.auditLog.path,
                  () => import('@/features/administration/pages/admin-audit-log-page'),
                  (m) => m.AdminAuditLogPage,
                ),
                page(
                  staff.outbox.path,
                  () => import('@/features/administration/pages/admin-outbox-page'),
                  (m) => m.AdminOutboxPage,
                ),
                page(
                  staff.dataRequests.path,
                  () => import('@/features/data-requests/pages/admin-data-requests-page'),
                  (m) => m.AdminDataRequestsPage,
                ),
                page(
                  staff.shu.path,
                  () => import('@/features/administration/pages/admin-shu-page'),
                  (m) => m.AdminShuPage,
                ),
                page(
                  staff.governanceDocuments.path,
                  () => import('@/features/admin-content/pages/admin-governance-page'),
                  (m) => m.AdminGovernancePage,
                ),
                page(
                  staff.formTemplate.path,
                  () => import('@/features/administration/pages/admin-form-template-page'),
                  (m) => m.AdminFormTemplatePage,
                ),
              ],
            ),
            forRoles(
              ['EDITOR'],
              [
                // The old "Konten" entry was an empty page; each kind of content has its own menu entry.
                { path: staff.content.path, element: <Navigate to={staff.blog.getHref()} replace /> },
                page(
                  staff.blog.path,
                  () => import('@/features/admin-content/pages/admin-blog-list-page'),
                  (m) => m.AdminBlogListPage,
                ),
                page(
                  staff.blogNew.path,
                  () => import('@/features/admin-content/pages/admin-blog-editor-page'),
                  (m) => m.AdminBlogEditorPage,
                ),
                page(
                  staff.blogComments.path,
                  () => import('@/features/admin-content/pages/admin-blog-comments-page'),
                  (m) => m.AdminBlogCommentsPage,
                ),
                page(
                  staff.blogArticle.path,
                  () => import('@/features/admin-content/pages/admin-blog-editor-page'),
                  (m) => m.AdminBlogEditorPage,
                ),
                page(
                  staff.faq.path,
                  () => import('@/features/admin-content/pages/admin-faq-page'),
                  (m) => m.AdminFaqPage,
                ),
                page(
                  staff.orgChart.path,
                  () => import('@/features/admin-content/pages/admin-org-chart-page'),
                  (m) => m.AdminOrgChartPage,
                ),
                page(
                  staff.promotions.path,
                  () => import('@/features/admin-content/pages/admin-promotions-page'),
                  (m) => m.AdminPromotionsPage,
                ),
                page(
                  staff.staticPages.path,
                  () => import('@/features/admin-content/pages/admin-pages-page'),
                  (m) => m.AdminPagesPage,
                ),
                page(
                  staff.products.path,
                  () => import('@/features/admin-content/pages/admin-products-page'),
                  (m) => m.AdminProductsPage,
                ),
                page(
                  staff.pointOffers.path,
                  () => import('@/features/admin-content/pages/admin-point-offers-page'),
                  (m) => m.AdminPointOffersPage,
                ),
              ],
            ),
            { path: '*', lazy: staffHome },
          ],
        },
      ],
    },
  ],
};

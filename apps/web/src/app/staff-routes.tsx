import type { StaffRole } from '@kopkar/domain';
import type { RouteObject } from 'react-router';
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
        {
          path: staff.login.path,
          lazy: () =>
            import('@/features/staff/pages/staff-login-page').then((m) => ({ Component: m.StaffLoginPage })),
        },
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
                {
                  path: staff.approvals.path,
                  lazy: () =>
                    import('@/features/approvals/pages/approval-queue-page').then((m) => ({
                      Component: m.ApprovalQueuePage,
                    })),
                },
              ],
            ),
            forRoles(
              ['HC', 'APPROVER', 'FINANCE'],
              [
                {
                  path: staff.application.path,
                  lazy: () =>
                    import('@/features/approvals/pages/application-detail-page').then((m) => ({
                      Component: m.ApplicationDetailPage,
                    })),
                },
              ],
            ),
            forRoles(
              ['FINANCE'],
              [
                {
                  path: staff.funding.path,
                  lazy: () =>
                    import('@/features/funding/pages/funding-queue-page').then((m) => ({
                      Component: m.FundingQueuePage,
                    })),
                },
                {
                  path: staff.fundingDetail.path,
                  lazy: () =>
                    import('@/features/funding/pages/funding-detail-page').then((m) => ({
                      Component: m.FundingDetailPage,
                    })),
                },
                {
                  path: staff.settlements.path,
                  lazy: () =>
                    import('@/features/settlements/pages/settlement-desk-page').then((m) => ({
                      Component: m.SettlementDeskPage,
                    })),
                },
                {
                  path: staff.payroll.path,
                  lazy: () =>
                    import('@/features/payroll/pages/payroll-page').then((m) => ({
                      Component: m.PayrollPage,
                    })),
                },
                {
                  path: staff.savingsDeposits.path,
                  lazy: () =>
                    import('@/features/settlements/pages/savings-deposits-page').then((m) => ({
                      Component: m.SavingsDepositsPage,
                    })),
                },
                {
                  path: staff.savingsWithdrawals.path,
                  lazy: () =>
                    import('@/features/settlements/pages/savings-withdrawals-page').then((m) => ({
                      Component: m.SavingsWithdrawalsPage,
                    })),
                },
              ],
            ),
            forRoles(
              ['HC', 'FINANCE'],
              [
                {
                  path: staff.members.path,
                  lazy: () =>
                    import('@/features/administration/pages/admin-members-page').then((m) => ({
                      Component: m.AdminMembersPage,
                    })),
                },
                {
                  path: staff.member.path,
                  lazy: () =>
                    import('@/features/administration/pages/admin-member-detail-page').then((m) => ({
                      Component: m.AdminMemberDetailPage,
                    })),
                },
              ],
            ),
            forRoles(
              [],
              [
                {
                  path: staff.accounts.path,
                  lazy: () =>
                    import('@/features/administration/pages/admin-staff-page').then((m) => ({
                      Component: m.AdminStaffPage,
                    })),
                },
                {
                  path: staff.hrImport.path,
                  lazy: () =>
                    import('@/features/administration/pages/admin-hr-import-page').then((m) => ({
                      Component: m.AdminHrImportPage,
                    })),
                },
                {
                  path: staff.companies.path,
                  lazy: () =>
                    import('@/features/administration/pages/admin-companies-page').then((m) => ({
                      Component: m.AdminCompaniesPage,
                    })),
                },
                {
                  path: staff.settings.path,
                  lazy: () =>
                    import('@/features/administration/pages/admin-settings-page').then((m) => ({
                      Component: m.AdminSettingsPage,
                    })),
                },
                {
                  path: staff.auditLog.path,
                  lazy: () =>
                    import('@/features/administration/pages/admin-audit-log-page').then((m) => ({
                      Component: m.AdminAuditLogPage,
                    })),
                },
                {
                  path: staff.shu.path,
                  lazy: () =>
                    import('@/features/administration/pages/admin-shu-page').then((m) => ({
                      Component: m.AdminShuPage,
                    })),
                },
                {
                  path: staff.governanceDocuments.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/admin-governance-page').then((m) => ({
                      Component: m.AdminGovernancePage,
                    })),
                },
              ],
            ),
            forRoles(
              ['EDITOR'],
              [
                {
                  path: staff.content.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/placeholder-page').then((m) => ({
                      Component: m.ContentPlaceholderPage,
                    })),
                },
                {
                  path: staff.blog.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/admin-blog-list-page').then((m) => ({
                      Component: m.AdminBlogListPage,
                    })),
                },
                {
                  path: staff.blogNew.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/admin-blog-editor-page').then((m) => ({
                      Component: m.AdminBlogEditorPage,
                    })),
                },
                {
                  path: staff.blogComments.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/admin-blog-comments-page').then((m) => ({
                      Component: m.AdminBlogCommentsPage,
                    })),
                },
                {
                  path: staff.blogArticle.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/admin-blog-editor-page').then((m) => ({
                      Component: m.AdminBlogEditorPage,
                    })),
                },
                {
                  path: staff.faq.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/admin-faq-page').then((m) => ({
                      Component: m.AdminFaqPage,
                    })),
                },
                {
                  path: staff.orgChart.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/admin-org-chart-page').then((m) => ({
                      Component: m.AdminOrgChartPage,
                    })),
                },
                {
                  path: staff.promotions.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/admin-promotions-page').then((m) => ({
                      Component: m.AdminPromotionsPage,
                    })),
                },
                {
                  path: staff.staticPages.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/admin-pages-page').then((m) => ({
                      Component: m.AdminPagesPage,
                    })),
                },
                {
                  path: staff.products.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/admin-products-page').then((m) => ({
                      Component: m.AdminProductsPage,
                    })),
                },
                {
                  path: staff.pointOffers.path,
                  lazy: () =>
                    import('@/features/admin-content/pages/admin-point-offers-page').then((m) => ({
                      Component: m.AdminPointOffersPage,
                    })),
                },
              ],
            ),
            { path: '*', lazy: staffHome },
          ],
        },
      ],
    },
  ],
};

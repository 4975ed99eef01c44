import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { paths } from '@/config/paths';
import { useStaffSession } from '@/lib/session';
import { BackofficeLayout } from './components/backoffice-layout';
import { RequireRole, RequireStaff, StaffGuestOnly } from './components/staff-guards';
import { getHomeHrefFor } from './lib/nav-items';
import { PlaceholderPage } from './pages/placeholder-page';
import { StaffLoginPage } from './pages/staff-login-page';

const ApprovalQueuePage = lazy(() =>
  import('./pages/approval-queue-page').then((m) => ({ default: m.ApprovalQueuePage })),
);
const ApplicationDetailPage = lazy(() =>
  import('./pages/application-detail-page').then((m) => ({ default: m.ApplicationDetailPage })),
);
const FundingQueuePage = lazy(() =>
  import('./pages/funding-queue-page').then((m) => ({ default: m.FundingQueuePage })),
);
const SettlementDeskPage = lazy(() =>
  import('./pages/settlement-desk-page').then((m) => ({ default: m.SettlementDeskPage })),
);
const SavingsDepositsPage = lazy(() =>
  import('./pages/savings-deposits-page').then((m) => ({ default: m.SavingsDepositsPage })),
);
const SavingsWithdrawalsPage = lazy(() =>
  import('./pages/savings-withdrawals-page').then((m) => ({ default: m.SavingsWithdrawalsPage })),
);
const AdminGovernancePage = lazy(() =>
  import('./pages/admin-governance-page').then((m) => ({ default: m.AdminGovernancePage })),
);
const AdminShuPage = lazy(() => import('./pages/admin-shu-page').then((m) => ({ default: m.AdminShuPage })));
const PayrollPage = lazy(() => import('./pages/payroll-page').then((m) => ({ default: m.PayrollPage })));
const FundingDetailPage = lazy(() =>
  import('./pages/funding-detail-page').then((m) => ({ default: m.FundingDetailPage })),
);
const AdminMembersPage = lazy(() =>
  import('./pages/admin-members-page').then((m) => ({ default: m.AdminMembersPage })),
);
const AdminMemberDetailPage = lazy(() =>
  import('./pages/admin-member-detail-page').then((m) => ({ default: m.AdminMemberDetailPage })),
);
const AdminStaffPage = lazy(() =>
  import('./pages/admin-staff-page').then((m) => ({ default: m.AdminStaffPage })),
);
const AdminHrImportPage = lazy(() =>
  import('./pages/admin-hr-import-page').then((m) => ({ default: m.AdminHrImportPage })),
);
const AdminCompaniesPage = lazy(() =>
  import('./pages/admin-companies-page').then((m) => ({ default: m.AdminCompaniesPage })),
);
const AdminSettingsPage = lazy(() =>
  import('./pages/admin-settings-page').then((m) => ({ default: m.AdminSettingsPage })),
);
const AdminAuditLogPage = lazy(() =>
  import('./pages/admin-audit-log-page').then((m) => ({ default: m.AdminAuditLogPage })),
);
const AdminFaqPage = lazy(() => import('./pages/admin-faq-page').then((m) => ({ default: m.AdminFaqPage })));
const AdminOrgChartPage = lazy(() =>
  import('./pages/admin-org-chart-page').then((m) => ({ default: m.AdminOrgChartPage })),
);
const AdminPromotionsPage = lazy(() =>
  import('./pages/admin-promotions-page').then((m) => ({ default: m.AdminPromotionsPage })),
);
const AdminPagesPage = lazy(() =>
  import('./pages/admin-pages-page').then((m) => ({ default: m.AdminPagesPage })),
);
const AdminProductsPage = lazy(() =>
  import('./pages/admin-products-page').then((m) => ({ default: m.AdminProductsPage })),
);
const AdminPointOffersPage = lazy(() =>
  import('./pages/admin-point-offers-page').then((m) => ({ default: m.AdminPointOffersPage })),
);

const AdminBlogListPage = lazy(() =>
  import('./pages/admin-blog-list-page').then((m) => ({ default: m.AdminBlogListPage })),
);
const AdminBlogEditorPage = lazy(() =>
  import('./pages/admin-blog-editor-page').then((m) => ({ default: m.AdminBlogEditorPage })),
);
const AdminBlogCommentsPage = lazy(() =>
  import('./pages/admin-blog-comments-page').then((m) => ({ default: m.AdminBlogCommentsPage })),
);

function StaffHome() {
  const session = useStaffSession();
  return <Navigate to={session ? getHomeHrefFor(session.staff.role) : paths.staff.login.getHref()} replace />;
}

// Route objects with useRoutes, not <Routes>/<Route>: those exports would be pulled into the member entry chunk.
const backofficeRoutes: RouteObject[] = [
  { element: <StaffGuestOnly />, children: [{ path: 'login', element: <StaffLoginPage /> }] },
  {
    element: <RequireStaff />,
    children: [
      {
        element: <BackofficeLayout />,
        children: [
          { index: true, element: <StaffHome /> },
          {
            element: <RequireRole roles={['HC', 'APPROVER']} />,
            children: [{ path: 'approvals', element: <ApprovalQueuePage /> }],
          },
          {
            element: <RequireRole roles={['HC', 'APPROVER', 'FINANCE']} />,
            children: [{ path: 'applications/:id', element: <ApplicationDetailPage /> }],
          },
          {
            element: <RequireRole roles={['FINANCE']} />,
            children: [
              { path: 'funding', element: <FundingQueuePage /> },
              { path: 'funding/:id', element: <FundingDetailPage /> },
              { path: 'settlements', element: <SettlementDeskPage /> },
              { path: 'payroll', element: <PayrollPage /> },
              { path: 'savings-deposits', element: <SavingsDepositsPage /> },
              { path: 'savings-withdrawals', element: <SavingsWithdrawalsPage /> },
            ],
          },
          {
            element: <RequireRole roles={['HC', 'FINANCE']} />,
            children: [
              { path: 'members', element: <AdminMembersPage /> },
              { path: 'members/:id', element: <AdminMemberDetailPage /> },
            ],
          },
          {
            element: <RequireRole roles={[]} />,
            children: [
              { path: 'staff', element: <AdminStaffPage /> },
              { path: 'hr-import', element: <AdminHrImportPage /> },
              { path: 'companies', element: <AdminCompaniesPage /> },
              { path: 'settings', element: <AdminSettingsPage /> },
              { path: 'audit-log', element: <AdminAuditLogPage /> },
              { path: 'shu', element: <AdminShuPage /> },
              { path: 'governance-documents', element: <AdminGovernancePage /> },
            ],
          },
          {
            element: <RequireRole roles={['EDITOR']} />,
            children: [
              { path: 'content', element: <PlaceholderPage title="Konten" /> },
              { path: 'blog', element: <AdminBlogListPage /> },
              { path: 'blog/new', element: <AdminBlogEditorPage /> },
              { path: 'blog/comments', element: <AdminBlogCommentsPage /> },
              { path: 'blog/:id', element: <AdminBlogEditorPage /> },
              { path: 'faq', element: <AdminFaqPage /> },
              { path: 'org-chart', element: <AdminOrgChartPage /> },
              { path: 'promotions', element: <AdminPromotionsPage /> },
              { path: 'pages', element: <AdminPagesPage /> },
              { path: 'products', element: <AdminProductsPage /> },
              { path: 'point-offers', element: <AdminPointOffersPage /> },
            ],
          },
          { path: '*', element: <StaffHome /> },
        ],
      },
    ],
  },
];

/**
 * The back office under /admin (ARCHITECTURE.md "Back office"): its own lazy chunk, its own staff session and
 * guard; the member guard and layout never apply here.
 */
export function BackofficeApp() {
  const element = useRoutes(backofficeRoutes);
  return <Suspense fallback={<PageSkeleton />}>{element}</Suspense>;
}

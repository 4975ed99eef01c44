import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { useStaffSession } from '@/lib/staff-session';
import { BackofficeLayout } from './components/backoffice-layout';
import { RequireRole, RequireStaff, StaffGuestOnly } from './components/staff-guards';
import { paths } from './lib/admin-paths';
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
const FundingDetailPage = lazy(() =>
  import('./pages/funding-detail-page').then((m) => ({ default: m.FundingDetailPage })),
);

function StaffHome() {
  const session = useStaffSession();
  return <Navigate to={session ? getHomeHrefFor(session.staff.role) : paths.login} replace />;
}

const placeholders = [
  ['members', 'Anggota'],
  ['staff', 'Petugas'],
  ['hr-import', 'Impor HR'],
  ['companies', 'Perusahaan & Rantai Approval'],
  ['settings', 'Pengaturan'],
  ['audit-log', 'Log Audit'],
] as const;

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
            ],
          },
          {
            element: <RequireRole roles={[]} />,
            children: placeholders.map(([path, title]) => ({
              path,
              element: <PlaceholderPage title={title} />,
            })),
          },
          {
            element: <RequireRole roles={['EDITOR']} />,
            children: [{ path: 'content', element: <PlaceholderPage title="Konten" /> }],
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

import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { AppSkeleton } from './app-skeleton';
import { GuestOnly, RequireSession } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

/** A route whose page is built in a later issue: its title and a notice, inside the real layout. */
function placeholder(path: string, title: string): RouteObject {
  return {
    path,
    handle: { title },
    lazy: () => import('@/components/page-placeholder').then((m) => ({ Component: m.PlaceholderRoute })),
  };
}

const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/features/content/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  placeholder(paths.about.path, 'Tentang Kami'),
  placeholder(paths.organisation.path, 'Struktur Organisasi'),
  placeholder(paths.terms.path, 'Syarat dan Ketentuan'),
  placeholder(paths.privacy.path, 'Kebijakan Privasi'),
  placeholder(paths.blog.path, 'Blog'),
  placeholder(paths.blogArticle.path, 'Artikel Blog'),
  placeholder(paths.error.path, 'Terjadi Kesalahan'),
];

const guestOnlyRoutes: RouteObject[] = [
  {
    path: paths.login.path,
    lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: paths.forgetPassword.path,
    lazy: () =>
      import('@/features/auth/pages/forget-password-page').then((m) => ({ Component: m.ForgetPasswordPage })),
  },
  {
    path: paths.otp.path,
    lazy: () => import('@/features/auth/pages/otp-page').then((m) => ({ Component: m.OtpPage })),
  },
  {
    path: paths.resetPassword.path,
    lazy: () =>
      import('@/features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
];

const memberRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: () => import('@/features/home/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: paths.reportAmortisasi.path,
    lazy: () =>
      import('@/features/repayment/pages/report-amortisasi-page').then((m) => ({
        Component: m.ReportAmortisasiPage,
      })),
  },
  {
    path: paths.historyPinjaman.path,
    lazy: () =>
      import('@/features/loans/pages/history-pinjaman-page').then((m) => ({
        Component: m.HistoryPinjamanPage,
      })),
  },
  {
    path: paths.repayment.path,
    lazy: () =>
      import('@/features/repayment/pages/repayment-page').then((m) => ({ Component: m.RepaymentPage })),
  },
  {
    path: paths.salaryReduction.path,
    lazy: () =>
      import('@/features/repayment/pages/salary-reduction-page').then((m) => ({
        Component: m.SalaryReductionPage,
      })),
  },
  {
    path: paths.selfPayment.path,
    lazy: () =>
      import('@/features/repayment/pages/self-payment-page').then((m) => ({ Component: m.SelfPaymentPage })),
  },
  placeholder(paths.points.path, 'Poin'),
  placeholder(paths.pointHistory.path, 'Riwayat Poin'),
  {
    path: paths.applicationForm.path,
    lazy: () =>
      import('@/features/application/pages/application-form-page').then((m) => ({
        Component: m.ApplicationFormPage,
      })),
  },
  {
    path: paths.applicationFormProcess.path,
    lazy: () => import('@/features/loans/pages/process-page').then((m) => ({ Component: m.ProcessPage })),
  },
  {
    path: paths.applicationFormApproved.path,
    lazy: () => import('@/features/loans/pages/approved-page').then((m) => ({ Component: m.ApprovedPage })),
  },
  {
    path: paths.applicationFormRejected.path,
    lazy: () => import('@/features/loans/pages/rejected-page').then((m) => ({ Component: m.RejectedPage })),
  },
  {
    path: paths.applicationFormCancel.path,
    lazy: () => import('@/features/loans/pages/cancel-page').then((m) => ({ Component: m.CancelPage })),
  },
  {
    path: paths.applicationFormFunding.path,
    lazy: () => import('@/features/loans/pages/funding-page').then((m) => ({ Component: m.FundingPage })),
  },
  placeholder(paths.account.path, 'Akun'),
  placeholder(paths.accountChange.path, 'Ubah Profil'),
  {
    path: paths.notification.path,
    lazy: () =>
      import('@/features/notifications/pages/notification-page').then((m) => ({
        Component: m.NotificationPage,
      })),
  },
  placeholder(paths.faq.path, 'FAQ'),
];

/** The route table of SPEC §2. Every page is its own lazy chunk; unknown paths go to the landing page. */
export const routes: RouteObject[] = [
  // The back office (/admin/*): its own lazy chunk with its own staff guard and layout, outside the member's.
  {
    path: paths.admin.path,
    lazy: () =>
      import('@/features/backoffice/backoffice-route').then((m) => ({ Component: m.BackofficeRoute })),
    HydrateFallback: AppSkeleton,
    ErrorBoundary: RouteError,
  },
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: AppSkeleton,
    ErrorBoundary: RouteError,
    children: [
      ...publicRoutes,
      { Component: GuestOnly, children: guestOnlyRoutes },
      { Component: RequireSession, children: memberRoutes },
      { path: '*', element: <Navigate to={paths.landing.getHref()} replace /> },
    ],
  },
];

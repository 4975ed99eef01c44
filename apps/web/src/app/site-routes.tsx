import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { AppSkeleton } from './app-skeleton';
import { GuestOnly, RequireFormerSession, RequireSession } from './guards';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/features/content/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: paths.about.path,
    lazy: () => import('@/features/content/pages/static-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: paths.organisation.path,
    lazy: () =>
      import('@/features/content/pages/organisation-page').then((m) => ({ Component: m.OrganisationPage })),
  },
  {
    path: paths.terms.path,
    lazy: () => import('@/features/content/pages/static-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: paths.privacy.path,
    lazy: () => import('@/features/content/pages/static-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: paths.privasi.path,
    lazy: () =>
      import('@/features/privacy/pages/privacy-page').then((m) => ({ Component: m.PrivacyPurposesPage })),
  },
  {
    path: paths.blog.path,
    lazy: () => import('@/features/blog/pages/blog-page').then((m) => ({ Component: m.BlogPage })),
  },
  {
    path: paths.blogArticle.path,
    lazy: () =>
      import('@/features/blog/pages/blog-article-page').then((m) => ({ Component: m.BlogArticlePage })),
  },
  {
    path: paths.verification.path,
    lazy: () =>
      import('@/features/verification/pages/verification-page').then((m) => ({
        Component: m.VerificationPage,
      })),
  },
  {
    path: paths.error.path,
    lazy: () => import('@/features/content/pages/error-page').then((m) => ({ Component: m.ErrorPage })),
  },
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
  {
    path: paths.points.path,
    lazy: () => import('@/features/points/pages/points-page').then((m) => ({ Component: m.PointsPage })),
  },
  {
    path: paths.pointHistory.path,
    lazy: () =>
      import('@/features/points/pages/point-history-page').then((m) => ({ Component: m.PointHistoryPage })),
  },
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
  {
    path: paths.applicationFormOffer.path,
    lazy: () => import('@/features/loans/pages/offer-page').then((m) => ({ Component: m.OfferPage })),
  },
  {
    path: paths.loanFinished.path,
    lazy: () =>
      import('@/features/loans/pages/finished-loan-page').then((m) => ({ Component: m.FinishedLoanPage })),
  },
  {
    path: paths.account.path,
    // A feature never imports another: the reminders section joins the account page here.
    lazy: () =>
      Promise.all([
        import('@/features/account/pages/account-page'),
        import('@/features/reminders/components/reminder-settings'),
      ]).then(([account, reminders]) => ({
        Component: () => <account.AccountPage sections={<reminders.ReminderSettings />} />,
      })),
  },
  {
    path: paths.accountChange.path,
    lazy: () =>
      import('@/features/account/pages/account-change-page').then((m) => ({
        Component: m.AccountChangePage,
      })),
  },
  {
    path: paths.accountData.path,
    // The data requests section (correction, deletion) joins the My data page here, like reminders above.
    lazy: () =>
      Promise.all([
        import('@/features/account/pages/my-data-page'),
        import('@/features/data-requests/components/data-requests-section'),
      ]).then(([page, requests]) => ({
        Component: () => <page.MyDataPage sections={<requests.DataRequestsSection />} />,
      })),
  },
  {
    path: paths.accountKeluar.path,
    lazy: () => import('@/features/resignation/pages/keluar-page').then((m) => ({ Component: m.KeluarPage })),
  },
  {
    path: paths.notification.path,
    lazy: () =>
      import('@/features/notifications/pages/notification-page').then((m) => ({
        Component: m.NotificationPage,
      })),
  },
  {
    path: paths.faq.path,
    lazy: () => import('@/features/content/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
  },
  {
    path: paths.simpanan.path,
    lazy: () => import('@/features/savings/pages/simpanan-page').then((m) => ({ Component: m.SimpananPage })),
  },
  {
    path: paths.shu.path,
    lazy: () => import('@/features/savings/pages/shu-page').then((m) => ({ Component: m.ShuPage })),
  },
  {
    path: paths.dokumen.path,
    lazy: () =>
      import('@/features/governance/pages/dokumen-page').then((m) => ({ Component: m.DokumenPage })),
  },
];

/**
 * The portal's pages of SPEC §2 under the member's layout: public, guest-only and member pages, each its own lazy
 * chunk; unknown paths go to the landing page. The back office is beside it in `routes` (app/routes.tsx).
 */
export const siteRoute: RouteObject = {
  path: '/',
  Component: AppLayout,
  HydrateFallback: AppSkeleton,
  ErrorBoundary: RouteError,
  children: [
    ...publicRoutes,
    { Component: GuestOnly, children: guestOnlyRoutes },
    {
      // A former member's read-only archive (ADR 0017): no consent gate, no member page.
      Component: RequireFormerSession,
      children: [
        {
          path: paths.archive.path,
          lazy: () =>
            import('@/features/archive/pages/archive-page').then((m) => ({ Component: m.ArchivePage })),
        },
      ],
    },
    {
      Component: RequireSession,
      children: [
        {
          // A temporary password from ADMIN is replaced first: it travelled by e-mail.
          lazy: () =>
            import('@/features/account/components/password-change-gate').then((m) => ({
              Component: m.PasswordChangeGate,
            })),
          children: [
            {
              // Terms and privacy versions not yet accepted are asked for before any member page (docs/decisions/0009-consent-versions-and-gate.md).
              lazy: () =>
                import('@/features/privacy/components/consent-gate').then((m) => ({
                  Component: m.ConsentGate,
                })),
              children: memberRoutes,
            },
          ],
        },
      ],
    },
    { path: '*', element: <Navigate to={paths.landing.getHref()} replace /> },
  ],
};

import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { GuestOnly, RequireFormerSession, RequireSession } from './guards';
import { AppLayout } from './layout/app-layout';
import { index, lazyPage, page } from './route-helpers';

const publicRoutes: RouteObject[] = [
  page(index, () => import('@/features/content/landing-page').then((m) => m.LandingPage)),
  page(paths.about.path, () => import('@/features/content/pages/static-page').then((m) => m.AboutPage)),
  page(paths.organisation.path, () =>
    import('@/features/content/pages/organisation-page').then((m) => m.OrganisationPage),
  ),
  page(paths.terms.path, () => import('@/features/content/pages/static-page').then((m) => m.TermsPage)),
  page(paths.privacy.path, () => import('@/features/content/pages/static-page').then((m) => m.PrivacyPage)),
  page(paths.privasi.path, () =>
    import('@/features/privacy/pages/privacy-page').then((m) => m.PrivacyPurposesPage),
  ),
  page(paths.blog.path, () => import('@/features/blog/pages/blog-page').then((m) => m.BlogPage)),
  page(paths.blogArticle.path, () =>
    import('@/features/blog/pages/blog-article-page').then((m) => m.BlogArticlePage),
  ),
  page(paths.verification.path, () =>
    import('@/features/verification/pages/verification-page').then((m) => m.VerificationPage),
  ),
  page(paths.error.path, () => import('@/features/content/pages/error-page').then((m) => m.ErrorPage)),
];

const guestOnlyRoutes: RouteObject[] = [
  page(paths.login.path, () => import('@/features/auth/pages/login-page').then((m) => m.LoginPage)),
  page(paths.forgetPassword.path, () =>
    import('@/features/auth/pages/forget-password-page').then((m) => m.ForgetPasswordPage),
  ),
  page(paths.otp.path, () => import('@/features/auth/pages/otp-page').then((m) => m.OtpPage)),
  page(paths.resetPassword.path, () =>
    import('@/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
];

const memberRoutes: RouteObject[] = [
  page(paths.home.path, () => import('@/features/home/home-page').then((m) => m.HomePage)),
  page(paths.reportAmortisasi.path, () =>
    import('@/features/repayment/pages/report-amortisasi-page').then((m) => m.ReportAmortisasiPage),
  ),
  page(paths.historyPinjaman.path, () =>
    import('@/features/loans/pages/history-pinjaman-page').then((m) => m.HistoryPinjamanPage),
  ),
  page(paths.repayment.path, () =>
    import('@/features/repayment/pages/repayment-page').then((m) => m.RepaymentPage),
  ),
  page(paths.salaryReduction.path, () =>
    import('@/features/repayment/pages/salary-reduction-page').then((m) => m.SalaryReductionPage),
  ),
  page(paths.selfPayment.path, () =>
    import('@/features/repayment/pages/self-payment-page').then((m) => m.SelfPaymentPage),
  ),
  page(paths.points.path, () => import('@/features/points/pages/points-page').then((m) => m.PointsPage)),
  page(paths.pointHistory.path, () =>
    import('@/features/points/pages/point-history-page').then((m) => m.PointHistoryPage),
  ),
  page(paths.applicationForm.path, () =>
    import('@/features/application/pages/application-form-page').then((m) => m.ApplicationFormPage),
  ),
  page(paths.applicationFormProcess.path, () =>
    import('@/features/loans/pages/process-page').then((m) => m.ProcessPage),
  ),
  page(paths.applicationFormApproved.path, () =>
    import('@/features/loans/pages/approved-page').then((m) => m.ApprovedPage),
  ),
  page(paths.applicationFormRejected.path, () =>
    import('@/features/loans/pages/rejected-page').then((m) => m.RejectedPage),
  ),
  page(paths.applicationFormCancel.path, () =>
    import('@/features/loans/pages/cancel-page').then((m) => m.CancelPage),
  ),
  page(paths.applicationFormFunding.path, () =>
    import('@/features/loans/pages/funding-page').then((m) => m.FundingPage),
  ),
  page(paths.applicationFormOffer.path, () =>
    import('@/features/loans/pages/offer-page').then((m) => m.OfferPage),
  ),
  page(paths.loanFinished.path, () =>
    import('@/features/loans/pages/finished-loan-page').then((m) => m.FinishedLoanPage),
  ),
  page(
    paths.account.path,
    // A feature never imports another: the reminders section joins the account page here.
    () =>
      Promise.all([
        import('@/features/account/pages/account-page'),
        import('@/features/reminders/components/reminder-settings'),
      ]).then(([account, reminders]) => () => (
        <account.AccountPage sections={<reminders.ReminderSettings />} />
      )),
  ),
  page(paths.accountChange.path, () =>
    import('@/features/account/pages/account-change-page').then((m) => m.AccountChangePage),
  ),
  page(
    paths.accountData.path,
    // The data requests section (correction, deletion) joins the My data page here, like reminders above.
    () =>
      Promise.all([
        import('@/features/account/pages/my-data-page'),
        import('@/features/data-requests/components/data-requests-section'),
      ]).then(([data, requests]) => () => <data.MyDataPage sections={<requests.DataRequestsSection />} />),
  ),
  page(paths.accountKeluar.path, () =>
    import('@/features/resignation/pages/keluar-page').then((m) => m.KeluarPage),
  ),
  page(paths.notification.path, () =>
    import('@/features/notifications/pages/notification-page').then((m) => m.NotificationPage),
  ),
  page(paths.faq.path, () => import('@/features/content/pages/faq-page').then((m) => m.FaqPage)),
  page(paths.simpanan.path, () =>
    import('@/features/savings/pages/simpanan-page').then((m) => m.SimpananPage),
  ),
  page(paths.shu.path, () => import('@/features/savings/pages/shu-page').then((m) => m.ShuPage)),
  page(paths.potonganGaji.path, () =>
    import('@/features/salary-deduction/pages/potongan-gaji-page').then((m) => m.PotonganGajiPage),
  ),
  page(paths.dokumen.path, () =>
    import('@/features/governance/pages/dokumen-page').then((m) => m.DokumenPage),
  ),
];

/**
 * The portal's pages of docs/product/screens.md under the member's layout: public, guest-only and member pages, each its own lazy
 * chunk; unknown paths go to the landing page. The back office is beside it in `routes` (app/routes.tsx).
 */
export const siteRoute: RouteObject = {
  path: '/',
  Component: AppLayout,
  children: [
    ...publicRoutes,
    { Component: GuestOnly, children: guestOnlyRoutes },
    {
      // A former member's read-only archive (ADR 0017): no consent gate, no member page.
      Component: RequireFormerSession,
      children: [
        page(paths.archive.path, () =>
          import('@/features/archive/pages/archive-page').then((m) => m.ArchivePage),
        ),
      ],
    },
    {
      Component: RequireSession,
      children: [
        {
          // A temporary password from ADMIN is replaced first: it travelled by e-mail.
          Component: lazyPage(() =>
            import('@/features/account/components/password-change-gate').then((m) => m.PasswordChangeGate),
          ),
          children: [
            {
              // Terms and privacy versions not yet accepted are asked for before any member page (docs/decisions/0009-consent-versions-and-gate.md).
              Component: lazyPage(() =>
                import('@/features/privacy/components/consent-gate').then((m) => m.ConsentGate),
              ),
              children: memberRoutes,
            },
          ],
        },
      ],
    },
    { path: '*', element: <Navigate to={paths.landing.getHref()} replace /> },
  ],
};

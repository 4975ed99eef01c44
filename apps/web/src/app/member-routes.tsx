import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { pageModules } from './page-modules';

/** The member's pages (SPEC §2), behind the session, password and consent gates of site-routes.tsx. */
export const memberRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    handle: pageModules('features/home/home-page'),
    lazy: () => import('@/features/home/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: paths.reportAmortisasi.path,
    handle: pageModules('features/repayment/pages/report-amortisasi-page'),
    lazy: () =>
      import('@/features/repayment/pages/report-amortisasi-page').then((m) => ({
        Component: m.ReportAmortisasiPage,
      })),
  },
  {
    path: paths.historyPinjaman.path,
    handle: pageModules('features/loans/pages/history-pinjaman-page'),
    lazy: () =>
      import('@/features/loans/pages/history-pinjaman-page').then((m) => ({
        Component: m.HistoryPinjamanPage,
      })),
  },
  {
    path: paths.repayment.path,
    handle: pageModules('features/repayment/pages/repayment-page'),
    lazy: () =>
      import('@/features/repayment/pages/repayment-page').then((m) => ({ Component: m.RepaymentPage })),
  },
  {
    path: paths.salaryReduction.path,
    handle: pageModules('features/repayment/pages/salary-reduction-page'),
    lazy: () =>
      import('@/features/repayment/pages/salary-reduction-page').then((m) => ({
        Component: m.SalaryReductionPage,
      })),
  },
  {
    path: paths.selfPayment.path,
    handle: pageModules('features/repayment/pages/self-payment-page'),
    lazy: () =>
      import('@/features/repayment/pages/self-payment-page').then((m) => ({ Component: m.SelfPaymentPage })),
  },
  {
    path: paths.points.path,
    handle: pageModules('features/points/pages/points-page'),
    lazy: () => import('@/features/points/pages/points-page').then((m) => ({ Component: m.PointsPage })),
  },
  {
    path: paths.pointHistory.path,
    handle: pageModules('features/points/pages/point-history-page'),
    lazy: () =>
      import('@/features/points/pages/point-history-page').then((m) => ({ Component: m.PointHistoryPage })),
  },
  {
    path: paths.applicationForm.path,
    handle: pageModules('features/application/pages/application-form-page'),
    lazy: () =>
      import('@/features/application/pages/application-form-page').then((m) => ({
        Component: m.ApplicationFormPage,
      })),
  },
  {
    path: paths.applicationFormProcess.path,
    handle: pageModules('features/loans/pages/process-page'),
    lazy: () => import('@/features/loans/pages/process-page').then((m) => ({ Component: m.ProcessPage })),
  },
  {
    path: paths.applicationFormApproved.path,
    handle: pageModules('features/loans/pages/approved-page'),
    lazy: () => import('@/features/loans/pages/approved-page').then((m) => ({ Component: m.ApprovedPage })),
  },
  {
    path: paths.applicationFormRejected.path,
    handle: pageModules('features/loans/pages/rejected-page'),
    lazy: () => import('@/features/loans/pages/rejected-page').then((m) => ({ Component: m.RejectedPage })),
  },
  {
    path: paths.applicationFormCancel.path,
    handle: pageModules('features/loans/pages/cancel-page'),
    lazy: () => import('@/features/loans/pages/cancel-page').then((m) => ({ Component: m.CancelPage })),
  },
  {
    path: paths.applicationFormFunding.path,
    handle: pageModules('features/loans/pages/funding-page'),
    lazy: () => import('@/features/loans/pages/funding-page').then((m) => ({ Component: m.FundingPage })),
  },
  {
    path: paths.applicationFormOffer.path,
    handle: pageModules('features/loans/pages/offer-page'),
    lazy: () => import('@/features/loans/pages/offer-page').then((m) => ({ Component: m.OfferPage })),
  },
  {
    path: paths.loanFinished.path,
    handle: pageModules('features/loans/pages/finished-loan-page'),
    lazy: () =>
      import('@/features/loans/pages/finished-loan-page').then((m) => ({ Component: m.FinishedLoanPage })),
  },
  {
    path: paths.account.path,
    handle: pageModules(
      'features/account/pages/account-page',
      'features/reminders/components/reminder-settings',
    ),
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
    handle: pageModules('features/account/pages/account-change-page'),
    lazy: () =>
      import('@/features/account/pages/account-change-page').then((m) => ({
        Component: m.AccountChangePage,
      })),
  },
  {
    path: paths.accountData.path,
    handle: pageModules(
      'features/account/pages/my-data-page',
      'features/data-requests/components/data-requests-section',
    ),
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
    handle: pageModules('features/resignation/pages/keluar-page'),
    lazy: () => import('@/features/resignation/pages/keluar-page').then((m) => ({ Component: m.KeluarPage })),
  },
  {
    path: paths.notification.path,
    handle: pageModules('features/notifications/pages/notification-page'),
    lazy: () =>
      import('@/features/notifications/pages/notification-page').then((m) => ({
        Component: m.NotificationPage,
      })),
  },
  {
    path: paths.faq.path,
    handle: pageModules('features/content/pages/faq-page'),
    lazy: () => import('@/features/content/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
  },
  {
    path: paths.simpanan.path,
    handle: pageModules('features/savings/pages/simpanan-page'),
    lazy: () => import('@/features/savings/pages/simpanan-page').then((m) => ({ Component: m.SimpananPage })),
  },
  {
    path: paths.shu.path,
    handle: pageModules('features/savings/pages/shu-page'),
    lazy: () => import('@/features/savings/pages/shu-page').then((m) => ({ Component: m.ShuPage })),
  },
  {
    path: paths.dokumen.path,
    handle: pageModules('features/governance/pages/dokumen-page'),
    lazy: () =>
      import('@/features/governance/pages/dokumen-page').then((m) => ({ Component: m.DokumenPage })),
  },
];

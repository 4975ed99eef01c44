import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { AppSkeleton } from './app-skeleton';
import { GuestOnly, RequireFormerSession, RequireSession } from './guards';
import { AppLayout } from './layout/app-layout';
import { memberRoutes } from './member-routes';
import { pageModules } from './page-modules';
import { RouteError } from './route-error';

const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle: pageModules('features/content/landing-page'),
    lazy: () => import('@/features/content/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: paths.about.path,
    handle: pageModules('features/content/pages/static-page'),
    lazy: () => import('@/features/content/pages/static-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: paths.organisation.path,
    handle: pageModules('features/content/pages/organisation-page'),
    lazy: () =>
      import('@/features/content/pages/organisation-page').then((m) => ({ Component: m.OrganisationPage })),
  },
  {
    path: paths.terms.path,
    handle: pageModules('features/content/pages/static-page'),
    lazy: () => import('@/features/content/pages/static-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: paths.privacy.path,
    handle: pageModules('features/content/pages/static-page'),
    lazy: () => import('@/features/content/pages/static-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: paths.privasi.path,
    handle: pageModules('features/privacy/pages/privacy-page'),
    lazy: () =>
      import('@/features/privacy/pages/privacy-page').then((m) => ({ Component: m.PrivacyPurposesPage })),
  },
  {
    path: paths.blog.path,
    handle: pageModules('features/blog/pages/blog-page'),
    lazy: () => import('@/features/blog/pages/blog-page').then((m) => ({ Component: m.BlogPage })),
  },
  {
    path: paths.blogArticle.path,
    handle: pageModules('features/blog/pages/blog-article-page'),
    lazy: () =>
      import('@/features/blog/pages/blog-article-page').then((m) => ({ Component: m.BlogArticlePage })),
  },
  {
    path: paths.verification.path,
    handle: pageModules('features/verification/pages/verification-page'),
    lazy: () =>
      import('@/features/verification/pages/verification-page').then((m) => ({
        Component: m.VerificationPage,
      })),
  },
  {
    path: paths.error.path,
    handle: pageModules('features/content/pages/error-page'),
    lazy: () => import('@/features/content/pages/error-page').then((m) => ({ Component: m.ErrorPage })),
  },
];

const guestOnlyRoutes: RouteObject[] = [
  {
    path: paths.login.path,
    handle: pageModules('features/auth/pages/login-page'),
    lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: paths.forgetPassword.path,
    handle: pageModules('features/auth/pages/forget-password-page'),
    lazy: () =>
      import('@/features/auth/pages/forget-password-page').then((m) => ({ Component: m.ForgetPasswordPage })),
  },
  {
    path: paths.otp.path,
    handle: pageModules('features/auth/pages/otp-page'),
    lazy: () => import('@/features/auth/pages/otp-page').then((m) => ({ Component: m.OtpPage })),
  },
  {
    path: paths.resetPassword.path,
    handle: pageModules('features/auth/pages/reset-password-page'),
    lazy: () =>
      import('@/features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
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
          handle: pageModules('features/archive/pages/archive-page'),
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
          handle: pageModules('features/account/components/password-change-gate'),
          lazy: () =>
            import('@/features/account/components/password-change-gate').then((m) => ({
              Component: m.PasswordChangeGate,
            })),
          children: [
            {
              // Terms and privacy versions not yet accepted are asked for before any member page (docs/decisions/0009-consent-versions-and-gate.md).
              handle: pageModules('features/privacy/components/consent-gate'),
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

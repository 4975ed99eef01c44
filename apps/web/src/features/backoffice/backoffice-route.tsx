import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@/components/page-skeleton';

const BackofficeApp = lazy(() => import('./backoffice-app').then((m) => ({ default: m.BackofficeApp })));

/**
 * The /admin/* route's component: a tiny chunk that loads the back office. The member entry then lists only
 * this file among its lazy imports, not the back office's many dependencies.
 */
export function BackofficeRoute() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <BackofficeApp />
    </Suspense>
  );
}

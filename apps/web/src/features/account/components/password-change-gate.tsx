import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { useSession } from '@/lib/session';

const TemporaryPasswordRequest = lazy(() =>
  import('./temporary-password-request').then((m) => ({ default: m.TemporaryPasswordRequest })),
);

/**
 * Before the member area: a member signed in with the temporary password ADMIN sent by e-mail replaces it first
 * (the same Ubah Password dialog, then a new sign-in). Every other member page waits until then.
 */
export function PasswordChangeGate() {
  const user = useSession()?.user;
  if (!user?.mustChangePassword) return <Outlet />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <TemporaryPasswordRequest memberId={user.id} />
    </Suspense>
  );
}

import Box from '@mui/material/Box';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useLogoutConfirm } from '@/components/use-logout-confirm';
import { useRefreshStoredUser } from '@/lib/current-user';
import { useScrollRestoration } from '@/lib/scroll-restoration';
import { useSession } from '@/lib/session';
import { useNavigationPending } from '../browser-router';
import { Footer } from './footer';
import { Header } from './header';
import { LazyNavDrawer } from './lazy-overlays';
import { getFooterItems, guestHeaderItems, memberHeaderItems } from './nav-items';
import { SkipLink } from './skip-link';
import { useLoanGate } from './use-loan-gate';

/**
 * The frame of every page: skip link, header, mobile drawer, main content, footer, and the loading bar while a
 * navigation waits for its page's code. A new route starts at the top, back and forward return to where the page
 * was left (lib/scroll-restoration.ts).
 */
export function AppLayout() {
  const session = useSession();
  const isNavigating = useNavigationPending();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const loanGate = useLoanGate();
  const logoutConfirm = useLogoutConfirm();
  useRefreshStoredUser();
  useScrollRestoration();

  const memberName = session?.user.name ?? null;
  const items = session ? memberHeaderItems : guestHeaderItems;
  const shared = {
    items,
    memberName,
    onLoanClick: loanGate.onLoanClick,
    onLogout: logoutConfirm.requestLogout,
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink />
      <Header
        {...shared}
        onOpenDrawer={() => {
          setDrawerOpen(true);
          setHasOpenedDrawer(true);
        }}
        isDrawerOpen={isDrawerOpen}
      />
      {hasOpenedDrawer && (
        <Suspense fallback={null}>
          <LazyNavDrawer {...shared} open={isDrawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      {isNavigating && (
        <Box
          role="progressbar"
          aria-label="Memuat halaman"
          sx={{
            position: 'fixed',
            top: 0,
            left: 0,
            right: 0,
            height: 3,
            zIndex: 2000,
            bgcolor: 'primary.main',
          }}
        />
      )}
      {/* At least a screen tall, so the footer starts below the fold: a page whose content grows as its data or
          fonts arrive moves nothing the visitor can see (Lighthouse CLS 0.385 on /about came from the footer). */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: '100dvh', outline: 'none' }}
      >
        <Outlet />
      </Box>
      <Footer items={getFooterItems(session !== null)} onLoanClick={loanGate.onLoanClick} />
      {loanGate.dialog}
      {logoutConfirm.dialog}
    </Box>
  );
}

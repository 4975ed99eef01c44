import { lazy } from 'react';

// Drawers and menus (MUI Modal, Popover, transitions) load on first use, outside the first chunk; dialogs likewise
// (components/lazy-dialogs.tsx).
export const LazyNavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));
export const LazyAccountMenuPopup = lazy(() =>
  import('./account-menu-popup').then((m) => ({ default: m.AccountMenuPopup })),
);

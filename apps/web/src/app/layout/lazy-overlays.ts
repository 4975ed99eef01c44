import { lazy } from 'react';

// Drawers, menus and dialogs (MUI Modal, Popover, transitions) load on first use, outside the first chunk.
export const LazyNavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));
export const LazyAccountMenuPopup = lazy(() =>
  import('./account-menu-popup').then((m) => ({ default: m.AccountMenuPopup })),
);
export const LazyMessageDialog = lazy(() =>
  import('@/components/message-dialog').then((m) => ({ default: m.MessageDialog })),
);
export const LazyConfirmDialog = lazy(() =>
  import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

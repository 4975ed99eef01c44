import { Suspense, useState } from 'react';
import { logout } from '@/lib/logout';
import { LazyConfirmDialog, useHasBeenTrue } from './lazy-dialogs';

/**
 * Logout anywhere asks first (docs/product/screens.md Account): the header's, the account page's and the back
 * office's Logout, each with what its Ya does (`onConfirm`, the member's logout unless given). The dialog's code
 * loads when it is first asked for.
 */
export function useLogoutConfirm(onConfirm: () => Promise<unknown> = logout) {
  const [isOpen, setOpen] = useState(false);
  const hasOpened = useHasBeenTrue(isOpen);
  const dialog = hasOpened && (
    <Suspense fallback={null}>
      <LazyConfirmDialog
        open={isOpen}
        title="Logout"
        message="Apakah yakin ingin logout ?"
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
      />
    </Suspense>
  );
  return { requestLogout: () => setOpen(true), dialog };
}

import { Suspense, useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-dialogs';
import { logout } from '@/lib/logout';

/** Logout anywhere asks first (docs/product/screens.md Account). */
export function useLogoutConfirm() {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const dialog = hasOpened && (
    <Suspense fallback={null}>
      <LazyConfirmDialog
        open={isOpen}
        title="Logout"
        message="Apakah yakin ingin logout ?"
        onCancel={() => setOpen(false)}
        onConfirm={logout}
      />
    </Suspense>
  );
  const requestLogout = () => {
    setOpen(true);
    setHasOpened(true);
  };
  return { requestLogout, dialog };
}

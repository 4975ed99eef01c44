import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { LazyAccountMenuPopup } from './lazy-overlays';

/** The account link of the member header: name, then a menu with profile and Logout. */
export function AccountMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
        sx={{ maxWidth: 220 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <LazyAccountMenuPopup
            id={`${id}-menu`}
            buttonId={`${id}-button`}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}

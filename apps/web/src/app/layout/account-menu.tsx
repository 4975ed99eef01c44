import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { MemberAvatar } from '@/features/account/components/member-avatar';
import { useSession } from '@/lib/session';
import { LazyAccountMenuPopup } from './lazy-overlays';

/** The account link of the member header: name, then a menu with profile and Logout. */
export function AccountMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const image = useSession()?.user.image;
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
        sx={{ maxWidth: 220, gap: 1 }}
      >
        {/* A child, not the startIcon: the startIcon slot sizes its first child's font for an icon (20 px), which
            made the initials too big for a 28 px circle and clipped them. */}
        <MemberAvatar name={name} image={image} size={28} />
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

import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useRef } from 'react';
import { RouterLink, RouterNavLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { MemberAvatar } from '@/features/account/components/member-avatar';
import { useSession } from '@/lib/session';
import type { NavItem } from './nav-items';
import { SignInLink } from './sign-in-link';

type NavDrawerProps = {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  memberName: string | null;
  onLoanClick: (event: MouseEvent, openDialog: (show: () => void) => void) => void;
  onLogout: () => void;
};

/** The mobile menu: mirrors the header for the same audience. */
export function NavDrawer({ open, onClose, items, memberName, onLoanClick, onLogout }: NavDrawerProps) {
  const isLoggedIn = memberName !== null;
  const image = useSession()?.user.image;
  // A dialog asked for from the menu (Logout's question, the Loan link's Info) opens once the menu has slid away: a
  // dialog opened while the drawer's Modal is still closing could be left aria-hidden by MUI's modal manager (seen
  // on a phone in e2e), out of reach of a screen reader. One asked for after that (the Loan link waiting for the
  // member's status) opens at once.
  const hasExited = useRef(!open);
  const pendingDialog = useRef<(() => void) | null>(null);
  const openDialog = (show: () => void) => {
    if (hasExited.current) show();
    else pendingDialog.current = show;
  };
  const beforeOpen = () => {
    hasExited.current = false;
  };
  const afterClose = () => {
    hasExited.current = true;
    const show = pendingDialog.current;
    pendingDialog.current = null;
    show?.();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280 } }, transition: { onEnter: beforeOpen, onExited: afterClose } }}
    >
      <nav id="mobile-navigation" aria-label="Navigasi seluler">
        {isLoggedIn && (
          <Stack direction="row" spacing={1.5} sx={{ px: 2, pt: 2, alignItems: 'center' }}>
            <MemberAvatar name={memberName} image={image} size={36} />
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {memberName}
            </Typography>
          </Stack>
        )}
        <List>
          {items.map((item) => (
            <ListItemButton
              key={item.href}
              component={RouterNavLink}
              to={item.href}
              onClick={(event: MouseEvent) => {
                if (item.isLoan) onLoanClick(event, openDialog);
                onClose();
              }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        {isLoggedIn ? (
          <List>
            <ListItemButton component={RouterLink} to={paths.notification.getHref()} onClick={onClose}>
              <ListItemText primary="Notifikasi" />
            </ListItemButton>
            <ListItemButton component={RouterLink} to={paths.account.getHref()} onClick={onClose}>
              <ListItemText primary="Akun" />
            </ListItemButton>
            <ListItemButton
              onClick={() => {
                openDialog(onLogout);
                onClose();
              }}
            >
              <ListItemText primary="Logout" />
            </ListItemButton>
          </List>
        ) : (
          <SignInLink onClick={onClose} sx={{ m: 2, width: 'calc(100% - 32px)' }} />
        )}
      </nav>
    </Drawer>
  );
}

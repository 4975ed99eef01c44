import MenuIcon from '@mui/icons-material/Menu';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { MouseEvent } from 'react';
import { RouterLink, RouterNavLink } from '@/components/router-link';
import { paths } from '@/config/paths';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { AccountMenu } from './account-menu';
import { BrandLink } from './brand-link';
import type { NavItem } from './nav-items';
import { SignInLink } from './sign-in-link';

type HeaderProps = {
  items: NavItem[];
  memberName: string | null;
  onLoanClick: (event: MouseEvent) => void;
  onLogout: () => void;
  onOpenDrawer: () => void;
  isDrawerOpen: boolean;
};

const desktopOnly = { display: { xs: 'none', md: 'flex' } } as const;

export function Header({
  items,
  memberName,
  onLoanClick,
  onLogout,
  onOpenDrawer,
  isDrawerOpen,
}: HeaderProps) {
  const isLoggedIn = memberName !== null;
  const unread = useUnreadCount(isLoggedIn).data ?? 0;
  return (
    <AppBar position="sticky" component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <BrandLink href={isLoggedIn ? paths.home.getHref() : paths.landing.getHref()} />
          <Box
            component="nav"
            aria-label="Navigasi utama"
            sx={{ ...desktopOnly, gap: 0.5, ml: 3, flexGrow: 1 }}
          >
            {items.map((item) => (
              <Button
                key={item.href}
                component={RouterNavLink}
                to={item.href}
                color="inherit"
                onClick={item.isLoan ? onLoanClick : undefined}
                sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          {isLoggedIn && (
            <IconButton
              component={RouterLink}
              to={paths.notification.getHref()}
              aria-label={unread > 0 ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi'}
              color="inherit"
            >
              <Badge badgeContent={unread} color="error" max={99}>
                <NotificationsOutlined />
              </Badge>
            </IconButton>
          )}
          <Box sx={desktopOnly}>
            {isLoggedIn ? <AccountMenu name={memberName} onLogout={onLogout} /> : <SignInLink />}
          </Box>
          <IconButton
            aria-label="Buka menu navigasi"
            aria-expanded={isDrawerOpen}
            aria-controls="mobile-navigation"
            onClick={onOpenDrawer}
            color="inherit"
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
    </AppBar>
  );
}

import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { useLogoutConfirm } from '@/components/use-logout-confirm';
import { paths } from '@/config/paths';
import { usePublicSettings } from '@/lib/public-settings';
import { useScrollRestoration } from '@/lib/scroll-restoration';
import { clearStaffSession, useStaffSession } from '@/lib/session';
import { describeStaffRole } from '@/lib/staff-roles';
import { logoutStaff } from '../api/logout-staff';
import { listNavItemsFor, type StaffNavItem } from '../lib/nav-items';
import { StaffNav } from './staff-nav';

const DRAWER_WIDTH = 264;

/**
 * The back-office frame: app bar (coop, 'Back Office', staff, logout), role-based side navigation, content.
 * `navItems` is the menu app/staff-routes.tsx derives from its route table.
 */
export function StaffLayout({ navItems }: { navItems: readonly StaffNavItem[] }) {
  const session = useStaffSession();
  const { data: settings } = usePublicSettings();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const logoutConfirm = useLogoutConfirm(leaveBackOffice);
  useScrollRestoration();
  if (!session) return null;
  const { staff } = session;
  const items = listNavItemsFor(navItems, staff.role);
  const who = `${staff.name} · ${staff.jobTitle ?? describeStaffRole(staff.role)}`;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppBar position="fixed" color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Buka menu"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
              {settings?.coopShortName ?? settings?.coopName ?? ''}
            </Typography>
            <Typography component="p" variant="body2" sx={{ lineHeight: 1.2 }}>
              Back Office
            </Typography>
          </Box>
          <Typography
            component="p"
            variant="body2"
            sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right' }}
            data-testid="staff-identity"
          >
            {who}
          </Typography>
          <Button color="inherit" startIcon={<Logout />} onClick={logoutConfirm.requestLogout}>
            Logout
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="nav" aria-label="Menu back office" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: 0 }}>
        <Drawer
          variant="temporary"
          open={isDrawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <StaffNav items={items} who={who} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Toolbar />
          <StaffNav items={items} />
        </Drawer>
      </Box>
      <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Box>
      {logoutConfirm.dialog}
    </Box>
  );
}

async function leaveBackOffice() {
  try {
    await logoutStaff();
  } catch {
    // The local session goes regardless: the staff member asked to leave.
  }
  clearStaffSession();
  window.location.assign(paths.staff.login.getHref());
}

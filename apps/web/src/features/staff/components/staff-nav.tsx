import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { RouterNavLink } from '@/components/router-link';
import type { StaffNavItem } from '../lib/nav-items';

type StaffNavProps = {
  items: readonly StaffNavItem[];
  /** Shown at the top of the phone drawer, where the app bar has no room for it. */
  who?: string;
  onNavigate?: () => void;
};

/** The role's menu entries as links; the current one is marked for screen readers by NavLink. */
export function StaffNav({ items, who, onNavigate }: StaffNavProps) {
  return (
    <>
      {who && (
        <>
          <Typography sx={{ px: 2, py: 2, fontWeight: 600 }}>{who}</Typography>
          <Divider />
        </>
      )}
      <List>
        {items.map((item) => (
          // A <ul> may only hold <li>: each link sits in its own list item.
          <ListItem key={item.href} disablePadding>
            <ListItemButton
              component={RouterNavLink}
              to={item.href}
              onClick={onNavigate}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

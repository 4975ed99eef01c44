import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { RouterLink } from '@/components/router-link';
import { paths } from '@/config/paths';

type AccountMenuPopupProps = {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
};

export function AccountMenuPopup({ id, buttonId, anchor, onClose, onLogout }: AccountMenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      <MenuItem component={RouterLink} to={paths.account.getHref()} onClick={onClose}>
        Akun
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}

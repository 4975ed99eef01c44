import Chip from '@mui/material/Chip';

/** Active or resigned, as a chip (text, not colour alone, carries the meaning). */
export function MemberStatusChip({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Chip size="small" color="success" label="Aktif" />
  ) : (
    <Chip size="small" label="Keluar (resign)" />
  );
}

import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/** A table that scrolls sideways on phones; the scroll area is focusable and named for keyboard users. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ overflowX: 'auto' }}
    >
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}

import type { SxProps, Theme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { ScrollTable } from '@/components/staff/scroll-table';

export type StaffColumn<T> = { header: string; cell: (item: T) => ReactNode; sx?: SxProps<Theme> };

type StaffDataTableProps<T> = {
  label: string;
  items: readonly T[];
  columns: readonly StaffColumn<T>[];
  /** Makes the whole row clickable (a button inside the row must still do the same for keyboard users). */
  onRowClick?: (item: T) => void;
};

/** A back-office list table (header row, one hover row per item); nothing when there are no items. */
export function StaffDataTable<T extends { id: number }>({
  label,
  items,
  columns,
  onRowClick,
}: StaffDataTableProps<T>) {
  if (items.length === 0) return null;
  return (
    <ScrollTable label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header}>{column.header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow
            key={item.id}
            hover
            onClick={onRowClick && (() => onRowClick(item))}
            sx={onRowClick ? { cursor: 'pointer' } : undefined}
          >
            {columns.map((column) => (
              <TableCell key={column.header} sx={column.sx}>
                {column.cell(item)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

import type { ApprovalQueueItem } from '@kopkar/domain';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MoneyText } from '@/components/money-text';
import { RouterLink } from '@/components/router-link';
import { QueueState } from '@/components/staff/queue-state';
import { ScrollTable } from '@/components/staff/scroll-table';

/** The columns every application queue shows, whatever the desk. */
export type QueuedApplication = Pick<
  ApprovalQueueItem,
  'id' | 'ApprovalNo' | 'memberName' | 'NIK' | 'FinancePurpose' | 'LoanAmount' | 'Tenor'
>;

type ApplicationQueueProps<T extends QueuedApplication> = {
  title: string;
  queue: { data?: T[]; isLoading: boolean; error: unknown };
  emptyText: string;
  emptyHint: string;
  /** Accessible name of the table. */
  tableLabel: string;
  linkTo: (item: T) => string;
  /** Header cells of the desk's own columns, after Tenor. */
  extraHead: ReactNode;
  /** The desk's own cells, in the order of extraHead. */
  renderExtraCells: (item: T) => ReactNode;
  /** Marks beside the application number (e.g. an accepted counter-offer). */
  renderBadges?: (item: T) => ReactNode;
  rowSx?: (item: T) => SxProps<Theme> | undefined;
};

/** A back-office work queue of loan applications: heading, loading/error/empty states and the table. */
export function ApplicationQueue<T extends QueuedApplication>({
  title,
  queue,
  emptyText,
  emptyHint,
  tableLabel,
  linkTo,
  extraHead,
  renderExtraCells,
  renderBadges,
  rowSx,
}: ApplicationQueueProps<T>) {
  const items = queue.data ?? [];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <section aria-busy={queue.isLoading} aria-live="polite">
        <QueueState
          isLoading={queue.isLoading}
          error={queue.error}
          isEmpty={items.length === 0}
          emptyText={emptyText}
          emptyHint={emptyHint}
        />
        {items.length > 0 && (
          <ScrollTable label={tableLabel}>
            <TableHead>
              <TableRow>
                <TableCell>No. Pengajuan</TableCell>
                <TableCell>Anggota</TableCell>
                <TableCell>Tujuan</TableCell>
                <TableCell align="right">Jumlah</TableCell>
                <TableCell align="right">Tenor</TableCell>
                {extraHead}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} hover sx={rowSx?.(item)}>
                  <TableCell>
                    <Link component={RouterLink} to={linkTo(item)} sx={{ fontWeight: 600 }}>
                      {item.ApprovalNo}
                    </Link>
                    {renderBadges?.(item)}
                  </TableCell>
                  <TableCell>
                    {item.memberName}
                    <Typography variant="body2" color="text.secondary">
                      NIK {item.NIK}
                    </Typography>
                  </TableCell>
                  <TableCell>{item.FinancePurpose}</TableCell>
                  <TableCell align="right">
                    <MoneyText amount={item.LoanAmount} variant="body2" />
                  </TableCell>
                  <TableCell align="right">{item.Tenor} bln</TableCell>
                  {renderExtraCells(item)}
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        )}
      </section>
    </>
  );
}

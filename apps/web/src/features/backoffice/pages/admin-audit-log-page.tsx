import { formatDateTime } from '@kopkar/domain';
import Button from '@mui/material/Button';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '@/components/page-title';
import { type AuditFilter, useAuditLog } from '../api/admin-audit-log';
import type { AuditEntry } from '../api/admin-types';
import { AdminAuditDialog } from '../components/admin-audit-dialog';
import { AdminAuditFilters, emptyAuditCriteria } from '../components/admin-audit-filters';
import { AdminPager } from '../components/admin-pager';
import { QueueState } from '../components/queue-state';
import { ScrollTable } from '../components/scroll-table';
import { describeAuditActor } from '../lib/admin-audit';

const PAGE_SIZE = 20;

/** /admin/audit-log (ADMIN): every back-office action, newest first; a row opens its before/after. */
export function AdminAuditLogPage() {
  usePageTitle('Log Audit · Back Office');
  const [filter, setFilter] = useState<AuditFilter>({ ...emptyAuditCriteria, page: 1, pageSize: PAGE_SIZE });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const log = useAuditLog(filter);
  const data = log.data;
  const items = data?.items ?? [];
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Log Audit
      </Typography>
      <AdminAuditFilters onApply={(criteria) => setFilter({ ...criteria, page: 1, pageSize: PAGE_SIZE })} />
      <section aria-busy={log.isLoading} aria-live="polite">
        <QueueState
          isLoading={log.isLoading}
          error={log.error}
          isEmpty={items.length === 0}
          emptyText="Tidak ada catatan audit"
          emptyHint="Ubah atau reset filter untuk melihat catatan lain."
        />
        {items.length > 0 && data && (
          <>
            <ScrollTable label="Catatan audit">
              <TableHead>
                <TableRow>
                  <TableCell>Waktu</TableCell>
                  <TableCell>Pelaku</TableCell>
                  <TableCell>Aksi</TableCell>
                  <TableCell>Entitas</TableCell>
                  <TableCell>Detail</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((entry) => (
                  <TableRow key={entry.id} hover onClick={() => setOpen(entry)} sx={{ cursor: 'pointer' }}>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {formatDateTime(entry.createdAt)}
                    </TableCell>
                    <TableCell>{describeAuditActor(entry)}</TableCell>
                    <TableCell>{entry.action}</TableCell>
                    <TableCell>
                      {entry.entity}
                      {entry.entityId ? ` #${entry.entityId}` : ''}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        onClick={(event) => {
                          event.stopPropagation();
                          setOpen(entry);
                        }}
                        aria-label={`Lihat detail ${entry.action} #${entry.id}`}
                      >
                        Lihat
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
            <AdminPager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => setFilter((current) => ({ ...current, page }))}
            />
          </>
        )}
      </section>
      <AdminAuditDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}

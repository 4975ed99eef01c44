import type { AuditEntry } from '@kopkar/domain';
import { describeAuditAction, formatDateTime } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '@/components/page-title';
import { StaffDataTable } from '@/components/staff/staff-data-table';
import { StaffListSection } from '@/components/staff/staff-list-section';
import { type AuditFilter, useAuditLog } from '../api/get-audit-log';
import { StaffAuditDialog } from '../components/staff-audit-dialog';
import { emptyAuditCriteria, StaffAuditFilters } from '../components/staff-audit-filters';
import { describeAuditActor, describeAuditSubject } from '../lib/staff-audit';

const PAGE_SIZE = 20;

/** /admin/audit-log (ADMIN): every recorded action, newest first, in words; a row opens what changed. */
export function StaffAuditLogPage() {
  usePageTitle('Log Audit · Back Office');
  const [filter, setFilter] = useState<AuditFilter>({ ...emptyAuditCriteria, page: 1, pageSize: PAGE_SIZE });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const log = useAuditLog(filter);
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Log Audit
      </Typography>
      <StaffAuditFilters onApply={(criteria) => setFilter({ ...criteria, page: 1, pageSize: PAGE_SIZE })} />
      <StaffListSection
        list={log}
        emptyText="Tidak ada catatan audit"
        emptyHint="Ubah atau reset filter untuk melihat catatan lain."
        onPage={(page) => setFilter((current) => ({ ...current, page }))}
      >
        <StaffDataTable
          label="Catatan audit"
          items={log.data?.items ?? []}
          onRowClick={setOpen}
          columns={[
            {
              header: 'Waktu',
              cell: (entry) => formatDateTime(entry.createdAt),
              sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
            },
            { header: 'Pelaku', cell: describeAuditActor },
            { header: 'Aksi', cell: (entry) => describeAuditAction(entry.action) },
            { header: 'Data', cell: describeAuditSubject },
            {
              header: 'Detail',
              cell: (entry) => (
                <Button
                  size="small"
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpen(entry);
                  }}
                  aria-label={`Lihat detail ${describeAuditAction(entry.action)} #${entry.id}`}
                >
                  Lihat
                </Button>
              ),
            },
          ]}
        />
      </StaffListSection>
      <StaffAuditDialog entry={open} onClose={() => setOpen(null)} />
    </>
  );
}

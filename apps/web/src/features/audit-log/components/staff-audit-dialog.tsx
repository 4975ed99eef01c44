import type { AuditEntry } from '@kopkar/domain';
import { describeAuditAction, formatDateTime } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FactList } from '@/components/staff/section-card';
import { listAuditChanges } from '../lib/audit-fields';
import { describeAuditActor, describeAuditSubject } from '../lib/staff-audit';

const valueCell = { whiteSpace: 'pre-line', overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

/** The stored fields as a table: field, before, after — each in words, money and dates as people read them. */
function AuditChanges({ entry }: { entry: AuditEntry }) {
  const id = useId();
  const rows = listAuditChanges(entry.entity, entry.before, entry.after);
  return (
    <>
      <Typography id={id} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 2, mb: 1 }}>
        Rincian perubahan
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2">Tidak ada rincian yang dicatat.</Typography>
      ) : (
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Data
              </TableCell>
              <TableCell component="th" scope="col">
                Sebelum
              </TableCell>
              <TableCell component="th" scope="col">
                Sesudah
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ verticalAlign: 'top', fontWeight: 600, minWidth: '8rem' }}
                >
                  {row.label}
                </TableCell>
                <TableCell sx={valueCell}>{row.before}</TableCell>
                <TableCell sx={valueCell}>{row.after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

/** One audit entry: who, what, about which record, when, and what changed as labelled fields. */
export function StaffAuditDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open={entry !== null} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="md" fullWidth>
      {entry && (
        <>
          <DialogTitle id={`${id}-title`}>Log audit #{entry.id}</DialogTitle>
          {/* A long change list scrolls inside the content: focusable so keyboard users can scroll it too. */}
          <DialogContent tabIndex={0} role="region" aria-label={`Isi log audit #${entry.id}`}>
            <FactList
              facts={[
                ['Waktu', formatDateTime(entry.createdAt)],
                ['Pelaku', describeAuditActor(entry)],
                ['Aksi', describeAuditAction(entry.action)],
                ['Data', describeAuditSubject(entry)],
              ]}
            />
            <AuditChanges entry={entry} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              Tutup
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

import type { AuditEntry } from '@kopkar/domain';
import { formatDateTime } from '@kopkar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FactList } from '@/components/staff/section-card';
import { describeAuditActor } from '../lib/admin-audit';

const prettyJson = (value: unknown) =>
  value === null || value === undefined ? '–' : JSON.stringify(value, null, 2);

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 2, mb: 1 }}>
        {title}
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {prettyJson(value)}
      </Typography>
    </>
  );
}

/** One audit entry: who, what, when, and the before/after JSON pretty-printed. */
export function AdminAuditDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open={entry !== null} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="md" fullWidth>
      {entry && (
        <>
          <DialogTitle id={`${id}-title`}>Log audit #{entry.id}</DialogTitle>
          {/* Long JSON scrolls inside the content: focusable so keyboard users can scroll it too. */}
          <DialogContent tabIndex={0} role="region" aria-label={`Isi log audit #${entry.id}`}>
            <FactList
              facts={[
                ['Waktu', formatDateTime(entry.createdAt)],
                ['Pelaku', describeAuditActor(entry)],
                ['Aksi', entry.action],
                ['Entitas', `${entry.entity}${entry.entityId ? ` #${entry.entityId}` : ''}`],
              ]}
            />
            <JsonBlock title="Sebelum" value={entry.before} />
            <JsonBlock title="Sesudah" value={entry.after} />
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

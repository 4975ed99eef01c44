import { HR_IMPORT_FIELD_LABELS, type HrImportOutcome, type HrImportReport } from '@kopkar/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ScrollTable } from '@/components/staff/scroll-table';
import { FactList } from '@/components/staff/section-card';

/** More rows than this are summarised, not drawn (a file may hold 10.000). */
const MAX_ROWS_SHOWN = 500;

const OUTCOMES: Record<HrImportOutcome, { label: string; color: 'success' | 'info' | 'default' | 'error' }> =
  {
    create: { label: 'Baru', color: 'success' },
    update: { label: 'Diperbarui', color: 'info' },
    unchanged: { label: 'Tetap', color: 'default' },
    rejected: { label: 'Ditolak', color: 'error' },
  };

/** The counts of a preview or an apply, as label/value pairs. */
export function ImportSummary({ report }: { report: HrImportReport }) {
  const { created, updated, unchanged, rejected } = report.summary;
  return (
    <FactList
      facts={[
        ['Baru', created],
        ['Diperbarui', updated],
        ['Tetap', unchanged],
        ['Ditolak', rejected],
      ]}
    />
  );
}

/** Each row with its action and, for rejected rows (highlighted), the reasons. */
export function ImportRowsTable({ report }: { report: HrImportReport }) {
  const rows = report.rows.slice(0, MAX_ROWS_SHOWN);
  return (
    <Stack spacing={1}>
      <ScrollTable label="Baris impor">
        <TableHead>
          <TableRow>
            <TableCell>Baris</TableCell>
            <TableCell>NIK</TableCell>
            <TableCell>Tindakan</TableCell>
            <TableCell>Keterangan</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const outcome = OUTCOMES[row.outcome];
            const isRejected = row.outcome === 'rejected';
            return (
              <TableRow
                key={row.line}
                sx={isRejected ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}
              >
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.line}</TableCell>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{row.nik || '–'}</TableCell>
                <TableCell>
                  <Chip size="small" color={outcome.color} label={outcome.label} />
                </TableCell>
                <TableCell sx={{ minWidth: '14rem' }}>
                  {isRejected ? (
                    <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
                      {row.errors.map((error) => (
                        <li key={`${error.path}-${error.message}`}>
                          <Typography variant="body2" color="error.dark">
                            {error.path ? `${HR_IMPORT_FIELD_LABELS[error.path] ?? error.path}: ` : ''}
                            {error.message}
                          </Typography>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {row.changes.length > 0 ? `Berubah: ${row.changes.join(', ')}` : '–'}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </ScrollTable>
      {report.rows.length > MAX_ROWS_SHOWN && (
        <Typography variant="body2" color="text.secondary">
          Menampilkan {MAX_ROWS_SHOWN} dari {report.rows.length} baris.
        </Typography>
      )}
    </Stack>
  );
}

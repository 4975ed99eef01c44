import type { DocumentVerification } from '@kopkar/domain';
import { formatDate } from '@kopkar/domain';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

type VerifiedDocumentProps = { document: DocumentVerification; coopName: string | undefined };

/**
 * What the register holds about the document, for the person holding the paper to compare line by line: its
 * number, kind, date, the holder's masked name and its key figures. Nothing else is known to this page.
 */
export function VerifiedDocument({ document, coopName }: VerifiedDocumentProps) {
  const rows = [
    { label: 'Nomor dokumen', value: document.number },
    { label: 'Jenis dokumen', value: document.kind },
    { label: 'Tanggal terbit', value: formatDate(document.issuedOn) },
    { label: 'Atas nama', value: document.holder },
    ...document.figures,
  ];
  return (
    <>
      <Alert severity="success" role="status" icon={<VerifiedOutlined />} sx={{ mb: 3 }}>
        <AlertTitle>Dokumen asli</AlertTitle>
        Dokumen ini diterbitkan oleh {coopName ?? 'koperasi'} dan tercatat dengan data di bawah. Cocokkan
        nomor dan rinciannya dengan dokumen yang Anda terima: bila ada yang berbeda, dokumen itu bukan dokumen
        asli.
      </Alert>
      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1 }}>
        <Table size="small" aria-label="Rincian dokumen">
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label} sx={{ '&:last-child > *': { borderBottom: 0 } }}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ pl: 0, py: 1.25, width: '42%', color: 'text.secondary', verticalAlign: 'top' }}
                >
                  {row.label}
                </TableCell>
                <TableCell sx={{ pr: 0, py: 1.25, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {row.value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Demi pelindungan data pribadi, halaman ini hanya menampilkan data untuk mencocokkan dokumen; nama
        disamarkan dan data pribadi lain tidak ditampilkan.
      </Typography>
    </>
  );
}

import type { DocumentVerification } from '@kopkar/domain';
import { formatDate } from '@kopkar/domain';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
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
      <Alert severity="success" icon={<VerifiedOutlined />} sx={{ mb: 3 }}>
        <AlertTitle>Dokumen asli</AlertTitle>
        Dokumen ini diterbitkan oleh {coopName ?? 'koperasi'} dan tercatat dengan data di bawah. Cocokkan
        nomor dan rinciannya dengan dokumen yang Anda terima: bila ada yang berbeda, dokumen itu bukan dokumen
        asli.
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 2fr) 3fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1.5 },
          }}
        >
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{ pt: { xs: 1.25, sm: 0 } }}
              >
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Demi pelindungan data pribadi, halaman ini hanya menampilkan data untuk mencocokkan dokumen; nama
        disamarkan dan data pribadi lain tidak ditampilkan.
      </Typography>
    </>
  );
}

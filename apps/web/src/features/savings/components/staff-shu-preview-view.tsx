import { formatRupiah, type ShuPreview } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FactList } from '@/components/staff/section-card';

const tick = (isEqual: boolean) => (isEqual ? ' ✓ sama dengan dana' : ' ✗ tidak sama dengan dana');

/** A year's distribution: pools, bases and sums that add up, then the largest shares. */
export function ShuPreviewView({ preview }: { preview: ShuPreview }) {
  return (
    <Box>
      {preview.undistributed > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {formatRupiah(preview.undistributed)} tidak dapat dibagikan: tidak ada anggota dengan dasar jasa
          modal atau jasa usaha untuk salah satu bagian. Ubah persentase jasa modal sebelum posting.
        </Alert>
      )}
      <FactList
        facts={[
          ['Dana SHU anggota', formatRupiah(preview.decision.pool)],
          [
            `Jasa modal (${String(preview.decision.jasaModalPercent).replace('.', ',')} %)`,
            `${formatRupiah(preview.totalJasaModal)} dari ${formatRupiah(preview.modalPool)}${tick(preview.totalJasaModal === preview.modalPool)}`,
          ],
          [
            'Jasa usaha',
            `${formatRupiah(preview.totalJasaUsaha)} dari ${formatRupiah(preview.usahaPool)}${tick(preview.totalJasaUsaha === preview.usahaPool)}`,
          ],
          [
            'Total dibagikan',
            `${formatRupiah(preview.totalShares)}${tick(preview.totalShares === preview.decision.pool)}`,
          ],
          ['Anggota penerima', String(preview.memberCount)],
          ['Total simpanan pokok + wajib', formatRupiah(preview.totalModalBasis)],
          ['Total bunga pinjaman dibayar', formatRupiah(preview.totalUsahaBasis)],
        ]}
      />
      {preview.shares.length > 0 && (
        <>
          <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
            {preview.shares.length < preview.memberCount
              ? `${preview.shares.length} bagian terbesar (semua ada di CSV)`
              : 'Bagian setiap anggota'}
          </Typography>
          <Box tabIndex={0} role="region" aria-label="Bagian SHU anggota" sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>NIK</TableCell>
                  <TableCell>Nama</TableCell>
                  <TableCell align="right">Jasa modal</TableCell>
                  <TableCell align="right">Jasa usaha</TableCell>
                  <TableCell align="right">Total</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.shares.map((share) => (
                  <TableRow key={share.nik}>
                    <TableCell>{share.nik}</TableCell>
                    <TableCell>{share.name}</TableCell>
                    <TableCell align="right">{formatRupiah(share.jasaModal)}</TableCell>
                    <TableCell align="right">{formatRupiah(share.jasaUsaha)}</TableCell>
                    <TableCell align="right">{formatRupiah(share.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}

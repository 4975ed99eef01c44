import { formatRate, formatRupiah, type ShuProposal } from '@kopkar/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FactList } from '@/components/staff/section-card';

type Props = {
  proposal: ShuProposal;
  /** Fills the decision form with the proposal; absent while the year's decision cannot be entered. */
  onUse?: () => void;
};

/** "Usulan dari pembukuan": the year's result in the books, its parts by the AD/ART allocation, the pool proposed. */
export function ShuProposalView({ proposal, onUse }: Props) {
  const hasPool = proposal.pool > 0;
  return (
    <Box>
      <FactList
        facts={[
          ['Pendapatan', formatRupiah(proposal.income)],
          ['Beban', formatRupiah(proposal.expense)],
          [proposal.result < 0 ? 'Hasil usaha (rugi)' : 'Hasil usaha', formatRupiah(proposal.result)],
          ['Dana SHU anggota (usulan)', formatRupiah(proposal.pool)],
          ['Bagian jasa modal (usulan)', formatRate(proposal.jasaModalPercent)],
        ]}
      />
      <Box
        tabIndex={0}
        role="region"
        aria-label={`Alokasi hasil usaha ${proposal.year}`}
        sx={{ overflowX: 'auto', mt: 2 }}
      >
        {/* Figures never break inside; on a phone the labels wrap and the cells keep a narrower padding. */}
        <Table
          size="small"
          sx={{ '& th, & td': { px: { xs: 1, sm: 2 } }, '& .figure': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Bagian</TableCell>
              <TableCell align="right">Persen</TableCell>
              <TableCell align="right">Jumlah</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {proposal.parts.map((part) => (
              <TableRow key={part.key}>
                <TableCell>{part.label}</TableCell>
                <TableCell align="right" className="figure">
                  {formatRate(part.percent)}
                </TableCell>
                <TableCell align="right" className="figure">
                  {formatRupiah(part.amount)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Jumlah</TableCell>
              <TableCell align="right" className="figure" sx={{ fontWeight: 700 }}>
                100%
              </TableCell>
              <TableCell align="right" className="figure" sx={{ fontWeight: 700 }}>
                {formatRupiah(proposal.parts.reduce((sum, part) => sum + part.amount, 0))}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      {hasPool ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {proposal.note} Dari jurnal yang sudah diposting 1 Januari–31 Desember {proposal.year}; persentase
          menurut Pengaturan (alokasi SHU).
        </Typography>
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {proposal.note}
        </Alert>
      )}
      {onUse && (
        <Button variant="outlined" onClick={onUse} disabled={!hasPool} sx={{ mt: 2 }}>
          Gunakan usulan
        </Button>
      )}
    </Box>
  );
}
